import type { Page } from "@playwright/test";
import { CONSENT_STORAGE_KEY } from "../../../src/logic/consent-record";
import { CONSENT_TYPES } from "../../../src/logic/consent-mode";
import { expect } from "../../support/fixtures";

/**
 * What the consent journeys share (consent-banner, consent-before-hydration, analytics): the banner
 * by its name, the stored record, and the tag layer's Consent Mode commands (spec §4, §7).
 */

/** The banner's accessible name (its heading). */
export const BANNER = "Cookies and your privacy";

/** Every Consent Mode type denied (spec §4), from the product's one list of them. */
export const denied = Object.fromEntries(CONSENT_TYPES.map((type) => [type, "denied"]));
/** Analytics granted, every other type denied. */
export const granted = { ...denied, analytics_storage: "granted" };
/** The command every page gives the tag layer first. */
export const consentDefault = ["consent", "default", denied];
/** The command a choice gives the tag layer. */
export const update = (values: typeof denied) => ["consent", "update", values];

/** The consent banner. */
export const banner = (page: Page) => page.getByRole("region", { name: BANNER });

/** The tag layer's entries as arrays, failing if any is not an `arguments` object as gtag pushes them. */
export async function tagLayer(page: Page): Promise<unknown[][]> {
  const entries = await page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => ({
      isArguments: Object.prototype.toString.call(entry) === "[object Arguments]",
      values: Array.from(entry as ArrayLike<unknown>),
    })),
  );
  for (const entry of entries) expect(entry.isArguments, JSON.stringify(entry.values)).toBe(true);
  return entries.map((entry) => entry.values);
}

/** The stored consent record, parsed (null when there is none). */
export async function storedConsent(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), CONSENT_STORAGE_KEY);
}

/** The `consent update` values of the tag layer's commands, in order. */
export const consentUpdates = async (page: Page) =>
  (await tagLayer(page)).filter((args) => args[0] === "consent" && args[1] === "update").map((args) => args[2]);
