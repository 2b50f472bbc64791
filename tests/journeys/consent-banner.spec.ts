import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { CONSENT_STORAGE_KEY } from "../../src/logic/consent-record";
import { animationsDone, expect, framesRendered, test } from "../support/fixtures";
import { ROUTES } from "../../src/routes.ts";
import { BANNER, banner, consentDefault, denied, granted, storedConsent, tagLayer, update } from "./support/consent";

/**
 * The consent banner (spec §4 Consent banner, §3 Consent): on a first visit it overlays the page
 * without moving it, a choice is stored and applied, the settings panel stores the toggle, the legal
 * pages do not ask, the footer link asks again, and another open tab follows. Its keyboard trap is
 * accessibility-overlays.spec.ts's; the journeys before hydration are consent-before-hydration.spec.ts;
 * what reaches an analytics host, analytics.spec.ts.
 */

// Every test here starts as a first-time visitor, with nothing stored.
test.use({ freshVisitor: true });

/**
 * Loads a page (to its load event). The banner and the footer link are the page's inline shell
 * (decision 012), which reads the stored consent as the page is parsed: there is no hydration to wait for.
 */
async function visit(page: Page, path: string = ROUTES.home /* any page in the shell will do */) {
  await page.goto(path);
}

test("a first visit shows the banner over the page and locks scrolling", async ({ page }) => {
  await page.goto(ROUTES.home);
  await expect(banner(page)).toBeVisible();
  // Present while locked (the Astro build's value is the number of holders: src/dom/scroll-lock.ts).
  await expect(page.locator("html")).toHaveAttribute("data-scroll-locked");
  await page.mouse.wheel(0, 1200);
  await framesRendered(page, 5);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const box = await banner(page).boundingBox();
  expect(box && Math.round(box.y + box.height), "fixed to the bottom of the viewport").toBe(
    page.viewportSize()?.height,
  );
});

test("the banner overlays the page: showing or hiding it shifts no layout", async ({ page }) => {
  await visit(page);
  await expect(banner(page)).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const positions = () =>
    page.evaluate(() =>
      ["h1", "footer"].map((selector) => {
        const rect = document.querySelector(selector)?.getBoundingClientRect();
        return rect && [rect.left, rect.top + window.scrollY, rect.width, rect.height];
      }),
    );
  const withBanner = await positions();
  await page.getByRole("button", { name: "Deny all" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await positions(), "content sits where it did under the banner").toEqual(withBanner);

  // Every layout shift while the footer link reopens and a choice closes it (input-driven ones included),
  // once the page has settled at the footer (the images in view loaded).
  const footerLink = page.getByRole("button", { name: "Cookie settings" });
  await footerLink.scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter(
        (image) => image.getBoundingClientRect().bottom > 0 && image.getBoundingClientRect().top < window.innerHeight,
      )
      .every((image) => image.complete),
  );
  await page.evaluate(() => document.fonts.ready);
  await animationsDone(page);
  await page.evaluate(() => {
    const shifts: { unexpected: boolean; outsideBanner: number }[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        const outside = entry.sources.filter((source) => {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          return !element?.closest("section[aria-labelledby='consent-banner-title']");
        });
        shifts.push({ unexpected: !entry.hadRecentInput, outsideBanner: outside.length });
      }
    }).observe({ type: "layout-shift" });
    Object.assign(window, { consentShifts: shifts });
  });
  await footerLink.click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: "Settings" }).click();
  await banner(page).getByRole("button", { name: "Save" }).click();
  await expect(banner(page)).toBeHidden();
  // Layout shifts are reported to the observer after the frame that made them.
  await animationsDone(page);
  await framesRendered(page);
  // Opening Settings grows the banner upwards: a shift of the banner alone, right after the click (not counted as CLS).
  const shifts = await page.evaluate(
    () => (window as unknown as { consentShifts: { unexpected: boolean; outsideBanner: number }[] }).consentShifts,
  );
  expect(shifts.filter((shift) => shift.unexpected || shift.outsideBanner > 0)).toEqual([]);
});

