import { browser, expect } from "@wdio/globals";
import { drawnInBrand, headingWidths } from "../../../scripts/heading-face";
import { sessionViewport } from "./support/viewport";

/**
 * The studio's lettering on a first visit (issue 29 item 6, decision 019): the heading of `/`, the
 * first page of a session whose profile is new (so a cache that has never held the faces), and then of
 * `/about`, is drawn in Fredoka. Whether a face
 * drew the text is read from the text itself: the heading's width is the width of the same text set
 * in Fredoka alone, and not its width in the metric-matched fallback.
 */
describe(`brand fonts on a first visit (issue 29 item 6, ${sessionViewport().width} px)`, () => {
  for (const path of ["/", "/about"]) {
    it(`${path}: the heading is drawn in Fredoka, and no font file is fetched on its own`, async () => {
      await browser.url(path);
      const widths = await browser.execute(headingWidths);
      expect(drawnInBrand(widths)).toBe(true);
      const fontFiles = await browser.execute(
        () =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => /\.(woff2?|ttf|otf)$/.test(new URL(entry.name).pathname)).length,
      );
      expect(fontFiles).toBe(0);
    });
  }
});
