import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { buildClientDir, FIRST_VISIT_STORAGE, startLighthouseSession } from "./lighthouse-session.ts";
import { type LcpElement, lcpElement, medianRunLcp } from "./lcp.ts";
import { REAL_ART_ROUTES } from "./real-art-plan.ts";
import { readRealArtSite, realArtSiteDir, realArtSummary } from "./real-art-site.ts";
import { SHELL_READY_MARK } from "../../src/shell/shell-ready.ts";
import { extraPeerPairs, servePeer } from "./peer.ts";
import { ROUTE_SAMPLES } from "../route-samples.ts";
import { measureFirstVisits, type FirstVisitFigures } from "./first-visit-faces.ts";
import { benchReport, type Metrics, type PeerRow, type Row } from "./report.ts";
import { assertProtocol, benchFormFactor, benchThrottling } from "./transport.ts";

/**
 * `npm run bench`: serves the production build with the same handler as
 * `npm start`, runs Lighthouse (mobile preset, simulated throttling, Debian's
 * Chromium) RUNS times on every route plus a book and a resource page, and
 * prints the medians; writes bench-results/latest.json and latest.md.
 * A further run per route with the same profile applied for real (devtools
 * throttling: Lighthouse's simulation cannot time the page's own scripts)
 * measures the time from the first contentful paint to the moment every shell
 * control is wired (the shell's `shell-ready` User Timing mark, 0 when it came
 * first): how long a visitor's first press could wait (decision 012).
 * BENCH_RUNS and BENCH_ROUTES (comma-separated) narrow a run.
 * BENCH_PEER=dir (e.g. ../shared/peers/astrowind/dist) serves that build beside ours and, for each of
 * our routes its README pairs with one of its pages, runs the two alternately and prints the peer's
 * medians and the ours/peer ratio of each metric (decision 016).
 * Both sites are served as production serves them, over HTTPS with HTTP/2 (a self-signed certificate
 * made for the run, Chromium told to ignore certificate errors, the same Node server for both;
 * tools/bench/transport.ts, decision 016), and every run checks that the pages' requests went over
 * h2. BENCH_HTTP1=1 serves both over plain HTTP/1.1 instead, the bench's mode before decision 016.
 * Then tools/bench/first-visit-faces.ts counts cold first visits whose heading was drawn in the brand face
 * at the first paint, in Chromium (also on slow 4G), Firefox and WebKit (decision 019);
 * BENCH_FIRST_VISITS=0 leaves that out.
 * BENCH_THROTTLING=devtools (decision 023) runs Lighthouse with its applied throttling instead of the
 * simulation, for both sites: Chromium's own network emulation at the mobile profile (Lighthouse's
 * request-level figures for 150 ms RTT, 1.6 Mbit/s down and 750 kbit/s up: 562.5 ms per request,
 * 1,474.56 kbit/s down, 675 kbit/s up) and the 4× CPU slowdown applied for real; the shell-ready
 * timing then comes from the same runs.
 * BENCH_FORM_FACTOR=desktop runs Lighthouse's desktop preset (its screen, and its lighter
 * throttling) instead of the mobile one.
 * BENCH_ART=dir (the folder `../shared/tools/real-art dir` wrote) measures the real-art build instead of
 * `build/`: the site with real paintings and photos in the owner's picture slots, made outside the
 * repository by tools/bench/real-art-site.ts (`BENCH_ART=dir npm run bench:real-art` makes it, then
 * runs this; `BENCH_ART=dir node tools/bench/bench.ts` measures the last one again, e.g. in another
 * mode). Its routes are then `/`, `/books`, `/books/1`, `/portfolio`, `/about`, `/resources/1`, the
 * report starts with the build's commit, and it is written to bench-results/real-art.json and .md.
 * BENCH_PEER_PAIRS="/books=/blog,…" pairs further routes of ours with the peer's pages, where its
 * README pairs none (tools/bench/peer.ts).
 * Every row also names the LCP element of its median run and, for an image, its bytes on the wire
 * (tools/bench/lcp.ts), ours and the peer's.
 * Every run is a first visit (local storage cleared), so the consent banner is open on the pages
 * that ask for consent: the scores are those of a first visit.
 * Timings vary between machines and runs: it is not part of `npm test`. The report's tables are
 * report.ts's.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** How Lighthouse throttles: its simulation (the default), or the profile applied for real (`BENCH_THROTTLING=devtools`). */
