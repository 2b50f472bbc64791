import { readFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import type { Page, Response } from "@playwright/test";
import { type BudgetFile, budgetSet, routeBudget } from "../../../tools/budget-set.ts";

/**
 * Critical bytes per route (decision 023): what a phone must receive before the first paint and the
 * largest contentful paint, in brotli bytes as the build precompresses them (quality 11) — the
 * document, every render-blocking stylesheet or script with what it pulls in (the faces a blocking
 * stylesheet fetches before the first paint), and the LCP element's image when it is one. Found in
 * real Chromium: the Resource Timing API's `renderBlockingStatus`, and the browser's own last
 * `largest-contentful-paint` entry before any input or scroll. Checked against `criticalBytes` in
 * budgets.json: its default, or the figure budgets.json gives a route with its reason; with
 * `BUDGETS=real-art` (the bench's real-art build, tools/bench/real-art-budgets.ts) the real-art
 * figures laid over them (tools/budget-set.ts).
 */
const budgets = JSON.parse(readFileSync(new URL("../../../budgets.json", import.meta.url), "utf8")) as BudgetFile;

/** Content types that hosts send compressed (the build precompresses them); others travel as they are. */
const COMPRESSED = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** One part of the critical bytes: what it is, and its size on the wire in bytes. */
export type CriticalPart = { part: string; bytes: number };

/** A route's critical bytes: the total, and the parts largest first. */
export type CriticalBytes = { total: number; parts: CriticalPart[] };

/**
 * The budget of a route's critical bytes from budgets.json.
 * @param route - a path such as `/books/1`
 * @returns bytes: the route's own `criticalBytes`, else the default (of the set `BUDGETS` names)
 */
export function criticalBytesBudget(route: string): number {
  return routeBudget(budgets, route, budgetSet(process.env.BUDGETS)).criticalBytes as number;
}

/**
 * Starts watching the load. Call before `goto`; read with the function it returns once the load has
 * settled and before anything scrolls or is pressed (either ends the browser's LCP candidates).
 * @param page - the page about to load
 * @returns the reader; it rejects if the browser reported no first contentful paint
 */
export function recordCriticalBytes(page: Page): () => Promise<CriticalBytes> {
  const bodies = new Map<string, Promise<number>>();
  const onResponse = (response: Response) => {
    const url = response.url();
    if (!url.startsWith("http") || bodies.has(url)) return;
    const type = response.headers()["content-type"] ?? "";
    bodies.set(
      url,
      response.body().then(
        (body) =>
          COMPRESSED.test(type)
            ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
            : body.length,
        () => 0,
      ),
    );
  };
  page.on("response", onResponse);
  void page.addInitScript(() => {
    const entries: { url: string; element: string }[] = [];
    (window as unknown as { __lcpEntries: typeof entries }).__lcpEntries = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string; element: Element | null })[])
        entries.push({ url: entry.url, element: entry.element?.outerHTML.slice(0, 80) ?? "" });
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  return async () => {
    page.off("response", onResponse);
    const found = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      const resources = performance.getEntriesByType("resource") as (PerformanceResourceTiming & {
        renderBlockingStatus?: string;
      })[];
      const lcp = (window as unknown as { __lcpEntries: { url: string; element: string }[] }).__lcpEntries.at(-1);
      return {
        document: location.href,
        paint,
        blocking: resources.filter((entry) => entry.renderBlockingStatus === "blocking").map((entry) => entry.name),
        facesBeforePaint: resources
          .filter((entry) => entry.initiatorType === "css" && /\.woff2?$/.test(new URL(entry.name).pathname))
          .filter((entry) => paint !== undefined && entry.startTime < paint)
          .map((entry) => entry.name),
        lcp,
      };
    });
    if (found.paint === undefined) throw new Error("critical bytes: the browser reported no first contentful paint");
    const named = new Map<string, string>([[found.document, "document"]]);
    for (const url of [...found.blocking, ...found.facesBeforePaint]) named.set(url, new URL(url).pathname);
    if (found.lcp?.url && found.lcp.url.startsWith("http"))
      named.set(found.lcp.url, `LCP image ${new URL(found.lcp.url).pathname}`);
    const parts = await Promise.all(
      [...named].map(async ([url, part]) => ({ part, bytes: (await bodies.get(url)) ?? 0 })),
    );
    parts.sort((a, b) => b.bytes - a.bytes);
    return { total: parts.reduce((sum, part) => sum + part.bytes, 0), parts };
  };
}

/**
 * The parts of a route's critical bytes as one line, largest first.
 * @param critical - what {@link recordCriticalBytes} read
 * @param count - how many parts to name
 * @returns e.g. "document 27744 B, /_astro/brand-faces.x.css 10538 B, LCP image /a.svg 5120 B"
 */
export function largestParts(critical: CriticalBytes, count = 4): string {
  return critical.parts
    .slice(0, count)
    .map((part) => `${part.part} ${part.bytes} B`)
    .join(", ");
}
