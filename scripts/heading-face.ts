/** The width in px of the page's `<h1>` text as drawn, and of the same text set in the brand face and in its fallback. */
export type HeadingWidths = { asDrawn: number; brand: number; fallback: number };

/**
 * Reads, in the page, which face drew the heading (issue 29 item 6, decision 019): its text's width as
 * drawn, and the same text set with the heading's size, weight and spacing in "Fredoka Variable" alone
 * and in "Fredoka Variable Fallback" alone. Self-contained, so a driver can send it to the page
 * (WebDriver's `execute`, or an init script's source).
 * @returns the three widths in px
 * @throws Error when the page has no `<h1>`
 */
export function headingWidths(): HeadingWidths {
  const heading = document.querySelector("h1");
  if (!heading) throw new Error("no h1");
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
  };
}

/**
 * Whether {@link headingWidths} says the heading is in Fredoka: as wide as Fredoka alone (within
 * 0.5 px), and more than 1 px from the fallback's width.
 * @param widths - from {@link headingWidths}
 */
export function drawnInBrand(widths: HeadingWidths): boolean {
  return Math.abs(widths.asDrawn - widths.brand) < 0.5 && Math.abs(widths.asDrawn - widths.fallback) > 1;
}
