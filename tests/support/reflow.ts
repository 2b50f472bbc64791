import type { Page } from "@playwright/test";

/** WCAG 1.4.10 Reflow: the width, in CSS px, at which no page may scroll sideways. */
export const REFLOW_WIDTH = 320;

/** The horizontal overflow of a page at its current width (WCAG 1.4.10 Reflow). */
export type Reflow = {
  /** `document.documentElement.clientWidth`, px. */
  clientWidth: number;
  /** `document.documentElement.scrollWidth` and `document.body.scrollWidth`, px. */
  scrollWidth: number;
  bodyScrollWidth: number;
  /**
   * How far the page actually scrolls sideways, px (`scrollLeft` after asking for 99,999). With
   * `scrollbar-gutter: stable` Chromium reports `clientWidth` with the gutter, so `scrollWidth`
   * may overflow by up to the gutter's width and still pass the comparison; this does not.
   */
  maxScrollX: number;
  /** Up to five elements whose box reaches past the right edge unclipped, widest first, for the report. */
  overflowing: string[];
};

/**
 * Measures whether the page scrolls sideways at the current viewport (WCAG
 * 1.4.10 Reflow: no two-dimensional scrolling at 320 CSS px). Names the elements that reach past
 * the right edge so a failure says where to look. It scrolls the page sideways as far as it goes
 * (instantly) to measure that, and scrolls back.
 * @param page - a loaded page
 * @returns the widths and scroll in CSS px and the overflowing elements; asserts nothing, rejects
 *   only if the page navigates or closes meanwhile
 */
export function measureReflow(page: Page): Promise<Reflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    // What the page lays out in: the root's box, without a `scrollbar-gutter: stable` gutter.
    const layout = Math.min(width, root.getBoundingClientRect().width);
    const scroller = document.scrollingElement ?? root;
    const [x, y] = [scroller.scrollLeft, scroller.scrollTop];
    // Instant: the root's smooth `scroll-behavior` would otherwise only start a glide, and the read
    // that follows would see 0 whatever the overflow.
    scroller.scrollTo({ left: 99_999, top: y, behavior: "instant" });
    const maxScrollX = scroller.scrollLeft;
    scroller.scrollTo({ left: x, top: y, behavior: "instant" });
    // An element inside a clipping box (a carousel's strip) does not widen the page.
    const clipped = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== "visible") return true;
      }
      return false;
    };
    const overflowing = [...document.body.querySelectorAll("*")]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > layout + 0.5 && !clipped(element))
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(
        ({ element, right }) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")} → ${Math.round(right)}`,
      );
    return {
      clientWidth: width,
      scrollWidth: root.scrollWidth,
      bodyScrollWidth: document.body.scrollWidth,
      maxScrollX,
      overflowing,
    };
  });
}

/**
 * Narrows the loaded page's viewport to {@link REFLOW_WIDTH} × `height` CSS px, as a visitor
 * narrowing the window or zooming to 400 % does, waits until the page has laid itself out again
 * (the window reports the new width, and the document's size holds for two frames), and measures
 * its overflow with {@link measureReflow}.
 * @param page - a loaded page; its viewport stays narrowed afterwards
 * @param height - the viewport's height in CSS px, 700 by default
 * @returns the overflow at 320 px; rejects if the page does not take the new width within the
 *   test's expect timeout, or navigates or closes meanwhile
 */
export async function reflowAtNarrowest(page: Page, height = 700): Promise<Reflow> {
  await page.setViewportSize({ width: REFLOW_WIDTH, height });
  await page.waitForFunction(
    async (width) => {
      if (window.innerWidth !== width) return false;
      const size = () => `${document.documentElement.scrollWidth}×${document.documentElement.scrollHeight}`;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const before = size();
      await frame();
      await frame();
      return size() === before;
    },
    REFLOW_WIDTH,
    { polling: "raf" },
  );
  return measureReflow(page);
}
