import { browser, expect } from "@wdio/globals";
import { drawnInBrand, headingWidths, type HeadingWidths } from "../../../tools/bench/display-face.ts";
import { sessionViewport } from "./support/viewport.ts";
import { ROUTES } from "../../../src/routes.ts";

/**
 * The studio's lettering on a first visit (decisions 019 and 023): the
 * heading of `/`, the first page of a session whose profile is new (so a cache that has never held
 * the faces), and then of `/about`, is drawn in Fredoka. Whether a face drew the text is read from the
 * text itself: its width is the width of the same text set in the face alone, and not its width in the
 * metric-matched fallback. The landing page keeps Nunito's fallback for its text while it is open, even
 * once Nunito has arrived; the next page draws its text in Nunito.
 */

/** Font files requested before the first contentful paint. */
const fontFilesBeforePaint = () =>
  browser.execute(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => /\.(woff2?|ttf|otf)$/.test(new URL(entry.name).pathname) && entry.startTime < paint).length;
  });

/**
 * The widths of an element's text: as drawn, in the family alone, in its fallback alone
 * ({@link headingWidths} sent as source, with the `__name` helper the test compiler's keep-names adds,
 * which wdio supplies for a function but not for a string).
 */
const widthsOf = (selector: string, family: string) =>
  browser.execute(
    `const __name = (fn) => fn; return (${headingWidths.toString()})(${JSON.stringify(selector)}, ${JSON.stringify(family)});`,
  ) as Promise<HeadingWidths>;

/** The heading's widths, against Fredoka. */
const headingWidthsNow = () => widthsOf("h1", "Fredoka Variable");

/** The first paragraph's widths, against Nunito. */
const paragraphWidths = () => widthsOf("main p", "Nunito Variable");

describe(`brand faces on a first visit (decisions 019 and 023, ${sessionViewport().width} px)`, () => {
  it("/: the heading is drawn in Fredoka, the text in Nunito's fallback, and no font file is fetched before the first paint", async () => {
    await browser.url(ROUTES.home);
    expect(drawnInBrand(await headingWidthsNow())).toBe(true);
    expect(await browser.execute(() => document.documentElement.hasAttribute("data-text-face"))).toBe(false);
    const before = await paragraphWidths();
    expect(drawnInBrand(before)).toBe(false);
    expect(await fontFilesBeforePaint()).toBe(0);
    // Once painted, the page fetches Nunito and notes it, and its own text keeps its face and width.
    await browser.waitUntil(() => browser.execute(() => localStorage.getItem("textFace") !== null), {
      timeoutMsg: "the shell noted the fetched text face",
    });
    expect((await paragraphWidths()).asDrawn).toBe(before.asDrawn);
  });

  it("/about, the next page: the heading in Fredoka, and the text in Nunito", async () => {
    await browser.url(ROUTES.about);
    expect(drawnInBrand(await headingWidthsNow())).toBe(true);
    expect(await browser.execute(() => document.documentElement.hasAttribute("data-text-face"))).toBe(true);
    expect(drawnInBrand(await paragraphWidths())).toBe(true);
  });
});
