/**
 * What the server writes into the not-sent page (decision 018; spec §8; nothing the
 * visitor typed is lost): the reason the message was not sent, the message in a read-only box, and
 * the studio's mail link carrying it as subject and body. Plain functions over HTML strings, kept
 * in src/ so Tailwind generates the classes they use, with relative imports so that
 * server/contact-form-post.ts can import them under Node.
 */
import { contactMailto } from "../src/logic/mailto.ts";
import { en, t } from "../src/i18n/en.ts";
import type { ContactField, ContactMessage } from "../src/logic/validation.ts";
import { MAILTO_MARK, RESCUE_SLOT_ID } from "../src/components/contact/no-script-marks.ts";
import { plural } from "./plural.ts";

/** Why a send failed, as far as the page tells the visitor (anything else: the error view alone). */
export type NotSentReason =
  | { kind: "invalid"; fields: readonly ContactField[] }
  | { kind: "too-large" }
  | { kind: "too-many"; retryAfterSeconds: number }
  | { kind: "failed" };

/** The read-only box of the error view's rescue (unsent-message.tsx), so both look the same. */
const BOX_CLASS =
  "mt-1 block h-40 w-full max-w-2xl resize-y rounded-2xl border-0 bg-white px-4 py-3 text-left text-base text-ink shadow-inner ring-1 ring-line-strong focus:ring-2 focus:ring-orange-deep focus:outline-none";

/**
 * Escapes text for HTML content and double-quoted attribute values.
 * @param text - any text
 * @returns the text with `&`, `<`, `>`, `"` and `'` as character references
 */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? character,
  );
}

/** The sentences that say why, one per line: each field's own error (spec §5), a message too large to send, or the wait. */
function reasonLines(reason: NotSentReason): string[] {
  switch (reason.kind) {
    case "invalid":
      return [t("not_sent_invalid"), ...reason.fields.map((field) => en[`${field}_error`])];
    case "too-large":
      return [t("not_sent_too_large")];
    case "too-many": {
      const minutes = Math.max(1, Math.ceil(reason.retryAfterSeconds / 60));
      return [t("not_sent_too_many", { minutes: plural(minutes, "minute") })];
    }
    case "failed":
      return [];
  }
}

/**
 * The not-sent page (src/pages/contact-us/not-sent.astro, as built) filled with one visitor's
 * words: the studio's mail link (marked {@link MAILTO_MARK}) gets the message as subject and body,
 * cut at a word past 2,000 characters of link (mailto.ts); the rescue slot ({@link RESCUE_SLOT_ID})
 * gets the reason, and, when a message was typed, the note that the link carries it (or its first
 * part) and the whole message in a read-only box labelled "Your message". Every typed character is
 * escaped, so nothing typed becomes markup.
 *
 * @param html - the built page
 * @param message - the fields as the visitor typed them (line breaks as `\n`)
 * @param reason - why the message was not sent
 * @returns the filled page
 * @throws Error when the page lacks the mail link or the slot (a build that predates them)
 */
export function fillNotSentPage(html: string, message: ContactMessage, reason: NotSentReason): string {
  const link = new RegExp(`href="mailto:([^"?]*)"(?= ${MAILTO_MARK})`);
  const slot = new RegExp(`(<div id="${RESCUE_SLOT_ID}"[^>]*>)[\\s\\S]*?(</div>)`);
  const email = link.exec(html)?.[1];
  if (email === undefined || !slot.test(html)) throw new Error("The not-sent page has no mail link or rescue slot");

  const mail = contactMailto(email, message);
  const lines = reasonLines(reason).map(
    (line, index) =>
      `<p class="max-w-lg ${index === 0 && reason.kind === "invalid" ? "text-ink" : "font-semibold text-orange-deeper"}">${escapeHtml(line)}</p>`,
  );
  const typed = message.message.trim() !== "";
  const words = typed
    ? [
        `<p class="max-w-lg text-ink">${escapeHtml(t(mail.cut ? "mail_cut_note" : "not_sent_words"))}</p>`,
        `<label for="not-sent-message" class="font-semibold">${escapeHtml(t("your_message"))}</label>`,
        // The parser drops one line break right after <textarea>, so a message's own first line break survives.
        `<textarea id="not-sent-message" readonly class="${BOX_CLASS}">\n${escapeHtml(message.message)}</textarea>`,
      ]
    : [];
  return html
    .replace(link, `href="${escapeHtml(mail.href)}"`)
    .replace(slot, (_match, open: string, close: string) => `${open}${[...lines, ...words].join("")}${close}`);
}
