import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { layoutShiftSoFar, recordLayoutShifts } from "./layout-shifts";

/**
 * The brand faces (Fredoka, Nunito) are cut to the site's text at build time and never hold up the
 * first paint nor move text once painted (issue 13, decision 005): a visit's landing page paints in
 * the metric-matched fallbacks and takes the faces on its first link click; any later page load
 * of the visit uses them from its first paint.
 */

type FontState = { fcp: number; fontRequests: { url: string; start: number }[] };

const fontState = (page: Page) =>
  page.evaluate((): FontState => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
    fontRequests: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
  }));

/** Lands on the home page as a new visitor would, recording layout shifts, until both cut faces are fetched. */
async function land(page: Page) {
  await recordLayoutShifts(page);
  await page.goto("/");
  await expect.poll(async () => (await fontState(page)).fontRequests.length).toBe(2);
  await page.waitForTimeout(300); // their loads settle: they are ready to apply
}

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

test.describe("brand fonts (the React Router site, decision 005)", () => {
  test.skip(process.env.E2E_SITE === "astro", "the Astro site lands on the brand faces (issue 24 item 5)");
  test("the landing page paints in the metric-matched fallbacks and fetches the cut faces only after its first paint", async ({
    page,
  }) => {
    await land(page);
    const state = await fontState(page);
    expect(state.fcp).toBeGreaterThan(0);
    for (const request of state.fontRequests) {
      expect(request.url).toMatch(/^\/assets\/(fredoka|nunito)-latin-[\w-]+\.woff2$/);
      expect(request.start).toBeGreaterThanOrEqual(state.fcp);
    }
    // Cut to the site's text and weights: each face is a fraction of fontsource's Latin file (30 KB, 39 KB).
    for (const request of state.fontRequests) {
      expect((await (await page.request.get(request.url)).body()).length).toBeLessThan(20_000);
    }
    const heading = page.locator("h1").first();
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toBe(
      '"Fredoka Variable", "Fredoka Variable Fallback", ui-rounded, sans-serif',
    );
    // The fallback is a local face scaled to Fredoka's metrics, not the browser's default.
    const fallback = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => rule.style)
        .filter((style) => style.getPropertyValue("font-family").includes("Fredoka Variable Fallback"))
        .map((style) => ({ src: style.getPropertyValue("src"), sizeAdjust: style.getPropertyValue("size-adjust") })),
    );
    expect(fallback.length).toBeGreaterThan(0);
    for (const face of fallback) {
      expect(face.src).toMatch(/^local\(/);
      expect(face.sizeAdjust).toMatch(/^\d+(\.\d+)?%$/);
      expect(face.sizeAdjust).not.toBe("100%");
    }
    await page.waitForTimeout(500);
    expect(await headingUses(page, "Fredoka Variable")).toBe(false);
    expect(await layoutShiftSoFar(page)).toBe(0);
  });

  test("the first link click brings the brand faces in, with no layout shift charged to the page", async ({ page }) => {
    await land(page);
    await page.locator("footer").getByRole("link", { name: "Portfolio", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect.poll(() => headingUses(page, "Fredoka Variable")).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('400 16px "Nunito Variable"', "Illustrations"))).toBe(true);
    expect(await layoutShiftSoFar(page)).toBe(0);
  });

  test("a later page load of the visit uses the faces from its first paint", async ({ page }) => {
    await land(page);
    await page.reload({ waitUntil: "commit" });
    // Probed before anything could swap: the faces are already drawing the heading at its first paint.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    expect(await headingUses(page, "Fredoka Variable")).toBe(true);
    await page.waitForTimeout(500);
    expect(await layoutShiftSoFar(page)).toBe(0);
  });
});

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
  test.skip(process.env.E2E_SITE !== "astro", "the React Router site defers the faces to the first click");

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
  }) => {
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