const THROTTLING = benchThrottling(process.env.BENCH_THROTTLING);
/** The device Lighthouse emulates (`BENCH_FORM_FACTOR`). */
const FORM_FACTOR = benchFormFactor(process.env.BENCH_FORM_FACTOR);
/** The real-art build (`BENCH_ART` set; tools/bench/real-art-site.ts), served instead of `build/`. */
const art = process.env.BENCH_ART ? readRealArtSite() : undefined;
if (art) process.env.BUILD_DIR = join(realArtSiteDir(), "build");
const routes = process.env.BENCH_ROUTES?.split(",") ?? (art ? REAL_ART_ROUTES : ROUTE_SAMPLES);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const session = await startLighthouseSession();
const { origin, transport } = session;
/** Each measured URL's failing best-practices audits (ids), over all its runs. */
const failingBestPractices = new Map<string, Set<string>>();

/**
 * One Lighthouse run of `route` with the mobile profile applied (devtools throttling), tried up to
 * three times: now and then (one run in a 50-minute bench of 2026-11-25) Lighthouse ends its trace
 * before the throttled page has set its mark, and one such run should not throw the whole bench away.
 * @returns ms from the observed first contentful paint to the shell's `shell-ready` mark, 0 when the mark came first
 * @throws Error when the page never set the mark in three runs
 */
