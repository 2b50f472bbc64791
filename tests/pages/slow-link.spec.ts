import type { Page } from "@playwright/test";
import { layoutShiftSoFar, recordLayoutShifts } from "../support/layout-shifts";
import { expect, test } from "../support/fixtures";
import { countRequests, settledLayout } from "./sweeps/settled";
import { bookPath, ROUTES } from "../../src/routes.ts";

/**
 * A page whose HTML arrives in parts, as on a slow link or a busy phone whose parser yields:
 * Chromium may paint what it has parsed so far, and a half-built page must not then move as the
 * rest arrives (the navigation's items, the hero's button). A visit of its own, since the page's
 * first load is throttled through the DevTools protocol (Chromium only, as is this tier).
 */
async function cumulativeLayoutShiftArrivingInParts(page: Page, path: string) {
  const requests = countRequests(page);
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
  // No page hydration (decision 012): the page is done when its load and its layout have settled.
  await page.waitForLoadState("load");
  await settledLayout(page, requests);
  return layoutShiftSoFar(page);
}

for (const width of [390, 1280]) {
  test.describe(`no layout shift on a slow link at ${width} px`, () => {
    test.use({ viewport: { width, height: 860 } });
    for (const path of [ROUTES.home, bookPath(1), ROUTES.pricing]) {
      test(`${path} arriving in parts over a slow link shifts nothing`, async ({ page }) => {
        expect(await cumulativeLayoutShiftArrivingInParts(page, path)).toBe(0);
      });
    }
  });
}
