/**
 * The tag layer (spec §4 Consent banner, §7): the one module that writes to `window.dataLayer`,
 * defines `gtag`, adds the gtag.js script element and expires the analytics cookies. It applies
 * what src/logic/consent-mode.ts decides. Nothing here runs at import time, so the prerender can
 * import it.
 */
import {
  analyticsCookieNames,
  CONSENT_DEFAULT,
  consentActions,
  cookieExpiries,
  googleAnalyticsCommands,
  googleTagUrl,
  measurementIdFrom,
} from "~/logic/consent-mode";
import type { AnalyticsChoice } from "~/logic/consent-record";
import { googleTagScriptUrl } from "./google-tag-policy";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

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
 * Applies a saved or newly made choice to the tag layer (spec §4, §7), as
 * {@link consentActions} decides: pushes `consent update` with all six types; when granted and a
 * measurement id is configured, loads gtag.js once; when denied, removes the analytics cookies.
 * @param analytics - the choice to apply
 * @param measurementId - the GA4 id (defaults to the build-time setting; `null` for none)
 * @param options - `update: false` when the `consent update` was already pushed elsewhere, so
 *   the tag layer gets exactly one
 */
export function applyConsent(
  analytics: AnalyticsChoice,
  measurementId: string | null = measurementIdFrom(),
  options: { update?: boolean } = {},
): void {
  const actions = consentActions(analytics, measurementId, options);
  if (actions.update) gtag("consent", "update", actions.update);
  if (actions.load) loadGoogleAnalytics(actions.load);
  if (actions.clearCookies) removeAnalyticsCookies();
}

/**
 * Queues GA4's `js` and `config` commands and adds the gtag.js script, once per page; its URL goes
 * through the site's Trusted Types policy (google-tag-policy.ts, decision 029).
 */
function loadGoogleAnalytics(measurementId: string): void {
  if (document.querySelector("script[data-gtag]")) return;
  for (const command of googleAnalyticsCommands(measurementId, new Date())) gtag(...command);
  const script = document.createElement("script");
  script.async = true;
  script.src = googleTagScriptUrl(googleTagUrl(measurementId));
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
  const names = analyticsCookieNames(document.cookie);
  for (const name of names) for (const expiry of cookieExpiries(name, location.hostname)) document.cookie = expiry;
  return names;
}
