/**
 * When the shell does work that no first screen needs (decisions 008 and 023): linking the web app
 * manifest, fetching the text face for the next pages. A request that ends before the page's largest
 * contentful paint competes with it on a slow link, and Lighthouse's model counts every request that
 * ended before the paint it observed in its LCP estimate; the largest paint can come a few frames after
 * the first (an article's text fading in). So such work waits for the page's `load` event, its first
 * contentful paint (Paint Timing, which Chromium, Firefox and WebKit have) and then
 * {@link AFTER_FIRST_SCREEN_MS} more.
 */

/** How long after the load event and the first contentful paint the work waits, in ms: past the first screen's last paints. */
export const AFTER_FIRST_SCREEN_MS = 1000;

/** The parts of a window {@link afterFirstScreen} uses (the page's own window, or a stand-in in tests). */
export type FirstScreenWindow = Pick<Window, "addEventListener" | "setTimeout"> & {
  document: Pick<Document, "readyState">;
  PerformanceObserver: typeof PerformanceObserver;
};

/**
 * Runs a callback once, after the page's load event, its first contentful paint and
 * {@link AFTER_FIRST_SCREEN_MS} ms. On a page already loaded it waits only for the paint (at once if
 * it was reported) and the delay. Never throws.
 * @param callback - the work, run once
 * @param win - the window (the page's own by default)
 */
export function afterFirstScreen(callback: () => void, win: FirstScreenWindow = window): void {
  const afterPaint = () => {
    const observer = new win.PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint")[0]) return;
      observer.disconnect();
      win.setTimeout(callback, AFTER_FIRST_SCREEN_MS);
    });
    observer.observe({ type: "paint", buffered: true });
  };
  if (win.document.readyState === "complete") afterPaint();
  else win.addEventListener("load", afterPaint, { once: true });
}
