import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { layoutShiftSoFar, recordLayoutShifts } from "../support/layout-shifts";

/** Sums every layout shift the page reports while it loads and is scrolled to the bottom. */
async function cumulativeLayoutShift(page: Page, path: string) {
  await recordLayoutShifts(page);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  for (let y = 0; y < 30; y++) {
    const done = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: "instant" });
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(50);
    if (done) break;
  }
  await page.waitForLoadState("networkidle");
  return layoutShiftSoFar(page);
}

/**
 * Sums the layout shifts of a page whose HTML arrives in parts, as on a slow link or a busy phone
 * whose parser yields: Chromium may paint what it has parsed so far, and a half-built page must not
 * then move as the rest arrives (the navigation's items, the hero's button).
 */
async function cumulativeLayoutShiftArrivingInParts(page: Page, path: string) {
  await recordLayoutShifts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // 8 KB/s: the home page's HTML (about 22 KB as brotli) takes some 3 s to arrive, in many pieces.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: 8 * 1024,
    uploadThroughput: 64 * 1024,
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // No page hydration (issue 24): the page is done when its load settles.
  await page.waitForLoadState("networkidle");
  return layoutShiftSoFar(page);
}

for (const width of [390, 1280]) {
  test.describe(`no layout shift at ${width} px`, () => {
    test.use({ viewport: { width, height: 860 } });
    for (const path of ["/", "/portfolio", "/books", "/books/1", "/resources/1"]) {
      test(`${path} has a cumulative layout shift of 0`, async ({ page }) => {
        expect(await cumulativeLayoutShift(page, path)).toBe(0);
      });
    }
    for (const path of ["/", "/books/1", "/pricing"]) {
      test(`${path} arriving in parts over a slow link shifts nothing`, async ({ page, browserName }) => {
        test.skip(browserName !== "chromium", "throttles the network through CDP, which only Chromium has");
        expect(await cumulativeLayoutShiftArrivingInParts(page, path)).toBe(0);
      });
    }
  });
}
