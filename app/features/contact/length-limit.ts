/**
 * The contact form's length limits as the visitor meets them (issue 14): when
 * the message box shows its live count, when a screen reader hears it, and how
 * much of a paste fits. Plain TypeScript, no DOM: contact-form.tsx wires it to
 * the fields. Lengths count UTF-16 code units, as `maxLength` and
 * `String.length` do (an emoji is 2), so the form, the count and the local
 * endpoint never disagree. The limits themselves are `CONTACT_LIMITS` (validation.ts).
 */
import { t } from "~/i18n/en";

/**
 * Share of a field's limit from which the message box shows its count: 0.9,
 * so 4,500 of 5,000 characters. Below it the count would only be noise for
 * the many short messages; from it the visitor has 500 characters, a long
 * paragraph, to plan the rest.
 */
export const COUNTER_FROM = 0.9;

/**
 * Shares of the limit at which the form's polite live region speaks the
 * remaining count: 90 % (where the count appears), 98 % (100 of 5,000 left)
 * and 100 % (the limit). Between two marks it stays silent, so a screen-reader
 * user is told three times on the way to the limit, not on every keystroke.
 */
export const ANNOUNCE_AT = [COUNTER_FROM, 0.98, 1] as const;

const numbers = new Intl.NumberFormat("en");

/**
 * Formats a count the way the site writes numbers: "4,812".
 * @param count - a whole number of characters
 * @returns the number with thousands separators (English)
 */
export function formatCount(count: number): string {
  return numbers.format(count);
}

/**
 * Whether the message box shows its count ({@link COUNTER_FROM}).
 * @param length - characters in the field now
 * @param limit - the field's limit, e.g. 5,000
 * @returns true from `ceil(limit × 0.9)` characters on (4,500 of 5,000)
 */
export function showsCounter(length: number, limit: number): boolean {
  return length >= Math.ceil(limit * COUNTER_FROM);
}

/**
 * The visible count under the message box: "4,812 / 5,000 characters".
 * @param length - characters in the field now
 * @param limit - the field's limit
 */
export function counterText(length: number, limit: number): string {
  return t("length_counter", { count: formatCount(length), limit: formatCount(limit) });
}

/**
 * How many of the {@link ANNOUNCE_AT} marks a length has reached.
 * @param length - characters in the field now
 * @param limit - the field's limit
 * @returns 0 below 90 %, 1 from 90 %, 2 from 98 %, 3 at the limit
 */
export function announcementMark(length: number, limit: number): number {
  return ANNOUNCE_AT.filter((share) => length >= Math.ceil(limit * share)).length;
}

/**
 * What the live region says when a field's length crosses a mark, or `null`
 * when it stays between the same two marks (say nothing, keep what was said).
 * Crossing back below 90 % clears the region ("").
 *
 * @param before - length before the edit, in characters
 * @param after - length after the edit
 * @param limit - the field's limit
 * @returns "500 characters left", "1 character left", "You have reached the
 *   limit of 5,000 characters", "" or `null`
 */
export function limitAnnouncement(before: number, after: number, limit: number): string | null {
  const mark = announcementMark(after, limit);
  if (mark === announcementMark(before, limit)) return null;
  if (mark === 0) return "";
  const left = Math.max(0, limit - after);
  if (left === 0) return t("length_limit_reached", { limit: formatCount(limit) });
  return t(left === 1 ? "length_left_one" : "length_left", { count: formatCount(left) });
}

/**
 * The text a browser would put into a field for `text`: a textarea's value
 * holds line breaks as LF (CRLF and CR become LF), a one-line input turns
 * each line break into a space (as Chromium does on paste). Counting this,
 * not the clipboard's raw text, keeps the numbers right for Windows text.
 *
 * @param text - the text to insert, as the clipboard holds it
 * @param multiline - true for a textarea
 */
export function insertableText(text: string, multiline: boolean): string {
  return multiline ? text.replace(/\r\n?/g, "\n") : text.replace(/\r\n|[\r\n]/g, " ");
}

/** How a paste fits into a field: {@link fitInsertion}. */
export type Insertion = {
  /** The part of the pasted text that fits, to insert at the caret (the whole text when it all fits). */
  kept: string;
  /** Characters left out from the end of the paste; 0 when it all fits. */
  lost: number;
};

/**
 * How much of a paste fits in a field whose value may not pass `limit`: the
 * paste replaces the selection (`start`–`end`, the caret when equal), so the
 * room is the limit minus what stays of the value. The kept part never ends
 * in half of a surrogate pair: an emoji that does not fit whole is left out.
 * A value already over the limit (set by a script, never by typing) leaves no
 * room. Never throws.
 *
 * @param value - the field's value before the paste
 * @param start - selection start, in code units
 * @param end - selection end, in code units (≥ start)
 * @param text - the text being pasted, already as {@link insertableText}
 * @param limit - the field's limit, in code units
 * @returns what to insert and how much was left out
 */
export function fitInsertion(value: string, start: number, end: number, text: string, limit: number): Insertion {
  const room = Math.max(0, limit - (value.length - Math.max(0, end - start)));
  if (text.length <= room) return { kept: text, lost: 0 };
  let cut = room;
  const last = text.charCodeAt(cut - 1);
  if (cut > 0 && last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return { kept: text.slice(0, cut), lost: text.length - cut };
}

/**
 * The note shown beside a field after a paste was cut (issue 14: nothing is
 * cut silently): "Your paste was cut to fit the limit of 5,000 characters:
 * the last 1,234 characters were left out."
 *
 * @param lost - characters left out (≥ 1)
 * @param limit - the field's limit
 */
export function pasteCutNote(lost: number, limit: number): string {
  return t(lost === 1 ? "paste_cut_note_one" : "paste_cut_note", {
    limit: formatCount(limit),
    lost: formatCount(lost),
  });
}
