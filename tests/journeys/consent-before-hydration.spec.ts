import { CONSENT_STORAGE_KEY, createConsentRecord, serialiseConsentRecord } from "../../src/logic/consent-record";
import {
  earlyDevices,
  expectEarly,
  holdScripts,
  hydration,
  openEarly,
  releaseScripts,
} from "../support/before-hydration";
import { expect, test } from "../support/fixtures";
import { ROUTES } from "../../src/routes.ts";
import { banner, consentUpdates, denied, granted, storedConsent } from "./support/consent";

/**
 * The consent banner before hydration (spec §4 Consent banner, decision 021): the banner and the
 * footer's "Cookie settings" are the page's inline shell, which reads the stored consent as the
 * page is parsed, so they work with every script file held back. The page's HTML with and without
 * the banner is the HTTP contract's (tests/http/pages.spec.ts).
 */

// Every test here starts as a first-time visitor, with nothing stored.
test.use({ freshVisitor: true });

test.describe("before hydration", () => {
  test("a first visit sees the banner with the page's first paint", async ({ page }) => {
    await holdScripts(page);
    await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" });
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Allow all" })).toBeVisible();
    const box = await banner(page).boundingBox();
    expect(box && Math.round(box.y + box.height), "fixed to the bottom of the viewport").toBe(
      page.viewportSize()?.height,
    );
    expectEarly(page);
  });

  test("a returning visitor never sees it, not even for a frame", async ({ page }) => {
    // Not on the blank page a new tab starts on, whose storage Firefox refuses ("The operation is insecure").
    await page.addInitScript(
      ([key, value]) => location.protocol === "http:" && window.localStorage.setItem(key, value),
      [CONSENT_STORAGE_KEY, serialiseConsentRecord(createConsentRecord("granted"))] as const,
    );
    await holdScripts(page);
    await page.goto(ROUTES.home, { waitUntil: "domcontentloaded" });
    await expect(page.locator("h1")).toBeVisible();
    await expect(banner(page)).toBeHidden();
    expect(await page.locator("html").getAttribute("data-consent-needed")).toBeNull();
    expectEarly(page);
  });

  for (const device of earlyDevices) {
    const { press } = device;

    test.describe(`on ${device.name}`, () => {
      test.use(device.use);

      for (const [label, choice] of [
        ["Allow all", "granted"],
        ["Deny all", "denied"],
      ] as const) {
        test(`'${label}' is stored and applied at once, and the tag layer gets one update`, async ({ page }) => {
          await openEarly(page, ROUTES.home);
          await press(banner(page).getByRole("button", { name: label }));
          expectEarly(page);
          await expect(banner(page)).toBeHidden();
          const early = await storedConsent(page);
          expect(early).toMatchObject({ analytics: choice });
          expect(await consentUpdates(page)).toEqual([choice === "granted" ? granted : denied]);

          await hydration(page);
          await expect(banner(page)).toBeHidden();
          expect(await consentUpdates(page)).toEqual([choice === "granted" ? granted : denied]);
          expect(await storedConsent(page)).toEqual(early);
          await page.goto(ROUTES.about);
          await expect(banner(page)).toBeHidden();
        });
      }

      test("'Settings' shows it was pressed, then opens the settings, whose toggle and Save work", async ({ page }) => {
        await openEarly(page, ROUTES.home);
        await press(banner(page).getByRole("button", { name: "Settings" }));
        expectEarly(page);
        const analytics = banner(page).getByRole("switch", { name: "Analytics cookies" });
        // The shell opens the panel at once.
        await expect(analytics).toBeFocused();
        await press(analytics);
        await expect(analytics).not.toBeChecked();
        await press(banner(page).getByRole("button", { name: "Save" }));
        await expect(banner(page)).toBeHidden();
        expect(await storedConsent(page)).toMatchObject({ analytics: "denied" });
        expect(await consentUpdates(page)).toEqual([denied]);
        releaseScripts(page);
      });

      test.describe("a returning visitor", () => {
        test.use({ freshVisitor: false });

        test("the footer's 'Cookie settings' opens the banner again", async ({ page }) => {
          await openEarly(page, ROUTES.pricing);
          const link = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
          await press(link);
          expectEarly(page);
          // The shell opens the banner at once.
          await expect(banner(page).getByRole("heading", { name: /cookies/i })).toBeFocused();
          await expect(banner(page).getByRole("button", { name: "Deny all" })).toBeVisible();
          await expect(link).not.toHaveAttribute("aria-busy");
          releaseScripts(page);
        });
      });
    });
  }
});
