import type * as EmailJs from "@emailjs/browser";
import { type EmailConfig, resolveEmailConfig } from "./email-config";
import { HONEYPOT_FIELD } from "./honeypot";
import type { ContactMessage } from "./validation";

/** The set-up this build uses. */
export const emailConfig: EmailConfig = resolveEmailConfig(import.meta.env);

type EmailSdk = typeof EmailJs;
let sdk: Promise<EmailSdk> | undefined;

/**
 * Loads and initialises the e-mail SDK with the public key and origin, once
 * per page load: {@link sendContactMessage} calls it on the first send and
 * later sends reuse the same promise. Headless blocking, block lists and
 * throttling stay off (spec §8).
 *
 * @returns the initialised SDK; rejects when it cannot load (offline, or the
 *   browser blocks storage, which the SDK touches as it loads). A failed load
 *   is forgotten, so a later send tries again.
 */
export function initEmailClient(): Promise<EmailSdk> {
  // Spec §7 says "initialised once at app start"; issue 13 defers it to the first send (SDK out of the first load).
  sdk ??= import("@emailjs/browser")
    .then((module) => {
      // The SDK ignores a falsy `origin` option, so "" (same origin) also goes as its second argument.
      module.init(
        { publicKey: emailConfig.publicKey, blockHeadless: false, origin: emailConfig.origin },
        emailConfig.origin,
      );
      return module;
    })
    .catch((error: unknown) => {
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
 *   SDK itself failing to load (status 0, as a network failure). Never
 *   rejects. Each failure is logged once with console.error (spec §8: logged
 *   only, no retry); the message itself is not logged.
 */
export async function sendContactMessage(message: ContactMessage, honeypot = ""): Promise<SendOutcome> {
  try {
    const { send } = await initEmailClient();
    const { from_name, reply_to, message: text } = message;
    await send(emailConfig.serviceId, emailConfig.templateId, {
      from_name,
      reply_to,
      message: text,
      [HONEYPOT_FIELD]: honeypot,
    });
    return { ok: true };
  } catch (error) {
    const failure = describeFailure(error);
    console.error(`Contact message not sent: ${failure.status} ${failure.text}`);
    return { ok: false, ...failure };
  }
}

function describeFailure(error: unknown): { status: number; text: string } {
  // The SDK rejects with an EmailJSResponseStatus: { status, text }.
  if (isResponseStatus(error)) return { status: error.status, text: error.text };
  // fetch rejects with a TypeError when no answer arrives (offline, aborted, refused).
  if (error instanceof TypeError) return { status: 0, text: "Network Error" };
  return { status: 0, text: error instanceof Error ? error.message : String(error) };
}

function isResponseStatus(error: unknown): error is { status: number; text: string } {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { status?: unknown }).status === "number" &&
    typeof (error as { text?: unknown }).text === "string"
  );
}