for (const [button, analytics, values] of [
  ["Allow all", "granted", granted],
  ["Deny all", "denied", denied],
] as const) {
  test(`'${button}' saves ${analytics}, hides the banner, and holds on reload`, async ({ page }) => {
    await visit(page);
    await page.getByRole("button", { name: button }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-scroll-locked");
    expect(await storedConsent(page)).toEqual({
      version: 1,
      analytics,
      savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await tagLayer(page)).toEqual([consentDefault, update(values)]);

    await visit(page);
    await expect(page.getByRole("button", { name: "Cookie settings" })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(await tagLayer(page), "the saved choice is applied on load").toEqual([consentDefault, update(values)]);

    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(banner(page)).toHaveCount(0);
  });
}

test("Settings opens the panel with the analytics toggle (on) and the cookie definition; Save stores the toggle", async ({
  page,
}) => {
  await visit(page);
  await banner(page).getByRole("button", { name: "Settings" }).click();
  const toggle = page.getByRole("switch", { name: "Analytics cookies" });
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeFocused();
  const region = banner(page);
  await expect(region.getByText("Web analytics (Google Analytics)")).toBeVisible();
  await expect(region.getByText("_ga_<container-id>")).toBeVisible();
  await expect(region.getByText("_gat_gtag_test")).toBeVisible();
  await expect(region.getByRole("link", { name: "Privacy policy", exact: true })).toHaveAttribute(
    "href",
    ROUTES.privacyPolicy,
  );

  await toggle.uncheck();
  await expect(toggle).not.toBeChecked();
  await region.getByRole("button", { name: "Save" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ analytics: "denied" });
  expect(await tagLayer(page)).toEqual([consentDefault, update(denied)]);

  await page.getByRole("button", { name: "Cookie settings" }).click();
  await banner(page).getByRole("button", { name: "Settings" }).click();
  await expect(toggle, "the panel shows the saved choice").not.toBeChecked();
  await toggle.check();
  await region.getByRole("button", { name: "Save" }).click();
  expect(await storedConsent(page)).toMatchObject({ analytics: "granted" });
  expect(await tagLayer(page)).toEqual([consentDefault, update(denied), update(granted)]);
});

for (const path of [ROUTES.privacyPolicy, ROUTES.termsOfService]) {
  test(`${path} switches the requirement off: no banner, but the footer link still opens it`, async ({ page }) => {
    await visit(page, path);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-scroll-locked");
    expect(await tagLayer(page)).toEqual([consentDefault]);

    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole("heading", { name: BANNER })).toBeFocused();
    await page.getByRole("button", { name: "Deny all" }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Cookie settings" })).toBeFocused();
    expect(await storedConsent(page)).toMatchObject({ analytics: "denied" });
  });
}

test("leaving a legal page without a choice brings the banner back", async ({ page }) => {
  await visit(page);
  await banner(page).getByRole("link", { name: "Read our privacy policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(banner(page)).toHaveCount(0);
  // The policy's text arrives after the page (spec §4, a reserved tall box until then): a visitor
  // reaches the footer once it has, so it no longer moves. (A fresh-clone run clicked the footer
  // link just before the text replaced the box and hit whatever the box's height left under it.)
  await expect(page.getByRole("main").locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(banner(page)).toBeVisible();
});

test("the footer link re-shows the banner after a choice, and a new choice replaces the old", async ({ page }) => {
  await visit(page);
  await page.getByRole("button", { name: "Allow all" }).click();
  await expect(banner(page)).toBeHidden();

  const footerLink = page.getByRole("button", { name: "Cookie settings" });
  await footerLink.click();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole("heading", { name: BANNER })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(banner(page)).toBeHidden();
  await expect(footerLink).toBeFocused();
  expect(await storedConsent(page)).toMatchObject({ analytics: "granted" });

  await footerLink.click();
  await page.getByRole("button", { name: "Deny all" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ analytics: "denied" });
  expect(await tagLayer(page)).toEqual([consentDefault, update(granted), update(denied)]);
});

test("the banner and its settings panel have no accessibility violations (axe)", async ({ page, browserName }) => {
  // axe reads the page's DOM and styles, as the page sweeps (tests/pages, Chromium) do for every page.
  test.skip(browserName !== "chromium", "axe's rules read the DOM, which is the same in every engine");
  const check = async () => {
    const results = await new AxeBuilder({ page }).include("section[aria-labelledby='consent-banner-title']").analyze();
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(" | ")}`,
    );
  };
  await visit(page);
  await expect(banner(page)).toBeVisible();
  expect(await check()).toEqual([]);
  await banner(page).getByRole("button", { name: "Settings" }).click();
  await expect(page.getByRole("switch", { name: "Analytics cookies" })).toBeVisible();
  expect(await check()).toEqual([]);
});

test("the banner takes focus, its buttons come first, and it works by keyboard alone", async ({ page }) => {
  await visit(page);
  await expect(page.getByRole("heading", { name: BANNER })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Allow all" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Settings" })).toBeFocused();
  await page.keyboard.press("Enter");
  const toggle = page.getByRole("switch", { name: "Analytics cookies" });
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Space");
  await expect(toggle).not.toBeChecked();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: "Save" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ analytics: "denied" });
  await expect(page.locator("#main")).toBeFocused();
});

// A bad stored value (not JSON, null, [], an unknown choice, 1 MB) and local storage that throws
// (on read and write, on any access) are proven by the unit tests, which stub storage exactly as an
// end-to-end test would: src/shell/consent-banner.test.ts ("bad stored values and broken storage")
// and src/logic/consent-record.test.ts. What only an engine can show stays here: a real `storage`
// event from another tab.
test("a choice made in one tab is followed by another open tab", async ({ page, context }) => {
  const other = await context.newPage();
  await visit(page);
  await visit(other);
  await expect(banner(page)).toBeVisible();
  await expect(banner(other)).toBeVisible();

  await page.getByRole("button", { name: "Allow all" }).click();
  await expect(banner(other)).toBeHidden();
  await expect.poll(() => tagLayer(other)).toEqual([consentDefault, update(granted)]);

  await page.getByRole("button", { name: "Cookie settings" }).click();
  await page.getByRole("button", { name: "Deny all" }).click();
  await expect.poll(() => tagLayer(other)).toEqual([consentDefault, update(granted), update(denied)]);
  await expect(banner(other)).toHaveCount(0);

  await page.evaluate((key) => localStorage.removeItem(key), CONSENT_STORAGE_KEY);
  await expect(banner(other), "with the record gone, the other tab asks again").toBeVisible();
  await other.close();
});
