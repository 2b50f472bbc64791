/**
 * The contact form's length limits as the visitor meets them: when
 * the message box shows its live count, what a screen reader hears on the way
 * to the limit, and how much of a paste fits. Plain TypeScript, no DOM:
 * contact-form.tsx wires it to the fields. Lengths count UTF-16 code units,
 * as `maxLength` and `String.length` do (an emoji is 2), so the form, the
 * count and the local endpoint never disagree. The limits themselves are
 * `CONTACT_LIMITS` (validation.ts).
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
 * Shares of the limit that the form's polite live region announces: 90 %
 * (where the count appears; 500 of 5,000 left), 98 % (100 left) and 100 %.
 * Its text changes only when the length crosses one of them, so a
 * screen-reader user hears three short notices on the way to the limit, not
 * one per keystroke; the exact count is the message box's description.
 */
export const ANNOUNCE_AT = [COUNTER_FROM, 0.98, 1] as const;

/**
 * Formats a count the way the site writes numbers: "4,812".
 * @param count - a whole number of characters
 * @returns the number with thousands separators (English)
 */
export function formatCount(count: number): string {
  return count.toLocaleString("en");
}

/**
 * The visible count under the message box, from {@link COUNTER_FROM} of the
 * limit on: "4,812 / 5,000 characters".
 * @param length - characters in the field now
 * @param limit - the field's limit, e.g. 5,000
 * @returns the count, or `undefined` below `ceil(limit × 0.9)` characters (no count shown)
 */
export function counterText(length: number, limit: number): string | undefined {
  if (length < Math.ceil(limit * COUNTER_FROM)) return undefined;
  return t("length_counter", { count: formatCount(length), limit: formatCount(limit) });
}

/**
 * What the live region holds for a length: the last {@link ANNOUNCE_AT} mark
 * reached, as the most characters left from there. Being a function of the
 * mark alone, the text changes (and is spoken) only when a mark is crossed.
 *
 * @param length - characters in the field now
 * @param limit - the field's limit
 * @returns "" below 90 %; "500 characters or fewer left" from 90 %, "100
 *   characters or fewer left" from 98 %, "No characters left" at the limit
 *   (for a limit of 5,000)
 */
export function limitAnnouncement(length: number, limit: number): string {
  const share = ANNOUNCE_AT.findLast((mark) => length >= Math.ceil(limit * mark));
  if (share === undefined) return "";
  const left = limit - Math.ceil(limit * share);
  return left > 0 ? t("length_left", { count: formatCount(left) }) : t("length_none");
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
 * room is the limit minus what stays of the value. Line breaks count as the
 * browser stores them: CRLF and CR as one character (LF in a textarea, a
 * space in a one-line field). The kept part never ends in half of a surrogate
 * pair: an emoji that does not fit whole is left out. A value already over
 * the limit (set by a script, never by typing) leaves no room. Never throws.
 *
 * @param value - the field's value before the paste
 * @param start - selection start, in code units
 * @param end - selection end, in code units (≥ start)
 * @param pasted - the text being pasted, as the clipboard holds it
 * @param limit - the field's limit, in code units
 * @returns what to insert and how much was left out
 */
export function fitInsertion(value: string, start: number, end: number, pasted: string, limit: number): Insertion {
  const text = pasted.replace(/\r\n?/g, "\n");
  const room = Math.max(0, limit - value.length + Math.max(0, end - start));
  if (text.length <= room) return { kept: text, lost: 0 };
  const last = text.charCodeAt(room - 1);
  const cut = last >= 0xd800 && last <= 0xdbff ? room - 1 : room;
  return { kept: text.slice(0, cut), lost: text.length - cut };
}

/**
 * The note shown beside a field after a paste was cut (nothing is
 * cut silently): "Your paste was cut at the 5,000-character limit: the last
 * 1,234 characters were left out."
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
