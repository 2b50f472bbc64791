/**
 * A contact message's send (spec §7, §8), decided: what goes to the e-mail provider, and how its
 * answer or failure reads. Pure: src/adapters/email-sdk.ts makes the call.
 */
import type { ContactMessage } from "./validation";

/** How a send ended. A failure carries the SDK's status and text (0 "Network Error" when no answer came). */
export type SendOutcome = { ok: true } | { ok: false; status: number; text: string };

/** The template params of a send (spec §7): exactly the three fields. */
export type TemplateParams = Pick<ContactMessage, "from_name" | "reply_to" | "message">;

/**
 * The template params a message is sent as: exactly spec §7's three fields, `{ from_name,
 * reply_to, message }`. The honeypot is judged before (contact-form.tsx, honeypot.ts) and never
 * goes to the provider. Nothing is cut: a message over the provider's size is refused by it (413).
 * @param message - a validated message (see validation.ts)
 * @returns a new object of the three fields, whatever else `message` carries
 */
export function templateParams(message: ContactMessage): TemplateParams {
  const { from_name, reply_to, message: text } = message;
  return { from_name, reply_to, message: text };
}

/**
 * The failed outcome of a send or of loading the SDK (the SDK rejects with an
 * EmailJSResponseStatus: `{ status, text }`).
 * @param error - what the send or the load rejected with
 * @returns the SDK's status and text; status 0 "Network Error" for a `TypeError` (fetch, and a
 *   dynamic import that could not be fetched, reject with one when no answer arrives); otherwise
 *   status 0 and the error's message (or the thrown value as text). Never throws.
 */
export function sendFailure(error: unknown): Extract<SendOutcome, { ok: false }> {
  const { status, text } = Object(error) as { status?: unknown; text?: unknown };
  if (typeof status === "number" && typeof text === "string") return { ok: false, status, text };
  if (error instanceof TypeError) return { ok: false, status: 0, text: "Network Error" };
  return { ok: false, status: 0, text: error instanceof Error ? error.message : String(error) };
}

/**
 * The console line of a failed send (spec §8: logged only, no retry); the message itself is never
 * in it.
 * @param outcome - a failed outcome
 * @returns `Contact message not sent: {status} {text}`
 */
export function sendFailureLine(outcome: Extract<SendOutcome, { ok: false }>): string {
  return `Contact message not sent: ${outcome.status} ${outcome.text}`;
}
