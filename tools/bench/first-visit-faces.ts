import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { chromium, firefox, type Browser } from "@playwright/test";
import { createHandler } from "../../server/app.ts";
import { ROUTES } from "../../src/routes.ts";
import { drawnInBrand, headingWidths, type HeadingWidths } from "./display-face.ts";

/**
 * `node tools/bench/first-visit-faces.ts` (run by `npm run bench` after Lighthouse, or alone on an
 * existing build): whether a first visit's heading is drawn in the brand face, in every engine
 * (decision 019). Each load is a cold one: a new browser context (Chromium,
 * Firefox) or a new WebDriver session with a new profile (WebKit).
 * - Chromium and Firefox (Playwright, Debian's browsers): FIRST_VISIT_LOADS (default 10) loads of `/`
 *   and of `/about` over loopback. At the first contentful paint a probe compares the heading's width
 *   with the same text set in Fredoka alone and in its fallback; the layout shift is summed until
 *   500 ms after `load`.
 * - Chromium on slow 4G (Lighthouse's figures applied through CDP: 150 ms round trip, 1.6 Mbit/s down,
 *   750 kbit/s up): the same loads, and the time from navigation start to the first paint in the brand.
 * - WebKit: `tools/webkit-e2e.ts --spec tests/journeys/webkit/brand-faces.e2e.ts`, FIRST_VISIT_LOADS / 2 runs;
 *   each run opens `/` as the first page of a new profile at 1280 and at 390 px (two cold loads).
 * Prints one line per engine and returns the figures; never fails the caller on a miss.
 */

/** What one engine's cold loads showed. */
export type FirstVisitFigures = {
  engine: string;
  /** Cold loads made. */
  loads: number;
  /** Of those, how many drew the heading in Fredoka at the first paint. */
  inBrand: number;
  /** Largest layout shift of one load (a CLS value), or null where it is not measured. */
  worstCls: number | null;
  /** Largest time from navigation start to the brand on the first paint, in ms, or null. */
  worstBrandMs: number | null;
};

/** One load's reading from the page. */
type Probe = { widths: HeadingWidths | null; paintMs: number; cls: number };

/**
 * Installed before the page's own scripts: reads the heading's widths at the first contentful paint
 * (with `readWidths`, {@link headingWidths} sent in as source), and sums layout shifts.
 */
function probeScript(readWidths: () => HeadingWidths) {
  const state: Probe = { widths: null, paintMs: -1, cls: 0 };
  (window as unknown as { __firstVisit: Probe }).__firstVisit = state;
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName("first-contentful-paint")[0];
    if (!paint || !document.querySelector("h1") || state.paintMs >= 0) return;
    state.paintMs = paint.startTime;
    state.widths = readWidths();
  }).observe({ type: "paint", buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) state.cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  } catch {
    // Firefox does not report layout shifts.
  }
}

/** Cold loads of `paths` in one Playwright browser; `throttle` applies slow 4G (Chromium only). */
async function coldLoads(browser: Browser, origin: string, paths: string[], loads: number, throttle: boolean) {
  const probes: Probe[] = [];
  for (let load = 0; load < loads; load++) {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      if (throttle) {
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
      }
      await page.addInitScript({ content: `(${probeScript.toString()})(${headingWidths.toString()});` });
      await page.goto(`${origin}${path}`, { waitUntil: "load" });
      await page.waitForTimeout(500);
      probes.push(await page.evaluate(() => (window as unknown as { __firstVisit: Probe }).__firstVisit));
      await context.close();
    }
  }
  return probes;
}

/** Whether a load drew its heading in Fredoka at the first paint. */
const inBrand = (probe: Probe) => probe.widths !== null && drawnInBrand(probe.widths);

/** The figures of a list of probes. */
function figuresOf(engine: string, probes: Probe[], withCls: boolean, withTime: boolean): FirstVisitFigures {
  return {
    engine,
    loads: probes.length,
    inBrand: probes.filter(inBrand).length,
    worstCls: withCls ? Math.max(0, ...probes.map((probe) => probe.cls)) : null,
    worstBrandMs: withTime ? Math.max(0, ...probes.map((probe) => (inBrand(probe) ? probe.paintMs : Infinity))) : null,
  };
}

/**
 * Measures first visits in Chromium, Chromium on slow 4G, Firefox and WebKit.
 * @param clientDir the build's client folder, served over loopback HTTP with `npm start`'s handler
 * @param loads cold loads per path and engine (default FIRST_VISIT_LOADS or 10)
 * @returns one entry per engine; an engine whose browser is missing is reported with 0 loads
 */
export async function measureFirstVisits(
  clientDir: string,
  loads = Number(process.env.FIRST_VISIT_LOADS ?? 10),
): Promise<FirstVisitFigures[]> {
  const server = createServer(createHandler(clientDir));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const paths = [ROUTES.home, ROUTES.about];
  const results: FirstVisitFigures[] = [];
  try {
    const chrome = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
    });
    results.push(figuresOf("Chromium", await coldLoads(chrome, origin, paths, loads, false), true, false));
    results.push(figuresOf("Chromium, slow 4G", await coldLoads(chrome, origin, paths, loads, true), true, true));
    await chrome.close();
    const fox = await firefox.launch({
      channel: "moz-firefox",
      executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    });
    results.push(figuresOf("Firefox", await coldLoads(fox, origin, paths, loads, false), false, false));
    await fox.close();
  } finally {
    server.close();
  }
  results.push(webkitFirstVisits(Math.ceil(loads / 2)));
  for (const result of results) {
    const extra = [
      result.worstCls === null ? "" : `worst CLS ${result.worstCls.toFixed(4)}`,
      result.worstBrandMs === null
        ? ""
        : Number.isFinite(result.worstBrandMs)
          ? `brand painted by ${Math.round(result.worstBrandMs)} ms at the latest`
          : "some loads never painted the brand first",
    ].filter(Boolean);
    console.log(
      `first visit, ${result.engine}: h1 in Fredoka on ${result.inBrand} of ${result.loads} cold loads${extra.length ? `, ${extra.join(", ")}` : ""}`,
    );
  }
  return results;
}

/** WebKit's cold loads: runs of the WebKit brand-faces journey, two cold loads of `/` each. */
function webkitFirstVisits(runs: number): FirstVisitFigures {
  let inBrand = 0;
  let loads = 0;
  for (let run = 0; run < runs; run++) {
    const result = spawnSync(
      process.execPath,
      [
        fileURLToPath(new URL("../webkit-e2e.ts", import.meta.url)),
        "--spec",
        "tests/journeys/webkit/brand-faces.e2e.ts",
      ],
      { encoding: "utf8", cwd: fileURLToPath(new URL("../..", import.meta.url)) },
    );
    const cold = [...result.stdout.matchAll(/([✓✖]) \/: the heading is drawn in Fredoka/g)];
    loads += cold.length;
    inBrand += cold.filter((match) => match[1] === "✓").length;
  }
  return { engine: "WebKit", loads, inBrand, worstCls: null, worstBrandMs: null };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await measureFirstVisits(fileURLToPath(new URL(`../../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url)));
}
