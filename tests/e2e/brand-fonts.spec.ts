import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { layoutShiftSoFar, recordLayoutShifts } from "./layout-shifts";

/**
 * The brand faces (Fredoka, Nunito) are cut to the site's text at build time and never hold up the
 * first paint nor move text once painted (issue 13; issue 24 item 5): the landing page is preloaded
 * with them and paints in them; on a link too slow for them it keeps its metric-matched fallbacks
 * and never swaps, and the next page of the visit uses them from its first paint.
 */

type FontState = { fcp: number; fontRequests: { url: string; start: number }[] };

const fontState = (page: Page) =>
  page.evaluate((): FontState => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
    fontRequests: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
  }));

/** Whether the heading of the page is drawn in the given family (loaded and matching its weight). */
const headingUses = (page: Page, family: string) =>
  page.evaluate((family) => {
    const heading = document.querySelector("h1");
    if (!heading) return false;
    const style = getComputedStyle(heading);
    return (
      style.fontFamily.startsWith(`"${family}"`) &&
      [...document.fonts].some((face) => face.family.replaceAll('"', "") === family && face.status === "loaded") &&
      document.fonts.check(`${style.fontWeight} ${style.fontSize} "${family}"`, heading.textContent ?? "")
    );
  }, family);

/** Whether the first body paragraph is drawn in Nunito (loaded and matching its weight). */
const textUsesNunito = (page: Page) =>
  page.evaluate(() => {
    const paragraph = document.querySelector("main p");
    if (!paragraph) return false;
    const style = getComputedStyle(paragraph);
    return document.fonts.check(`${style.fontWeight} ${style.fontSize} "Nunito Variable"`, paragraph.textContent ?? "");
  });

/** The width in px of the text of the page's heading, as drawn (it differs between a face and its fallback). */
const headingTextWidth = (page: Page) =>
  page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector("h1") ?? document.body);
    return Math.max(...[...range.getClientRects()].map((rect) => rect.width));
  });

/** Waits for the first contentful paint of the document being loaded. */
const firstPaint = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);

test.describe("brand fonts on a first visit (issue 24 item 5)", () => {
  test("the landing page paints in Fredoka and Nunito, cut to the site's text, and nothing moves", async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto("/", { waitUntil: "commit" });
    await firstPaint(page);
    // Probed at the first paint: the faces were preloaded and drew it.
    expect(await headingUses(page, "Fredoka Variable")).toBe(true);
    expect(await textUsesNunito(page)).toBe(true);
    const state = await fontState(page);
    expect(state.fontRequests).toHaveLength(2);
    for (const request of state.fontRequests) {
      expect(request.url).toMatch(/^\/_astro\/(fredoka|nunito)-latin\.[\w-]+\.woff2$/);
      // Cut to the site's text and weights: a fraction of fontsource's Latin files (30 KB, 39 KB).
      expect((await (await page.request.get(request.url)).body()).length).toBeLessThan(20_000);
    }
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    expect(await layoutShiftSoFar(page)).toBe(0);
  });

  test("on a link too slow for the faces, the page keeps its metric-matched fallbacks and never swaps", async ({
    page,
    browserName,
  }) => {
    test.fixme(
      browserName === "firefox",
      "in Firefox ESR 153 the h1 painted 586.8 px wide is 474.5 px wide once the late faces arrive: the faces' " +
        "first visit in each engine is issue 29 item 6",
    );
    await recordLayoutShifts(page);
    await page.route("**/*.woff2", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue().catch(() => {
        // The test may have ended meanwhile.
      });
    });
    await page.goto("/", { waitUntil: "commit" });
    await firstPaint(page);
    expect(await headingUses(page, "Fredoka Variable")).toBe(false);
    const paintedWidth = await headingTextWidth(page);
    const heading = page.locator("h1").first();
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toBe(
      '"Fredoka Variable", "Fredoka Variable Fallback", ui-rounded, sans-serif',
    );
    // The fallback is a local face scaled to Fredoka's metrics, not the browser's default.
    const sizeAdjusts = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => rule.style)
        .filter((style) => style.getPropertyValue("font-family").includes("Fredoka Variable Fallback"))
        .map((style) => style.getPropertyValue("size-adjust")),
    );
    expect(sizeAdjusts.length).toBeGreaterThan(0);
    for (const sizeAdjust of sizeAdjusts) expect(sizeAdjust).toMatch(/^(?!100%)\d+(\.\d+)?%$/);
    // The faces arrive late: the page keeps what it painted (font-display: optional), so nothing moves.
    await expect.poll(async () => (await fontState(page)).fontRequests.length, { timeout: 8000 }).toBe(2);
    await page.waitForTimeout(500);
    // Still drawn in the fallback: a swap to Fredoka would change the width of the heading's text.
    expect(await headingTextWidth(page)).toBe(paintedWidth);
    expect(await layoutShiftSoFar(page)).toBe(0);
    // The next page of the visit has them from its first paint.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.locator("footer").getByRole("link", { name: "Portfolio", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect.poll(() => headingUses(page, "Fredoka Variable")).toBe(true);
  });
});
