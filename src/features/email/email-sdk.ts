/**
 * The e-mail SDK and this build's set-up (email-config.ts), as one chunk that
 * contact/email-client.ts loads on the first send (issue 13). It sits outside
 * features/contact/, which the build bundles into every page's first load,
 * so neither the SDK nor the set-up's checks weigh on that load (issue 14
 * keeps the form's added code within the byte budgets this way). Loading it initialises the
 * SDK once, with the public key and origin; headless blocking, block lists
 * and throttling stay off (spec §8).
 */
import { init, send } from "@emailjs/browser";
import { resolveEmailConfig } from "./email-config";
import type { SendOutcome } from "../contact/email-client";
import { HONEYPOT_FIELD } from "../contact/honeypot";
import type { ContactMessage } from "../contact/validation";

const config = resolveEmailConfig(import.meta.env);
// The SDK ignores a falsy `origin` option, so "" (same origin) also goes as its second argument.
init({ publicKey: config.publicKey, blockHeadless: false, origin: config.origin }, config.origin);

/**
 * Posts one message through the SDK (spec §7): JSON with lib_version,
 * user_id, service_id, template_id and template_params `{ from_name,
 * reply_to, message, website }` to `{origin}/api/v1.0/email/send`.
 *
 * @param message - a validated message
 * @param honeypot - the honeypot's value, sent as `website` (honeypot.ts)
 * @returns `{ ok: true }` on a 2xx answer, otherwise the failure's status and
 *   text: the answer's for an HTTP error or the SDK's own 451/403/429, 0
 *   "Network Error" when no answer came, 0 and the error's text for anything
 *   else thrown (a configuration error). Never rejects, logs nothing.
 */
export async function sendWithSdk(message: ContactMessage, honeypot: string): Promise<SendOutcome> {
  try {
    const { from_name, reply_to, message: text } = message;
    await send(config.serviceId, config.templateId, { from_name, reply_to, message: text, [HONEYPOT_FIELD]: honeypot });
    return { ok: true };
  } catch (error) {
    return { ok: false, ...describeFailure(error) };
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
