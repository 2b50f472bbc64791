import { t } from "~/i18n/en";
import type { ContactMessage } from "./validation";

/** RFC 6068 wants line breaks in a mailto body as CRLF, percent-encoded. */
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));

/**
 * The error view's mail link (spec §8, plus: nothing the visitor typed is
 * lost). Subject "Message from {name}", body the message as typed (no
 * truncation; very long messages may meet a mail client's own URL limit).
 *
 * @param email - the studio's address, `studio.email`
 * @param message - the validated message that could not be sent
 * @returns a `mailto:` URL with percent-encoded subject and body
 */
export function contactMailto(email: string, message: ContactMessage): string {
  const subject = t("error_view_mail_subject", { name: message.from_name });
  return `mailto:${email}?subject=${encode(subject)}&body=${encode(message.message)}`;
}
