import type { Page } from "@playwright/test";
import { PAST_CEILING_MEDIA } from "../../../src/content/picture-slots.ts";

/**
 * Pictures whose `sizes` does not tell the truth (decision 030): for each raster `<picture>` shown on
 * the page, the width its `sizes` gives at this viewport against the width the layout gives its
 * `<img>`. `sizes` may exceed the rendered width by the page's scrollbar (`100vw` counts it; phones
 * have none) and a pixel of rounding, never fall short of it: a short `sizes` makes the browser fetch
 * a blurry candidate, a long one a needlessly heavy one.
 * @param page - a loaded page
 * @returns one line per mismatch, e.g. `owner.png: sizes "(min-width: 768px) 240px, 192px" is 240 px, shown 192 px`
 */
export async function pictureSizeMismatches(page: Page): Promise<string[]> {
  return page.evaluate((pastCeilingMedia) => {
    /** The length `sizes` picks at this viewport: the first entry whose media condition matches. */
    const chosen = (sizes: string): string => {
      const entries: string[] = [];
      let depth = 0;
      let start = 0;
      [...sizes].forEach((char, at) => {
        if (char === "(") depth += 1;
        else if (char === ")") depth -= 1;
        else if (char === "," && depth === 0) {
          entries.push(sizes.slice(start, at).trim());
          start = at + 1;
        }
      });
      entries.push(sizes.slice(start).trim());
      for (const entry of entries) {
        if (!entry.startsWith("(")) return entry;
        let close = 0;
        let level = 0;
        for (const [at, char] of [...entry].entries()) {
          if (char === "(") level += 1;
          if (char === ")") level -= 1;
          if (level === 0) {
            close = at;
            break;
          }
        }
        if (matchMedia(entry.slice(0, close + 1)).matches) return entry.slice(close + 1).trim();
      }
      return "100vw";
    };
    const probe = document.createElement("div");
    probe.style.cssText = "position:fixed;left:0;top:0;height:0;visibility:hidden";
    document.body.append(probe);
    // The scrollbar, or the gutter kept for it while the page is held (scrollbar-gutter: stable).
    const scrollbar = window.innerWidth - document.body.getBoundingClientRect().width;
    const found: string[] = [];
    for (const img of document.querySelectorAll<HTMLImageElement>("picture > img")) {
      // The slot's true sizes: the first source that is not for screens past the density ceiling,
      // whose sizes are scaled on purpose (decision 030, "The ceiling on 3× screens").
      const source = [...(img.parentElement?.querySelectorAll("source") ?? [])].find(
        (candidate) => candidate.media !== pastCeilingMedia,
      );
      const sizes = source?.getAttribute("sizes");
      const shown = img.getBoundingClientRect().width;
      if (!sizes || shown === 0) continue;
      probe.style.width = chosen(sizes);
      const said = probe.getBoundingClientRect().width;
      if (said < shown - 1 || said > shown + scrollbar + 1)
        found.push(
          `${img.getAttribute("src")?.split("/").pop()}: sizes "${sizes}" is ${said.toFixed(1)} px, shown ${shown.toFixed(1)} px`,
        );
    }
    probe.remove();
    return found;
  }, PAST_CEILING_MEDIA);
}
