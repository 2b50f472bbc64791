/**
 * Which face drew a heading, read from the page (decisions 019 and 023): the probe that the first-visit
 * bench (./first-visit-faces.ts) and the WebKit journey (tests/journeys/webkit/brand-faces.e2e.ts)
 * send into a page to tell the display face, Fredoka, from its metric-matched fallback.
 */

/** The width in px of an element's text as drawn, and of the same text set in a brand face and in its fallback. */
export type HeadingWidths = { asDrawn: number; brand: number; fallback: number };

/**
 * Reads, in the page, which face drew an element's text (decisions 019 and 023): its text's width as
 * drawn, and the same text set with the element's size, weight and spacing in the brand family alone
 * and in its "<family> Fallback" alone. Self-contained, defaults included, so a driver can send it to
 * the page (WebDriver's `execute`, or an init script's source).
 * @param selector - the element, by default the page's `<h1>`
 * @param family - the brand family, by default the display face "Fredoka Variable"
 * @returns the three widths in px
 * @throws Error when the page has no such element
 */
export function headingWidths(selector = "h1", family = "Fredoka Variable"): HeadingWidths {
  const heading = document.querySelector(selector);
  if (!heading) throw new Error(`no ${selector}`);
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
    brand: widthIn(`"${family}"`),
    fallback: widthIn(`"${family} Fallback"`),
  };
}

/**
 * Whether {@link headingWidths} says the text is in the brand face: as wide as the face alone (within
 * 0.5 px), and more than 1 px from the fallback's width.
 * @param widths - from {@link headingWidths}
 */
export function drawnInBrand(widths: HeadingWidths): boolean {
  return Math.abs(widths.asDrawn - widths.brand) < 0.5 && Math.abs(widths.asDrawn - widths.fallback) > 1;
}
