import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { layoutShiftSoFar, recordLayoutShifts } from "./layout-shifts";

/** Sums every layout shift the page reports while it loads, hydrates and is scrolled to the bottom. */
async function cumulativeLayoutShift(page: Page, path: string) {
  await recordLayoutShifts(page);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  for (let y = 0; y < 30; y++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(50);
    if (done) break;
  }
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
  });
}