async function paintToShellReady(route: string, attempts = 3): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await paintToShellReadyOnce(route);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${(error as Error).message}; trying again (${attempt} of ${attempts - 1})`);
    }
  }
}

/** {@link paintToShellReady}'s single run; throws when the trace has no `shell-ready` mark or first paint. */
async function paintToShellReadyOnce(route: string): Promise<number> {
  const result = await lighthouse(`${origin}${route}`, {
    port: session.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    throttlingMethod: "devtools",
    clearStorageTypes: FIRST_VISIT_STORAGE,
  });
  assertProtocol(networkRequests(result?.lhr.audits), origin, transport);
  const ms = shellReadyAfterPaint(result?.lhr.audits);
  if (ms === undefined) throw new Error(`${route}: no shell-ready mark or first paint`);
  return ms;
}

/**
 * The observed time from the first contentful paint to the shell's `shell-ready` mark in a run with
 * applied (devtools) throttling.
 * @returns ms, 0 when the mark came first; `undefined` when the trace has no mark or no first paint
 */
function shellReadyAfterPaint(audits: Record<string, { details?: unknown }> | undefined): number | undefined {
  const marks = (audits?.["user-timings"]?.details as { items?: { name: string; startTime?: number }[] } | undefined)
    ?.items;
  const ready = marks?.find((mark) => mark.name === SHELL_READY_MARK)?.startTime;
  const paint = (audits?.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)
    ?.items?.[0]?.observedFirstContentfulPaint;
  return ready === undefined || paint === undefined ? undefined : Math.max(0, Math.round(ready - paint));
}

const peer = process.env.BENCH_PEER
  ? await servePeer(process.env.BENCH_PEER, undefined, extraPeerPairs(process.env.BENCH_PEER_PAIRS))
  : null;

/** The `network-requests` audit's items of a Lighthouse result. */
function networkRequests(
  audits: Record<string, { details?: unknown }> | undefined,
): { url: string; protocol?: string; transferSize?: number; resourceType?: string }[] {
  return (
    (
      audits?.["network-requests"]?.details as
        { items?: { url: string; protocol?: string; transferSize?: number; resourceType?: string }[] } | undefined
    )?.items ?? []
  );
}

/**
 * One Lighthouse run (mobile preset, throttled as {@link THROTTLING} says).
 * @param url - the page
 * @param own - the origin whose requests are first-party (and must have gone over the bench's transport)
 * @returns the run's metrics, its LCP element (tools/bench/lcp.ts), and with devtools throttling the
 *   run's own paint → shell-ready timing
 * @throws Error when Lighthouse returns nothing, or a request to `own` went over another protocol
 */
async function measure(url: string, own: string): Promise<Metrics & { paintToShellReadyMs?: number; lcp: LcpElement }> {
  const result = await lighthouse(
    url,
    {
      port: session.port,
      output: "json",
      logLevel: "error",
      throttlingMethod: THROTTLING,
      clearStorageTypes: FIRST_VISIT_STORAGE,
    },
    FORM_FACTOR === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const items = networkRequests(audits);
  assertProtocol(items, own, transport);
  const failing = failingBestPractices.get(url) ?? new Set<string>();
  for (const ref of categories["best-practices"]?.auditRefs ?? []) {
    const score = audits[ref.id]?.score;
    if (ref.weight > 0 && score !== null && score !== undefined && score < 1) failing.add(ref.id);
  }
  failingBestPractices.set(url, failing);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories["best-practices"]?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    jsBytes: items
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    totalBytes: Math.round(audits["total-byte-weight"]?.numericValue ?? 0),
    requests: items.length,
    thirdPartyRequests: items.filter((item) => !item.url.startsWith(own) && !item.url.startsWith("data:")).length,
    ...(THROTTLING === "devtools" ? { paintToShellReadyMs: shellReadyAfterPaint(audits) } : {}),
    lcp: lcpElement(audits, result.artifacts.Trace?.traceEvents ?? [], items),
  };
}

/** Each field's median over several runs. */
function medians<T extends Record<string, number>>(runs: T[]): T {
  const keys = Object.keys(runs[0] ?? {}) as (keyof T)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key] as number))])) as T;
}

const rows: Row[] = [];
/** The peer's medians, beside the route of ours each was paired with. */
const peerRows: PeerRow[] = [];
try {
  for (const route of routes) {
    const runs: Omit<Row, "route" | "lcp">[] = [];
    const page = peer?.pairs.get(route);
    const theirs: Metrics[] = [];
    const lcps: { lcpMs: number; lcp: LcpElement }[] = [];
    const theirLcps: { lcpMs: number; lcp: LcpElement }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { lcp, ...ours } = await measure(`${origin}${route}`, origin);
      lcps.push({ lcpMs: ours.lcpMs, lcp });
      runs.push({ ...ours, paintToShellReadyMs: ours.paintToShellReadyMs ?? (await paintToShellReady(route)) });
      // Interleaved with ours, so the machine's drift falls on both alike.
      if (peer && page) {
        // The peer's shell-ready timing means nothing (it has no such mark): only its metrics are kept.
        const { lcp: their, ...metrics } = await measure(`${peer.origin}${page}`, peer.origin);
        theirs.push(metrics);
        theirLcps.push({ lcpMs: metrics.lcpMs, lcp: their });
      }
    }
    const row: Row = { route, ...medians(runs), lcp: medianRunLcp(lcps) };
    rows.push(row);
    if (page) peerRows.push({ route, page, ...medians(theirs), lcp: medianRunLcp(theirLcps) });
    console.log(
      `${route}: perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} FCP ${row.fcpMs} LCP ${row.lcpMs} TBT ${row.tbtMs} CLS ${row.cls} paint→shell ready ${row.paintToShellReadyMs}`,
    );
  }
} finally {
  await session.close();
  peer?.close();
}

// Beside Lighthouse: whether a first visit paints in the brand faces, in every engine (decision 019).
// BENCH_FIRST_VISITS=0 leaves it out.
const firstVisits: FirstVisitFigures[] =
  process.env.BENCH_FIRST_VISITS === "0" ? [] : await measureFirstVisits(buildClientDir());

const report = benchReport({
  runs: RUNS,
  throttling: THROTTLING,
  transport,
  origin,
  peerDir: process.env.BENCH_PEER,
  rows,
  peerRows,
  failingBestPractices,
  firstVisits,
  ...(art ? { title: realArtSummary(art).split("\n")[0] } : {}),
});
/** The real-art mode writes beside the sample's figures, never over them. */
const out = art ? "bench-results/real-art" : "bench-results/latest";
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  `${out}.json`,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      transport,
      throttling: THROTTLING,
      runs: RUNS,
      rows,
      peer: peerRows,
      failingBestPractices: Object.fromEntries([...failingBestPractices].map(([url, ids]) => [url, [...ids]])),
      firstVisits,
      ...(art ? { realArt: art } : {}),
    },
    null,
    2,
  ),
);
writeFileSync(`${out}.md`, `${report}\n`);
console.log(`\n${report}\n\nWritten to ${out}.json and ${out}.md`);
