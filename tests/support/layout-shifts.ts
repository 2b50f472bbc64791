import type { Page } from "@playwright/test";

/**
 * Records, from the page's first byte, the layout shifts CLS counts (not those within 500 ms of an
 * input), as Lighthouse and the Layout Instability API do. Call before `goto`; read with
 * {@link layoutShiftSoFar}.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __cls: number };
    state.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift recorded so far on the current document (a CLS value: 0 means nothing moved). */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}
