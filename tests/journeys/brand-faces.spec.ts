import type { Page } from "@playwright/test";
import { expect, framesRendered, test } from "../support/fixtures";
import { layoutShiftSoFar, recordLayoutShifts } from "../support/layout-shifts";
import { ROUTES } from "../../src/routes.ts";

/**
 * The brand faces (decisions 019 and 023). Fredoka, the display face, is cut to the site's
 * text at build time and travels as data: URLs inside every page's document: a first visit paints its
 * headings in the brand, however slow the link, and its first paint waits for no request but the
 * document.
 * Nunito, the text face, is off a first visit's first paint: the landing page sets its text in
 * Nunito's metric-matched fallback and keeps it; once it has been painted, Nunito is fetched and
 * noted, and every later page draws its text in Nunito from its first paint. No text ever changes face
 * on an open page.
 */

/**
 * What the page requested before its first contentful paint (font files, stylesheets), and the
 * display face's rules inside the document: their family and the length of their inline `<style>`.
 */
const fontState = (page: Page) =>
  page.evaluate(() => {
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
    const beforePaint = entries.filter((entry) => entry.startTime < paint);
    const inline = [...document.querySelectorAll("head style")].filter((style) =>
      style.textContent?.includes("data:font/woff2"),
    );
    return {
      fontFilesBeforePaint: beforePaint.filter((entry) => /\.(woff2?|ttf|otf)$/.test(new URL(entry.name).pathname))
        .length,
      stylesheetsBeforePaint: beforePaint.filter((entry) => /\.css$/.test(new URL(entry.name).pathname)).length,
      inlineFaces: inline.map((style) => ({
        families: [...(style.textContent ?? "").matchAll(/font-family:\s*"([^"]+)"/g)].map((match) => match[1]),
        length: style.textContent?.length ?? 0,
      })),
    };
  });

/** The note the shell keeps once the browser has this build's Nunito (src/shell/text-face.ts). */
const textFaceNote = (page: Page) => page.evaluate(() => localStorage.getItem("textFace"));

/** The computed font stack of the page's first paragraph, and whether the root asks for Nunito. */
const textStack = (page: Page) =>
  page.evaluate(() => ({
    family: getComputedStyle(document.querySelector("main p") ?? document.body).fontFamily,
    textFace: document.documentElement.hasAttribute("data-text-face"),
  }));

/** The width in px of the first paragraph's text as drawn. */
const paragraphTextWidth = (page: Page) =>
  page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector("main p") ?? document.body);
    return [...range.getClientRects()].map((rect) => Math.round(rect.width * 100) / 100);
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

