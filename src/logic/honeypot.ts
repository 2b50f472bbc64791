/**
 * The contact form's honeypot: a field no person sees or reaches
 * (off-screen, `aria-hidden`, out of the tab order, autocomplete off) that
 * form-filling bots fill in like every other field.
 *
 * - In the browser, a filled honeypot means a bot: the form sends nothing and
 *   shows the thank-you view, so the bot learns nothing. This is the only
 *   place that can stop it when the build sends straight to EmailJS, where no
 *   server of ours sees the message.
 * - It never reaches the e-mail provider, whose payload is exactly spec §7's
 *   three template params (email-send.ts). Without JavaScript the form posts
 *   the field to our own server, which judges it there
 *   (server/contact-form-post.ts: answered as sent, nothing stored, one log
 *   line). The local JSON endpoint, the provider's stand-in, needs no
 *   `website`; a scripted post that adds it filled is dropped the same way.
 */

/** The honeypot's field name in the form (and in the no-JavaScript post's body). */
export const HONEYPOT_FIELD = "website";

/**
 * Whether a honeypot value gives a bot away.
 * @param value - the field's value as submitted
 * @returns true when anything but whitespace was filled in
 */
export function isHoneypotFilled(value: string): boolean {
  return value.trim() !== "";
}
