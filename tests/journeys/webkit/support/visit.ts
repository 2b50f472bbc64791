import { browser } from "@wdio/globals";
import {
  CONSENT_STORAGE_KEY,
  createConsentRecord,
  serialiseConsentRecord,
} from "../../../../src/logic/consent-record.ts";
import { POLICY_VIOLATIONS_KEY } from "./policy-violations.ts";

/**
 * Opens `path` as a returning visitor who has denied analytics, so the consent banner does not hold
 * the page (as the Playwright fixture seeds it). A WebDriver session starts with an empty profile
 * and classic WebDriver has no init script, so when the record is missing it is written through
 * the page and the page is loaded again; a record the visitor stored is kept.
 * @param path - a path of the site, e.g. `/about`
 */
export async function visit(path: string): Promise<void> {
  await browser.url(path);
  const seeded = await browser.execute(
    (key, value) => {
      if (window.localStorage.getItem(key) !== null) return false;
      window.localStorage.setItem(key, value);
      return true;
    },
    CONSENT_STORAGE_KEY,
    serialiseConsentRecord(createConsentRecord("denied")),
  );
  if (seeded) await browser.refresh();
}

/**
 * Opens `path` as a first-time visitor: the stored consent record, if any, is removed and the page
 * loaded again, so the banner shows as for a new profile.
 * @param path - a path of the site
 */
export async function visitAsNewVisitor(path: string): Promise<void> {
  await browser.url(path);
  const hadRecord = await browser.execute(
    (key, violationsKey) => {
      const stored = window.localStorage.getItem(key) !== null;
      window.localStorage.clear();
      // All but the policy violations kept for the test (policy-violations.ts).
      for (const name of Object.keys(window.sessionStorage))
        if (name !== violationsKey) window.sessionStorage.removeItem(name);
      return stored;
    },
    CONSENT_STORAGE_KEY,
    POLICY_VIOLATIONS_KEY,
  );
  if (hadRecord) await browser.refresh();
}

/**
 * The stored consent record, parsed.
 * @returns what local storage holds under `cookieConsent` (spec §3), or `null`
 */
export async function storedConsent(): Promise<unknown> {
  return browser.execute(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? "null") as unknown,
    CONSENT_STORAGE_KEY,
  );
}

/**
 * The page's path, e.g. `/books`.
 * @returns `location.pathname` of the current page
 */
export async function currentPath(): Promise<string> {
  return new URL(await browser.getUrl()).pathname;
}

/**
 * Waits until the page's path is `path` (a link followed, a redirect done).
 * @param path - the expected `location.pathname`
 */
export async function waitForPath(path: string): Promise<void> {
  let last = "";
  await browser
    .waitUntil(async () => (last = await currentPath()) === path)
    .catch(() => {
      throw new Error(`expected the path ${path}, still at ${last}`);
    });
}

/**
 * The window's vertical scroll position.
 * @returns `window.scrollY`
 */
export async function scrollY(): Promise<number> {
  return browser.execute(() => window.scrollY);
}
