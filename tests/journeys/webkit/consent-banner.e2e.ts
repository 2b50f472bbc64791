import { browser, expect } from "@wdio/globals";
import { Key } from "webdriverio";
import { CONSENT_TITLE_ID } from "../../../src/components/layout/consent-banner-marks.ts";
import { en } from "../../../src/i18n/en.ts";
import { press } from "./support/input.ts";
import { analyticsSwitch, button, consentBanner, footer, link } from "./support/site.ts";
import { sessionViewport } from "./support/viewport.ts";
import { storedConsent, visit, visitAsNewVisitor, waitForPath } from "./support/visit.ts";
import { ROUTES } from "../../../src/routes.ts";

/**
 * The consent banner (spec §4 Consent banner, §3 Consent, §7): every journey starts as a first-time
 * visitor (the stored record removed; a new session's profile is empty anyway).
 */
const record = (analytics: "granted" | "denied") => ({
  version: 1,
  analytics,
  savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
});

/** The consent commands on the tag layer, as `[command, type, analytics_storage]`. */
function consentCommands(): Promise<unknown[][]> {
  return browser.execute(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => {
      const [command, type, values] = Array.from(entry);
      return [command, type, (values as { analytics_storage?: string } | undefined)?.analytics_storage];
    }),
  );
}

const waitForBannerGone = () =>
  browser.waitUntil(async () => !(await consentBanner().isDisplayed()), { timeoutMsg: "the banner stayed" });

describe(`consent (${sessionViewport().width} px)`, () => {
  it("a first visit shows the banner over the page and locks scrolling", async () => {
    await visitAsNewVisitor(ROUTES.home);
    await expect(consentBanner()).toBeDisplayed();
    expect(await browser.execute(() => document.activeElement?.id)).toBe(CONSENT_TITLE_ID);
    await expect(browser.$("html")).toHaveAttribute("data-scroll-locked");
    expect(await storedConsent()).toBeNull();
    expect(await consentCommands()).toEqual([["consent", "default", "denied"]]);
  });

  for (const [name, analytics] of [
    [en.consent_allow_all, "granted"],
    [en.consent_deny_all, "denied"],
  ] as const) {
    it(`'${name}' saves ${analytics}, hides the banner, and holds on reload`, async () => {
      await visitAsNewVisitor(ROUTES.home);
      await press(button(name, consentBanner()));
      await waitForBannerGone();
      expect(await storedConsent()).toEqual(record(analytics));
      expect(await consentCommands()).toEqual([
        ["consent", "default", "denied"],
        ["consent", "update", analytics],
      ]);
      expect(await browser.execute(() => document.documentElement.hasAttribute("data-scroll-locked"))).toBe(false);

      await press(link("Pricing", footer()));
      await waitForPath(ROUTES.pricing);
      await expect(consentBanner()).not.toExist();
      expect(await consentCommands()).toEqual([
        ["consent", "default", "denied"],
        ["consent", "update", analytics],
      ]);
    });
  }

  it("Settings opens the panel with the analytics toggle (on) and the cookie definition; Save stores the toggle", async () => {
    await visitAsNewVisitor(ROUTES.about);
    await press(button(en.consent_settings, consentBanner()));
    await expect(analyticsSwitch()).toBeDisplayed();
    expect(await analyticsSwitch().isSelected()).toBe(true);
    await expect(button(en.consent_save, consentBanner())).toBeDisplayed();
    await press(analyticsSwitch());
    expect(await analyticsSwitch().isSelected()).toBe(false);
    await press(button(en.consent_save, consentBanner()));
    await waitForBannerGone();
    expect(await storedConsent()).toEqual(record("denied"));

    await press(button(en.footer_cookie_settings, footer()));
    await expect(consentBanner()).toBeDisplayed();
    await press(button(en.consent_settings, consentBanner()));
    // The panel shows the stored choice.
    expect(await analyticsSwitch().isSelected()).toBe(false);
    await press(analyticsSwitch());
    await press(button(en.consent_save, consentBanner()));
    await waitForBannerGone();
    expect(await storedConsent()).toEqual(record("granted"));
    expect(await consentCommands()).toEqual([
      ["consent", "default", "denied"],
      ["consent", "update", "denied"],
      ["consent", "update", "granted"],
    ]);
  });

  it("the footer link re-shows the banner after a choice, and a new choice replaces the old", async () => {
    await visitAsNewVisitor(ROUTES.home);
    await press(button(en.consent_allow_all, consentBanner()));
    await waitForBannerGone();
    await press(button(en.footer_cookie_settings, footer()));
    await expect(consentBanner()).toBeDisplayed();
    await browser.keys(Key.Escape);
    await waitForBannerGone();
    expect(await storedConsent()).toEqual(record("granted"));
    await press(button(en.footer_cookie_settings, footer()));
    await press(button(en.consent_deny_all, consentBanner()));
    await waitForBannerGone();
    expect(await storedConsent()).toEqual(record("denied"));
  });

  it("/privacy-policy switches the requirement off: no banner, but the footer link still opens it", async () => {
    await visitAsNewVisitor(ROUTES.privacyPolicy);
    await expect(consentBanner()).not.toExist();
    await press(button(en.footer_cookie_settings, footer()));
    await expect(consentBanner()).toBeDisplayed();
    await press(button(en.consent_deny_all, consentBanner()));
    await waitForBannerGone();
    expect(await storedConsent()).toEqual(record("denied"));
  });

  it("a returning visitor (stored record) sees no banner", async () => {
    await visit(ROUTES.testimonials);
    await expect(consentBanner()).not.toExist();
    await expect(button(en.footer_cookie_settings, footer())).toBeDisplayed();
  });
});
