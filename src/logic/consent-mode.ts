/**
 * Google Consent Mode v2, decided (spec §4 Consent banner, §7): which consent types there are,
 * what a choice sends, whether it loads Google Analytics or clears its cookies, and which cookies
 * those are. Pure: src/adapters/tag-layer.ts applies these decisions to the page's tag layer.
 */
import type { AnalyticsChoice } from "./consent-record";

/** The Consent Mode v2 types set on every command (spec §4). Only analytics is ever granted. */
export const CONSENT_TYPES = [
  "analytics_storage",
  "ad_storage",
  "ad_user_data",
  "ad_personalization",
  "functionality_storage",
  "security_storage",
] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

/** The consent object of a `consent` command: every type mapped to granted or denied. */
export type ConsentValues = Record<ConsentType, AnalyticsChoice>;

/**
 * The values to send for an analytics choice (spec §4: ad, user-data,
 * personalization, functionality and security storage are always denied).
 * @param analytics - the visitor's analytics choice
 * @returns all six consent types, analytics_storage set to the choice, the rest denied
 */
export function consentValues(analytics: AnalyticsChoice): ConsentValues {
  return Object.fromEntries(
    CONSENT_TYPES.map((type) => [type, type === "analytics_storage" ? analytics : "denied"]),
  ) as ConsentValues;
}

/** The `consent default` values: everything denied until the visitor chooses (spec §4). */
export const CONSENT_DEFAULT: ConsentValues = consentValues("denied");

/** GA4 measurement ids look like `G-XXXXXXXXXX`. */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

/** Every cookie Google Analytics sets: `_ga`, `_ga_<container-id>`, `_gat…`, `_gid` (spec §3 Cookie definition). */
export const ANALYTICS_COOKIE = /^(_ga(_.+)?|_gat.*|_gid)$/;

/**
 * Reads the GA4 measurement id configured at build time (`VITE_GA_MEASUREMENT_ID`,
 * see .env.example).
 * @param value - the raw setting (defaults to the build-time variable)
 * @returns the id, or `null` when unset, empty, or malformed (malformed is logged)
 */
export function measurementIdFrom(value: string | undefined = import.meta.env.VITE_GA_MEASUREMENT_ID): string | null {
  const id = value?.trim() ?? "";
  if (id === "") return null;
  if (MEASUREMENT_ID.test(id)) return id;
  console.warn(
    `Analytics: VITE_GA_MEASUREMENT_ID "${id.slice(0, 40)}" is not a GA4 measurement id (G-…); analytics stays off.`,
  );
  return null;
}

/** What applying a choice does to the tag layer, in this order (see {@link consentActions}). */
export type ConsentActions = {
  /** The values of the `consent update` command to push, or `null` for none. */
  update: ConsentValues | null;
  /** The GA4 measurement id whose gtag.js to load (once per page), or `null` to load nothing. */
  load: string | null;
  /** Whether to expire every analytics cookie. */
  clearCookies: boolean;
};

/**
 * Decides what a saved or newly made choice does to the tag layer (spec §4, §7): a `consent
 * update` with all six types; when granted and a measurement id is configured, load gtag.js
 * (nothing is requested from any analytics host otherwise); when denied, expire the analytics
 * cookies (so a change from granted to denied leaves none behind).
 * @param analytics - the choice to apply
 * @param measurementId - the GA4 id, or `null` for none
 * @param options - `update: false` when the `consent update` was already pushed elsewhere, so the
 *   tag layer gets exactly one
 * @returns the actions; never throws
 */
export function consentActions(
  analytics: AnalyticsChoice,
  measurementId: string | null,
  { update = true }: { update?: boolean } = {},
): ConsentActions {
  return {
    update: update ? consentValues(analytics) : null,
    load: analytics === "granted" && measurementId ? measurementId : null,
    clearCookies: analytics === "denied",
  };
}

/**
 * The commands that start GA4 on a page once gtag.js is requested: `js` with the time, then
 * `config` with the measurement id, as Google's snippet queues them.
 * @param measurementId - a GA4 id (see {@link measurementIdFrom})
 * @param now - the time of the `js` command
 * @returns the two commands' arguments
 */
export function googleAnalyticsCommands(measurementId: string, now: Date): unknown[][] {
  return [
    ["js", now],
    ["config", measurementId],
  ];
}

/**
 * The address of gtag.js for a measurement id.
 * @param measurementId - a GA4 id
 * @returns the script URL on googletagmanager.com, the id URL-encoded
 */
export function googleTagUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/**
 * Whether a script URL is gtag.js for a GA4 measurement id, exactly as {@link googleTagUrl} writes
 * it: the one script URL the site ever hands to the page (the Trusted Types check of
 * src/adapters/google-tag-policy.ts, decision 029).
 * @param url - an absolute URL
 * @returns `true` only for `https://www.googletagmanager.com/gtag/js?id=G-…` with a valid id and nothing else
 */
export function isGoogleTagUrl(url: string): boolean {
  const id = url.split("?id=")[1] ?? "";
  return MEASUREMENT_ID.test(id) && url === googleTagUrl(id);
}

/**
 * The Trusted Types policy through which the tag layer adds Google's tag (src/adapters/google-tag-policy.ts);
 * a build with a measurement id names it in its CSP's `trusted-types` (decision 029).
 */
export const GOOGLE_TAG_POLICY = "google-tag";

/**
 * The Trusted Types policy Google's tag creates for itself once loaded (Google's `safevalues`
 * library), for the scripts and markup it adds; a build with a measurement id allows it (decision 029).
 */
export const GOOGLE_TAG_LIBRARY_POLICY = "goog#html";

/**
 * The Google Analytics cookies among those a page can see.
 * @param cookieHeader - the page's cookies as `document.cookie` gives them (`a=1; b=2`)
 * @returns the analytics cookies' names, in the order given; never throws
 */
export function analyticsCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => ANALYTICS_COOKIE.test(name));
}

/**
 * The cookie assignments that expire one cookie wherever Google Analytics may have set it: on
 * this host, and on each domain of {@link cookieDomains} (GA sets them on the widest domain it can).
 * @param name - the cookie's name
 * @param hostname - `location.hostname`
 * @returns the strings to assign to `document.cookie`, the host-only one first
 */
export function cookieExpiries(name: string, hostname: string): string[] {
  return [
    `${name}=; Max-Age=0; Path=/`,
    ...cookieDomains(hostname).map((domain) => `${name}=; Max-Age=0; Path=/; Domain=${domain}`),
  ];
}

/**
 * The domains a cookie of this host may have been set on: the host and each parent with two
 * labels or more (`www.studio.co.uk` → itself, `studio.co.uk`, `co.uk`). None for an IP address or
 * a one-label host such as `localhost`, where no Domain attribute is valid: browsers reject such a
 * cookie, and Firefox reports each rejection as an error.
 * @param hostname - `location.hostname`
 * @returns the domains, widest last; never throws
 */
export function cookieDomains(hostname: string): string[] {
  const isIpAddress = /^[\d.]+$/.test(hostname) || hostname.includes(":") || hostname.startsWith("[");
  const labels = hostname.split(".");
  if (isIpAddress || labels.length < 2) return [];
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}
