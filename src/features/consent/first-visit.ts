/**
 * The consent banner's first paint (spec §4 Consent banner, issue 8 speed):
 * the banner is part of every prerendered page that requires consent, so a
 * first-time visitor sees it with the page instead of after the JavaScript
 * arrives. Whether to show it before hydration is decided by a tiny `<head>`
 * script and CSS (app/styles/app.css), never by a flash: the script marks
 * <html> when no choice is stored, and only then does the prerendered banner
 * (`data-consent-banner="pending"`, consent-banner.tsx) show. Without
 * JavaScript the mark never appears and neither does the banner (there is no
 * analytics to consent to). After hydration the React state
 * takes over (consent-context.tsx).
 */
import { CONSENT_STORAGE_KEY } from "./consent-record";

/** Set on <html> by {@link firstVisitScript} when nothing is stored under `cookieConsent` (or storage is blocked). */
export const CONSENT_NEEDED_ATTRIBUTE = "data-consent-needed";

/**
 * The inline `<head>` script (app/root.tsx): sets {@link CONSENT_NEEDED_ATTRIBUTE} when no
 * record is stored, or when storage cannot be read (the app then keeps choices in memory and
 * asks). A stored value is not validated here: a corrupt one hides the banner until hydration,
 * when consent-record.ts discards it and the banner shows (spec §6: logged, removed, no consent).
 * A function so that the client bundle, which never calls it, drops the source (issue 13).
 * @returns the script's source, the same on every call; never throws
 */
export function firstVisitScript(): string {
  return (
    `try{if(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})===null)throw 0}` +
    `catch(e){document.documentElement.setAttribute(${JSON.stringify(CONSENT_NEEDED_ATTRIBUTE)},"")}`
  );
}
