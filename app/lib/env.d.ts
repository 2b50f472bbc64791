/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** The public origin for canonical URLs, sitemap and social tags (build time). */
  readonly SITE_URL?: string;
  /** GA4 measurement id (G-…); unset means no analytics tag at all (app/features/consent/consent-mode.ts). */
  readonly VITE_GA_MEASUREMENT_ID?: string;
}
