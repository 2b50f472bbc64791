/**
 * The contact form's e-mail set-up, decided from build-time variables. Pure
 * and free of the SDK, so the Vite config can check it before a build
 * (integrations/email-outbox-vite.ts) and src/adapters/email-sdk.ts can apply it.
 */

/** The e-mail provider's own API origin, used when keys are configured and no origin is given. */
export const PROVIDER_ORIGIN = "https://api.emailjs.com";

/** The identifiers used when no keys are configured; the local outbox (server/email-outbox.ts) accepts any. */
export const LOCAL_EMAIL_IDS = {
  publicKey: "local-public-key",
  serviceId: "local-service",
  templateId: "local-template",
};

/** The build-time variables read from `import.meta.env` (documented in .env.example). */
export type EmailEnv = {
  VITE_EMAILJS_PUBLIC_KEY?: string;
  VITE_EMAILJS_SERVICE_ID?: string;
  VITE_EMAILJS_TEMPLATE_ID?: string;
  VITE_EMAILJS_ORIGIN?: string;
};

/** Where and as whom the contact form sends. `origin` "" means the site's own server. */
export type EmailConfig = {
  mode: "local" | "provider";
  publicKey: string;
  serviceId: string;
  templateId: string;
  origin: string;
};

/**
 * Decides the e-mail set-up from build-time variables (spec §7).
 *
 * - None of public key, service id and template id set (blank counts as
 *   unset): `local` mode with {@link LOCAL_EMAIL_IDS} and origin "" (same
 *   origin), so `npm start` delivers to the local outbox.
 * - All three set: `provider` mode with origin {@link PROVIDER_ORIGIN}.
 * - `VITE_EMAILJS_ORIGIN` overrides the origin in either mode (trailing
 *   slashes dropped).
 *
 * @throws Error when only some of the three ids are set, or the origin is not
 *   an http(s) URL (the Vite plugin calls this first, so the build stops there).
 */
export function resolveEmailConfig(env: EmailEnv): EmailConfig {
  const read = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const ids = {
    VITE_EMAILJS_PUBLIC_KEY: read(env.VITE_EMAILJS_PUBLIC_KEY),
    VITE_EMAILJS_SERVICE_ID: read(env.VITE_EMAILJS_SERVICE_ID),
    VITE_EMAILJS_TEMPLATE_ID: read(env.VITE_EMAILJS_TEMPLATE_ID),
  };
  const origin = read(env.VITE_EMAILJS_ORIGIN)?.replace(/\/+$/, "");
  if (origin !== undefined && !/^https?:\/\/[^/]/.test(origin)) {
    throw new Error(`VITE_EMAILJS_ORIGIN must be an http(s) URL, got "${origin}" (see .env.example).`);
  }
  const missing = Object.entries(ids)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === 3) return { mode: "local", ...LOCAL_EMAIL_IDS, origin: origin ?? "" };
  if (missing.length > 0) {
    throw new Error(
      `Contact form: ${missing.join(", ")} missing. Set all three EmailJS ids, or none to use the local outbox (see .env.example).`,
    );
  }
  return {
    mode: "provider",
    publicKey: ids.VITE_EMAILJS_PUBLIC_KEY ?? "",
    serviceId: ids.VITE_EMAILJS_SERVICE_ID ?? "",
    templateId: ids.VITE_EMAILJS_TEMPLATE_ID ?? "",
    origin: origin ?? PROVIDER_ORIGIN,
  };
}
