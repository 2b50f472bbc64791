// Relative, with its extension, so the server can import it under Node (server/contact-form-post.ts).
import { t } from "../i18n/en.ts";
import type { ContactMessage } from "~/logic/validation";

/**
 * The longest `mailto:` URL the error view offers, in characters of the
 * percent-encoded URL: 2,000. Mail programs and the systems that hand them the
 * link stop near there: Windows passes a protocol handler at most 2,048
 * characters (classic Outlook and Windows Mail then lose the rest or do not
 * open), Internet Explorer and old Outlook capped URLs at 2,083, and webmail
 * handlers put the whole link into a URL of their own. Below all of them, the
 * link opens everywhere; the rest of a longer message reaches the studio
 * through the view's copy button.
 */
export const MAILTO_MAX_LENGTH = 2000;

/** Ends a cut body, so the studio sees where the visitor's text stops. */
const CUT_MARK = "…";

/**
 * A lone surrogate (half an emoji) as U+FFFD, because encodeURIComponent would
 * throw on it (String.prototype.toWellFormed, without needing Safari 16.4).
 */
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, "\uFFFD");

/** RFC 6068 wants line breaks in a mailto body as CRLF, percent-encoded. */
const encode = (text: string) => encodeURIComponent(wellFormed(text).replace(/\r?\n/g, "\r\n"));

/** The error view's mail link and whether its body had to be cut. */
export type ContactMailto = {
  /** A `mailto:` URL with percent-encoded subject and body, at most `maxLength` characters long. */
  href: string;
  /** True when the body carries only the first part of the message (then ending in "…"). */
  cut: boolean;
};

/**
 * The error view's mail link (spec §8; nothing the visitor typed is
 * lost). Subject "Message from {name}", body the message as typed. When the
 * whole URL would pass `maxLength`, the body is cut at the last word boundary
 * (whitespace) that fits, with every character counted as it is
 * percent-encoded (an "é" takes 6, an emoji 12), and ends in "…"; a single
 * word longer than the room is cut between two characters instead (never
 * inside an emoji). Never throws.
 *
 * @param email - the studio's address, `studio.email`
 * @param message - the validated message that could not be sent
 * @param maxLength - the longest URL, in characters (default {@link MAILTO_MAX_LENGTH})
 * @returns the link, and `cut: true` when its body is only the first part of the message
 */
export function contactMailto(
  email: string,
  message: ContactMessage,
  maxLength: number = MAILTO_MAX_LENGTH,
): ContactMailto {
  const head = `mailto:${email}?subject=${encode(t("error_view_mail_subject", { name: message.from_name }))}&body=`;
  const whole = head + encode(message.message);
  if (whole.length <= maxLength) return { href: whole, cut: false };

  const text = wellFormed(message.message);
  const room = maxLength - head.length - encode(CUT_MARK).length;
  // The longest run of whole characters (code points) whose encoding fits the room.
  let used = 0;
  let end = 0;
  for (const character of text) {
    used += encode(character).length;
    if (used > room) break;
    end += character.length;
  }
  // Back to the last whitespace, unless the cut already falls on one or no word boundary fits.
  const boundary = /\s/.test(text.charAt(end)) ? end : text.slice(0, end).search(/\s\S*$/);
  const kept = text.slice(0, boundary > 0 ? boundary : end).trimEnd();
  return { href: head + encode(kept + CUT_MARK), cut: true };
}
