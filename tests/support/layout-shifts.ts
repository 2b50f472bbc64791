import type { Page } from "@playwright/test";

/**
 * Records, from the page's first byte, the layout shifts CLS counts (not those within 500 ms of an
 * input), as Lighthouse and the Layout Instability API do. Call before `goto`; read with
 * {@link layoutShiftSoFar}.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { __cls: number; __clsSources: string[] };
    state.__cls = 0;
    state.__clsSources = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : "(gone)";
      const name = node.id
        ? `#${node.id}`
        : node.classList.length
          ? `.${[...node.classList].slice(0, 2).join(".")}`
          : "";
      return `<${node.localName}${name}> "${(node.textContent ?? "").trim().slice(0, 40)}"`;
    };
    const rect = (box: DOMRectReadOnly) => `${box.x},${box.y} ${box.width}×${box.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        state.__cls += entry.value;
        for (const source of entry.sources ?? [])
          state.__clsSources.push(
            `${Math.round(entry.startTime)} ms, ${entry.value}: ${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift recorded so far on the current document (a CLS value: 0 means nothing moved). */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/**
 * What moved, for a failure's message: each shift counted so far on the current document, as
 * "time since the document started (ms), its score: the moved element, its box before → after (px)".
 */
export function layoutShiftSources(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __clsSources: string[] }).__clsSources);
}
