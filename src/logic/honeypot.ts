/**
 * The contact form's honeypot: a field no person sees or reaches
 * (off-screen, `aria-hidden`, out of the tab order, autocomplete off) that
 * form-filling bots fill in like every other field.
 *
 * - In the browser, a filled honeypot means a bot: the form sends nothing and
 *   shows the thank-you view, so the bot learns nothing. This is the only
 *   place that can stop it when the build sends straight to EmailJS, where no
 *   server of ours sees the message.
 * - Every send carries the field as `template_params.website` (always "" from
 *   this form), so the local endpoint can drop a scripted post that copies the
 *   form's payload with the field filled (answered 200, one log line).
 */

/** The honeypot's field name, and its key in the send's template params. */
export const HONEYPOT_FIELD = "website";

/**
 * Whether a honeypot value gives a bot away.
 * @param value - the field's value as submitted
 * @returns true when anything but whitespace was filled in
 */
export function isHoneypotFilled(value: string): boolean {
  return value.trim() !== "";
}
