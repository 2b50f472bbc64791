/**
 * Google Consent Mode v2 on the tag layer (spec §4 Consent banner, §7): the one
 * module that writes to `window.dataLayer`, defines `gtag`, loads gtag.js and
 * clears the analytics cookies. Nothing here runs at import time, so the
 * prerender can import it.
 */
import type { AnalyticsChoice } from "./consent-record";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

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

/**
 * The inline `<head>` script (src/layouts/site-layout.astro) that runs before any other script
 * on every page: defines `dataLayer` and `gtag` as Google's snippet does
 * (pushing `arguments` objects) and pushes `consent default`. Built from
 * {@link CONSENT_DEFAULT}, so the values are written once. A function so that the client bundle,
 * which never calls it, drops the source; the rest of this module stays in the client.
 * @returns the script's source, the same on every call; never throws
 */
export function tagLayerScript(): string {
  return (
    "window.dataLayer=window.dataLayer||[];" +
    "window.gtag=function gtag(){window.dataLayer.push(arguments)};" +
    `window.gtag("consent","default",${JSON.stringify(CONSENT_DEFAULT)});`
  );
}

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

/**
 * Calls the page's `gtag`, first defining it and pushing `consent default` if
 * the `<head>` script has not (only outside the built site, e.g. in unit tests).
 */
function gtag(...args: unknown[]): void {
  if (typeof window.gtag !== "function") {
    window.dataLayer = window.dataLayer ?? [];
    const layer = window.dataLayer;
    window.gtag = function gtag() {
      // gtag.js reads `arguments` objects, exactly as Google's snippet pushes them.
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    window.gtag("consent", "default", CONSENT_DEFAULT);
  }
  window.gtag(...args);
}

/**
 * Applies a saved or newly made choice to the tag layer (spec §4, §7):
 * pushes `consent update` with all six types; when granted and a measurement
 * id is configured, loads gtag.js once (nothing is requested from any
 * analytics host otherwise); when denied, removes the analytics cookies (so a
 * change from granted to denied leaves none behind).
 * @param analytics - the choice to apply
 * @param measurementId - the GA4 id (defaults to the build-time setting; `null` for none)
 * @param options - `update: false` when the `consent update` was already pushed elsewhere, so
 *   the tag layer gets exactly one
 */
export function applyConsent(
  analytics: AnalyticsChoice,
  measurementId: string | null = measurementIdFrom(),
  { update = true }: { update?: boolean } = {},
): void {
  if (update) gtag("consent", "update", consentValues(analytics));
  if (analytics === "granted" && measurementId) loadGoogleAnalytics(measurementId);
  if (analytics === "denied") removeAnalyticsCookies();
}

/** Queues GA4's `js` and `config` commands and adds the gtag.js script, once per page. */
function loadGoogleAnalytics(measurementId: string): void {
  if (document.querySelector("script[data-gtag]")) return;
  gtag("js", new Date());
  gtag("config", measurementId);
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.dataset.gtag = "";
  script.addEventListener("error", () => console.warn("Analytics: gtag.js could not be loaded (blocked or offline)."));
  document.head.append(script);
}

/**
 * Expires every Google Analytics cookie visible to this page, on this host and
 * each parent domain (GA sets them on the widest domain it can).
 * @returns the names of the cookies that were expired
 */
export function removeAnalyticsCookies(): string[] {
  const names = document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => ANALYTICS_COOKIE.test(name));
  const domains = cookieDomains(location.hostname);
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`;
  }
  return names;
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