test.describe("brand faces on a first visit (decisions 019 and 023)", () => {
  test("the landing page paints its headings in Fredoka and its text in Nunito's fallback, no font file before the first paint, and nothing moves", async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.goto(ROUTES.home, { waitUntil: "commit" });
    await firstPaint(page);
    // Probed at the first paint: Fredoka was in the stylesheet that held it up, and drew it.
    expect(await headingUses(page, "Fredoka Variable")).toBe(true);
    expect(await textStack(page)).toEqual({
      family: '"Nunito Variable Fallback", ui-sans-serif, system-ui, sans-serif',
      textFace: false,
    });
    const state = await fontState(page);
    expect(state.fontFilesBeforePaint, "font files requested before the first paint").toBe(0);
    expect(state.stylesheetsBeforePaint, "stylesheets requested before the first paint").toBe(0);
    expect(state.inlineFaces.map((style) => style.families)).toEqual([["Fredoka Variable"]]);
    // Fredoka 600 alone, cut to the site's text: far less than fontsource's Latin file (about 35 kB as base64).
    expect(state.inlineFaces[0]?.length).toBeLessThan(16_000);
    await settled(page);
    expect(await layoutShiftSoFar(page)).toBe(0);
  });

  test("once the landing page is painted, Nunito is fetched and noted; the next page and a return visit draw their text in it from the first paint", async ({
    page,
  }) => {
    await page.goto(ROUTES.home);
    await expect.poll(() => textFaceNote(page), { message: "the shell notes the fetched text face" }).toMatch(/^\w+$/);
    // The landing page itself keeps its fallback: it never changes face while open.
    expect((await textStack(page)).textFace).toBe(false);
    expect(await textUsesNunito(page)).toBe(true); // loaded, though this page does not ask for it

    await recordLayoutShifts(page);
    await page.locator("footer").getByRole("link", { name: "Portfolio", exact: true }).click();
    await page.waitForURL(/\/portfolio$/, { waitUntil: "commit" });
    await firstPaint(page);
    expect(await textStack(page)).toEqual({
      family: '"Nunito Variable", "Nunito Variable Fallback", ui-sans-serif, system-ui, sans-serif',
      textFace: true,
    });
    expect(await textUsesNunito(page)).toBe(true);
    await settled(page);
    expect(await layoutShiftSoFar(page)).toBe(0);

    // A return visit, in a new page of the same browser profile.
    const again = await page.context().newPage();
    await again.goto(ROUTES.about, { waitUntil: "commit" });
    await firstPaint(again);
    expect((await textStack(again)).textFace).toBe(true);
    expect(await textUsesNunito(again)).toBe(true);
  });

  test("Nunito held back 2.5 s changes nothing on the landing page: its text keeps its width, and nothing moves", async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.route("**/_astro/nunito-*.woff2", async (route) => {
      // The slow link itself, not a wait of the test's: the text face arrives 2.5 s late.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue().catch(() => {
        // The test may have ended meanwhile.
      });
    });
    await page.goto(ROUTES.home, { waitUntil: "commit" });
    await firstPaint(page);
    const painted = await paragraphTextWidth(page);
    await expect
      .poll(() => textFaceNote(page), { message: "the late text face arrives", timeout: 10_000 })
      .toMatch(/^\w+$/);
    await framesRendered(page);
    expect(await paragraphTextWidth(page)).toEqual(painted);
    expect(await layoutShiftSoFar(page)).toBe(0);
  });

  test("no text is drawn in a synthetic bold: every weight has a real face, each fallback is scaled to its brand face, and the root forbids synthesis", async ({
    page,
  }) => {
    await page.goto(ROUTES.home);
    const faces = await page.evaluate(() => ({
      synthesis: getComputedStyle(document.documentElement).getPropertyValue("font-synthesis-weight"),
      rules: [...document.styleSheets]
        .flatMap((sheet) => {
          try {
            return [...sheet.cssRules];
          } catch {
            return [];
          }
        })
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => ({
          family: rule.style.getPropertyValue("font-family").replaceAll('"', ""),
          weight: rule.style.getPropertyValue("font-weight"),
          src: rule.style.getPropertyValue("src"),
          sizeAdjust: rule.style.getPropertyValue("size-adjust"),
        })),
    }));
    expect(faces.synthesis).toBe("none");
    for (const family of ["Nunito Variable Fallback", "Fredoka Variable Fallback"]) {
      const bold = faces.rules.filter((rule) => rule.family === family && rule.weight === "600 900");
      expect(bold.map((rule) => rule.src).join(" "), `${family}: a bold local face`).toMatch(
        /Arial Bold.*Roboto Bold/s,
      );
    }
    expect(faces.rules.filter((rule) => rule.family === "Nunito Variable").map((rule) => rule.weight)).toEqual([
      "400 700",
    ]);
  });

  test("on a slow link, with every response held back 1.5 s, the first paint is in the brand and nothing moves", async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.route("**/*", async (route) => {
      // The slow link itself, not a wait of the test's: every response (the document first) arrives 1.5 s late.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {
        // The test may have ended meanwhile.
      });
    });
    await page.goto(ROUTES.home, { waitUntil: "commit" });
    await firstPaint(page);
    expect(await headingUses(page, "Fredoka Variable")).toBe(true);
    const paintedWidth = await headingTextWidth(page);
    const paintedText = await paragraphTextWidth(page);
    await settled(page);
    await expect
      .poll(() => textFaceNote(page), { message: "the late text face arrives", timeout: 10_000 })
      .toMatch(/^\w+$/);
    await framesRendered(page);
    expect(await headingTextWidth(page)).toBe(paintedWidth);
    expect(await paragraphTextWidth(page)).toEqual(paintedText);
    expect(await layoutShiftSoFar(page)).toBe(0);
  });
});
