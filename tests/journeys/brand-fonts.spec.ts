import type { Page } from "@playwright/test";
import { expect, framesRendered, test } from "../support/fixtures";
import { layoutShiftSoFar, recordLayoutShifts } from "../support/layout-shifts";

/**
 * The brand faces (Fredoka, Nunito) are cut to the site's text at build time and travel as data:
 * URLs inside one stylesheet (issue 29 item 6, decision 019): every engine holds its first paint for
 * that stylesheet, so a first visit paints in the brand, however slow the link, and no text ever
 * changes face afterwards. Should the stylesheet fail, the page keeps its metric-matched fallbacks.
 */

/** The resources the page has loaded: font files, and the brand faces' stylesheet. */
const fontState = (page: Page) =>
  page.evaluate(() => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    return {
      fontFiles: entries.filter((entry) => /\.(woff2?|ttf|otf)$/.test(new URL(entry.name).pathname)).length,
      facesStylesheets: entries
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /^\/_astro\/brand-faces\.[\w-]+\.css$/.test(path)),
    };
  });

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

/**
 * Waits until nothing more can move the page: its load event (every image and stylesheet), its faces
 * ready, and the frames after them drawn (layout shifts are reported after the frame that made them).
 */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready);
  await framesRendered(page);
}

/** Waits for the first contentful paint of the document being loaded. */
const firstPaint = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);

test.describe("brand fonts on a first visit (issue 29 item 6)", () => {
  test("the landing page paints in Fredoka and Nunito, from one stylesheet, and nothing moves", async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto("/", { waitUntil: "commit" });
    await firstPaint(page);
    // Probed at the first paint: the faces were in the stylesheet that held it up, and drew it.
    expect(await headingUses(page, "Fredoka Variable")).toBe(true);
    expect(await textUsesNunito(page)).toBe(true);
    const state = await fontState(page);
    expect(state.fontFiles, "font files fetched on their own").toBe(0);
    expect(state.facesStylesheets).toHaveLength(1);
    const stylesheet = await page.request.get(state.facesStylesheets[0] as string, {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(stylesheet.headers()["cache-control"]).toContain("immutable");
    // Cut to the site's text and weights: both faces in less than fontsource's Latin Fredoka file alone.
    expect((await stylesheet.body()).length).toBeLessThan(50_000);
    await settled(page);
    expect(await layoutShiftSoFar(page)).toBe(0);
  });

  test("on a slow link the first paint waits for the faces and is in the brand, and nothing moves", async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.route("**/_astro/brand-faces.*.css", async (route) => {
      // The slow link itself, not a wait of the test's: the faces' stylesheet arrives 2.5 s late.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue().catch(() => {
        // The test may have ended meanwhile.
      });
    });
    await page.goto("/", { waitUntil: "commit" });
    await firstPaint(page);
    expect(await headingUses(page, "Fredoka Variable")).toBe(true);
    const paintedWidth = await headingTextWidth(page);
    await settled(page);
    expect(await headingTextWidth(page)).toBe(paintedWidth);
    expect(await layoutShiftSoFar(page)).toBe(0);
  });

  test("if the faces cannot load, the page paints in metric-matched fallbacks, not the browser's default", async ({
    page,
  }) => {
    await page.route("**/_astro/brand-faces.*.css", (route) => route.abort());
    await page.goto("/");
    expect(await headingUses(page, "Fredoka Variable")).toBe(false);
    const heading = page.locator("h1").first();
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toBe(
      '"Fredoka Variable", "Fredoka Variable Fallback", ui-rounded, sans-serif',
    );
    // The fallback is a local face scaled to Fredoka's metrics.
    const sizeAdjusts = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => {
          try {
            return [...sheet.cssRules];
          } catch {
            return [];
          }
        })
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => rule.style)
        .filter((style) => style.getPropertyValue("font-family").includes("Fredoka Variable Fallback"))
        .map((style) => style.getPropertyValue("size-adjust")),
    );
    expect(sizeAdjusts.length).toBeGreaterThan(0);
    for (const sizeAdjust of sizeAdjusts) expect(sizeAdjust).toMatch(/^(?!100%)\d+(\.\d+)?%$/);
    // The next page of the visit, once the link is back, has the brand from its first paint.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.locator("footer").getByRole("link", { name: "Portfolio", exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    expect(await headingUses(page, "Fredoka Variable")).toBe(true);
  });
});
