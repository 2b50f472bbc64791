import { browser, expect } from "@wdio/globals";
import { sessionViewport } from "./support/viewport";

/**
 * The studio's lettering on a first visit (issue 29 item 6, decision 019): the heading of `/`, the
 * first page of a session whose profile is new (so a cache that has never held the faces), and then of
 * `/about`, is drawn in Fredoka. Whether a face
 * drew the text is read from the text itself: the heading's width is the width of the same text set
 * in Fredoka alone, and not its width in the metric-matched fallback.
 */
describe(`brand faces on a first visit (${sessionViewport().width} px)`, () => {
  for (const path of ["/", "/about"]) {
    it(`${path}: the heading is drawn in Fredoka, and no font file is fetched on its own`, async () => {
      await browser.url(path);
      const drawn = await browser.execute(() => {
        const heading = document.querySelector("h1");
        if (!heading) throw new Error("no h1");
        /** The width in px of the heading's text, set in `family` with the heading's own size, weight and spacing. */
        const widthIn = (family: string | null) => {
          const probe = document.createElement("span");
          probe.textContent = heading.textContent;
          const style = getComputedStyle(heading);
          Object.assign(probe.style, {
            position: "absolute",
            visibility: "hidden",
            whiteSpace: "nowrap",
            fontSize: style.fontSize,
            fontWeight: style.fontWeight,
            letterSpacing: style.letterSpacing,
            fontFamily: family ?? style.fontFamily,
          });
          document.body.append(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          return width;
        };
        return {
          asDrawn: widthIn(null),
          brand: widthIn('"Fredoka Variable"'),
          fallback: widthIn('"Fredoka Variable Fallback"'),
          fontFiles: performance
            .getEntriesByType("resource")
            .filter((entry) => /\.(woff2?|ttf|otf)$/.test(new URL(entry.name).pathname)).length,
        };
      });
      expect(Math.abs(drawn.asDrawn - drawn.brand)).toBeLessThan(0.5);
      expect(Math.abs(drawn.asDrawn - drawn.fallback)).toBeGreaterThan(1);
      expect(drawn.fontFiles).toBe(0);
    });
  }
});
