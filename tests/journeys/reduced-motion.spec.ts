import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { centreOf, desktop, phone, tap } from "../support/gestures";
import {
  expectFooterLinkOpensAtTop,
  noteScrollOnFragmentChange,
  recordScroll,
  scrollInFirstFrameAfterFragmentChange,
  type Sample,
} from "../support/scroll-recorder";
import { ROUTES } from "../../src/routes.ts";

/**
 * What a visitor who asked their system for reduced motion sees (spec §4, §9: no smooth scroll, no
 * lightbox transition). A file of its own: Firefox gets that preference at launch (the fixture's
 * `prefersReducedMotion`), which needs a browser of its own, so it is set for the whole file.
 */
test.use({ ...desktop, prefersReducedMotion: true });

/** 'Get started' with reduced motion: the page is at the section at once, with no position in between (spec §1, §9). */
async function expectJumpsToGetStarted(page: Page, press: () => Promise<void>) {
  expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true);
  await page.goto(ROUTES.home);
  await recordScroll(page);
  await noteScrollOnFragmentChange(page);
  await press();
  const target = await page
    .locator("#get-started")
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(target - 200);
  const log = await page.evaluate(() => (window as unknown as { __scroll: Sample[] }).__scroll);
  const final = log.at(-1)?.y ?? 0;
  expect(new Set(log.map((s) => s.y).filter((y) => y > 0 && y < final)).size).toBe(0);
  expect(
    await scrollInFirstFrameAfterFragmentChange(page),
    "at the section in the first frame after the address changed",
  ).toBe(final);
}

test.describe("scroll with reduced motion (1280 px)", () => {
  test("with reduced motion too, after a link the new page opens at its top", async ({ page }) => {
    await expectFooterLinkOpensAtTop(page);
  });

  test("the home page's 'Get started' scroll is instant with reduced motion", async ({ page }) => {
    await expectJumpsToGetStarted(page, async () => {
      // Where the visitor sees it: Playwright's own click in Firefox first scrolls its target by some 90 px.
      const button = await centreOf(page.getByRole("link", { name: "Get started" }));
      await page.mouse.click(button.x, button.y);
    });
  });
});

test.describe("scroll with reduced motion on a phone (390 px, touch)", () => {
  test.use(phone);

  test("the home page's 'Get started' scroll is instant with reduced motion", async ({ page }) => {
    await expectJumpsToGetStarted(page, () => tap(page.getByRole("link", { name: "Get started" })));
  });
});

test.describe("lightbox with reduced motion (1280 px)", () => {
  test("with reduced motion it closes at once", async ({ page }) => {
    await page.goto(ROUTES.portfolio);
    expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true);
    await page
      .getByRole("button", { name: /^Open image/ })
      .first()
      .click();
    // The lightbox's code loads on the first press: close it once it is open, then it must go at once.
    await expect(page.getByRole("dialog", { name: "Image viewer" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Image viewer" })).toBeHidden({ timeout: 100 });
  });
});
