import type * as EmailSdkModule from "../email/email-sdk";
import type { ContactMessage } from "./validation";

type EmailSdk = typeof EmailSdkModule;
let sdk: Promise<EmailSdk> | undefined;

/**
 * Loads the e-mail SDK with this build's set-up (features/email/email-sdk.ts), which
 * initialises it, once per page load: {@link sendContactMessage} calls it on
 * the first send and later sends reuse the same promise.
 *
 * @returns the loaded module; rejects when it cannot load (offline, or the
 *   browser blocks storage, which the SDK touches as it loads). A failed load
 *   is forgotten, so a later send tries again.
 */
export function initEmailClient(): Promise<EmailSdk> {
  // Spec §7 says "initialised once at app start"; issue 13 defers it to the first send (SDK out of the first load).
  sdk ??= import("../email/email-sdk").catch((error: unknown) => {
    sdk = undefined;
    throw error;
  });
  return sdk;
}

/** How a send ended. A failure carries the SDK's status and text (0 "Network Error" when no answer came). */
export type SendOutcome = { ok: true } | { ok: false; status: number; text: string };

/**
 * Sends a contact message (spec §7), loading and initialising the SDK first
 * if this is the page's first send ({@link initEmailClient}): the SDK posts JSON with lib_version,
 * user_id, service_id, template_id and template_params `{ from_name,
 * reply_to, message, website }` to `{origin}/api/v1.0/email/send`. `website`
 * is the honeypot (issue 14, honeypot.ts): "" from a person, and the local
 * endpoint drops a message where it is filled.
 *
 * @param message - a validated message (see validation.ts)
 * @param honeypot - the honeypot field's value as submitted (default "")
 * @returns `{ ok: true }` on a 2xx answer; otherwise `{ ok: false, status,
 *   text }` for any failure — HTTP 4xx/5xx, a network failure (status 0), the
 *   SDK's own 451/403/429 rejections, a thrown configuration error, or the
 *   SDK itself failing to load (status 0 "Network Error" when the fetch
 *   failed). Never rejects. Each failure is logged once with console.error
 *   (spec §8: logged only, no retry); the message itself is not logged.
 */
export async function sendContactMessage(message: ContactMessage, honeypot = ""): Promise<SendOutcome> {
  let outcome: SendOutcome;
  try {
    outcome = await (await initEmailClient()).sendWithSdk(message, honeypot);
  } catch (error) {
    // Only the load can throw: a dynamic import that could not be fetched rejects with a TypeError.
    outcome = { ok: false, status: 0, text: error instanceof TypeError ? "Network Error" : String(error) };
  }
  if (!outcome.ok) console.error(`Contact message not sent: ${outcome.status} ${outcome.text}`);
  return outcome;
}
