/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** GA4 measurement id (G-…); unset means no analytics tag at all (src/logic/consent-mode.ts, applied by src/adapters/tag-layer.ts). */
  readonly VITE_GA_MEASUREMENT_ID?: string;
  /** Contact form (EmailJS), see .env.example: all three ids, or none for the local outbox (logic/email-config.ts, adapters/email-sdk.ts). */
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  /** The e-mail API origin; unset means the provider's, or this site's own server when no ids are set. */
  readonly VITE_EMAILJS_ORIGIN?: string;
}

/** A page's social card (integrations/astro-social-cards.ts): drawn at build, named by a hash of what it shows. */
declare module "virtual:social-cards" {
  import type { SocialCard, SocialCardInput } from "../integrations/social-cards.ts";
  export const socialCard: (input: SocialCardInput) => Promise<SocialCard>;
}

/** The content's raster pictures as the build made them (integrations/content-pictures/, decision 030). */
declare module "virtual:content-pictures" {
  import type { MadePicture } from "./content/picture-map";
  const made: Record<string, MadePicture>;
  export default made;
}
