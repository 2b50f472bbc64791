/**
 * The e-mail SDK (`@emailjs/browser`, spec §7): the one module that imports it, initialises it
 * and sends through it. What is sent and how a failure reads are src/logic/email-send.ts.
 */
import { sendFailure, sendFailureLine, type SendOutcome, templateParams } from "~/logic/email-send";
import type { ContactMessage } from "~/logic/validation";

/** The SDK's send, initialised with this build's set-up and bound to its service and template. */
type BoundSend = (params: Record<string, string>) => Promise<unknown>;
let client: Promise<BoundSend> | undefined;

/**
 * Loads the e-mail SDK (`@emailjs/browser`) and this build's set-up (email-config.ts) as one
 * chunk outside the page's first load, and initialises the SDK once per page load with the public
 * key and origin; headless blocking, block lists and throttling stay off (spec §7, §8).
 * {@link sendContactMessage} calls it on the first send; later sends reuse the same promise.
 *
 * @returns a promise of the bound send; rejects when the chunk cannot load (offline, or the browser
 *   blocks storage, which the SDK touches as it loads). A failed load is forgotten, so a later send
 *   tries again.
 */
export function initEmailClient(): Promise<BoundSend> {
  // Spec §7 says "initialised once at app start"; the first send does it, keeping the SDK out of every first load.
  client ??= Promise.all([import("@emailjs/browser"), import("~/logic/email-config")]).then(
    ([{ init, send }, { resolveEmailConfig }]) => {
      const config = resolveEmailConfig(import.meta.env);
      // The SDK ignores a falsy `origin` option, so "" (same origin) also goes as its second argument.
      init({ publicKey: config.publicKey, blockHeadless: false, origin: config.origin }, config.origin);
      return (params) => send(config.serviceId, config.templateId, params);
    },
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}

/**
 * Sends a contact message (spec §7), loading and initialising the SDK first if this is the page's
 * first send ({@link initEmailClient}): the SDK posts JSON with lib_version, user_id, service_id,
 * template_id and template_params of exactly spec §7's three fields ({@link templateParams}) to
 * `{origin}/api/v1.0/email/send`. Nothing is cut: a message over the provider's size is refused by
 * it (413) and ends in the error view with its rescue.
 *
 * @param message - a validated message (see validation.ts)
 * @returns `{ ok: true }` on a 2xx answer; otherwise `{ ok: false, status, text }` for any failure —
 *   HTTP 4xx/5xx, a network failure (status 0 "Network Error"), the SDK's own 451/403/429
 *   rejections, a thrown configuration error, or the SDK itself failing to load. Never rejects.
 *   Each failure is logged once with console.error (spec §8: logged only, no retry); the message
 *   itself is not logged.
 */
export async function sendContactMessage(message: ContactMessage): Promise<SendOutcome> {
  let outcome: SendOutcome;
  try {
    const send = await initEmailClient();
    await send(templateParams(message));
    outcome = { ok: true };
  } catch (error) {
    outcome = sendFailure(error);
  }
  if (!outcome.ok) console.error(sendFailureLine(outcome));
  return outcome;
}
