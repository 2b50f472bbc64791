import type { FirstVisitFigures } from "./first-visit-faces.ts";
import type { LcpElement } from "./lcp.ts";
import type { Throttling, Transport } from "./transport.ts";

/**
 * What `npm run bench` (bench.ts) prints and writes to bench-results/latest.md: its figures as
 * Markdown tables, ours, the peer's beside them, the failing best-practices audits and the first
 * visits' faces. Plain text from plain figures: nothing here runs a browser.
 */

/** One route's medians over its Lighthouse runs. */
export type Row = {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
  requests: number;
  thirdPartyRequests: number;
  /** First contentful paint → `shell-ready` mark (0 when the mark came first), with the mobile profile applied (devtools throttling). */
  paintToShellReadyMs: number;
  /** The LCP element of the run whose LCP was the median (tools/bench/lcp.ts). */
  lcp?: LcpElement;
};

/** The metrics of one Lighthouse run of a URL (everything but the shell-ready timing and the LCP element). */
export type Metrics = Omit<Row, "route" | "paintToShellReadyMs" | "lcp">;

/** The peer's medians, beside the route of ours its page was paired with. */
export type PeerRow = Metrics & { route: string; page: string; lcp?: LcpElement };

/** Everything one bench run measured, as {@link benchReport} reads it. */
export type BenchFigures = {
  /** Lighthouse runs per route. */
  runs: number;
  throttling: Throttling;
  transport: Transport;
  /** Our site's origin, to tell our URLs from the peer's in the failing audits. */
  origin: string;
  /** The peer's build folder (`BENCH_PEER`), when one was served. */
  peerDir?: string;
  rows: Row[];
  peerRows: PeerRow[];
  /** Each measured URL's failing best-practices audits (ids), over all its runs. */
  failingBestPractices: Map<string, Set<string>>;
  firstVisits: FirstVisitFigures[];
  /** A line said before the figures (the real-art mode names its build). */
  title?: string;
};

/**
 * The bench's report in Markdown.
 * @param figures - what the run measured
 * @returns the report's text, sections separated by a blank line, without a final newline
 * @throws Error when a peer row names a route of ours that has no row
 */
export function benchReport(figures: BenchFigures): string {
  const { runs, throttling, transport, origin, peerDir, rows, peerRows, failingBestPractices, firstVisits, title } =
    figures;
  const header =
    "| route | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | JS bytes | total bytes | requests | 3rd-party | paint → shell ready ms |";
  const table = [
    header,
    header.replace(/[^|]+/g, " --- "),
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.jsBytes} | ${r.totalBytes} | ${r.requests} | ${r.thirdPartyRequests} | ${r.paintToShellReadyMs} |`,
    ),
  ].join("\n");
  /** ours ÷ theirs, to two decimals; "—" where the peer's figure is 0 (e.g. its TBT). */
  const ratio = (ours: number, theirs: number) => (theirs === 0 ? "—" : (ours / theirs).toFixed(2));
  const peerHeader =
    "| our route | peer page | peer perf | peer a11y | peer best pr. | peer SEO | peer FCP ms | peer LCP ms | peer TBT ms | peer CLS | peer JS bytes | peer total bytes | FCP ratio | LCP ratio | TBT ratio | total bytes ratio |";
  const peerTable = peerRows.length
    ? [
        peerHeader,
        peerHeader.replace(/[^|]+/g, " --- "),
        ...peerRows.map((p) => {
          const r = rows.find((row) => row.route === p.route);
          if (!r) throw new Error(`bench: no row of ours for ${p.route}`);
          return `| ${p.route} | ${p.page} | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${p.fcpMs} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.jsBytes} | ${p.totalBytes} | ${ratio(r.fcpMs, p.fcpMs)} | ${ratio(r.lcpMs, p.lcpMs)} | ${ratio(r.tbtMs, p.tbtMs)} | ${ratio(r.totalBytes, p.totalBytes)} |`;
        }),
      ].join("\n")
    : "";
  const failing = [...failingBestPractices]
    .filter(([, ids]) => ids.size > 0)
    .map(
      ([url, ids]) =>
        `- ${url.replace(/^https?:\/\/[^/]+/, url.startsWith(origin) ? "" : "peer ")}: ${[...ids].join(", ")}`,
    );
  const transportName = transport === "h2" ? "HTTPS + HTTP/2" : "HTTP/1.1 (BENCH_HTTP1)";
  const lcp = lcpTable(rows, peerRows);
  return [
    ...(title ? [title] : []),
    `Lighthouse ${runs} runs per route, medians (mobile preset, ${throttling === "devtools" ? "applied (devtools) throttling" : "simulated throttling"}), both sites served over ${transportName}`,
    table,
    ...(peerTable ? [`The peer (${peerDir}), interleaved in the same run; ratios are ours ÷ peer`, peerTable] : []),
    ...(lcp ? ["The LCP element of the median run (its image's bytes on the wire)", lcp] : []),
    ...(failing.length ? ["Best-practices audits that failed in any run:", failing.join("\n")] : []),
    ...(firstVisits.length
      ? [
          "First visits (cold cache, loopback; Chromium also on slow 4G): the h1 of / and /about in Fredoka at the first paint",
          [
            "| engine | cold loads | h1 in Fredoka | worst CLS | brand painted by (ms) |",
            "| --- | --- | --- | --- | --- |",
            ...firstVisits.map(
              (f) =>
                `| ${f.engine} | ${f.loads} | ${f.inBrand} | ${f.worstCls === null ? "—" : f.worstCls.toFixed(4)} | ${f.worstBrandMs === null ? "—" : Number.isFinite(f.worstBrandMs) ? Math.round(f.worstBrandMs) : "not always"} |`,
            ),
          ].join("\n"),
        ]
      : []),
  ].join("\n\n");
}

/** An LCP element as a table cell: `img "Cover…" 61234 B /_astro/a.avif`, or `—` when unknown. */
function lcpCell(lcp: LcpElement | undefined): string {
  if (!lcp) return "—";
  const file = lcp.url
    ? ` ${lcp.url === "data:" ? "(inline data: URL)" : lcp.url.replace(/^https?:\/\/[^/]+/, "")}`
    : "";
  return `${lcp.element.replace(/\|/g, "\\|")}${lcp.bytes === undefined ? "" : ` ${lcp.bytes} B`}${file}`;
}

/** The LCP elements, ours and the peer's, one row per route; empty when no row has one. */
function lcpTable(rows: Row[], peerRows: PeerRow[]): string {
  if (!rows.some((row) => row.lcp)) return "";
  return [
    "| route | LCP ms | LCP element | peer LCP ms | peer LCP element |",
    "| --- | --- | --- | --- | --- |",
    ...rows.map((row) => {
      const peer = peerRows.find((p) => p.route === row.route);
      return `| ${row.route} | ${row.lcpMs} | ${lcpCell(row.lcp)} | ${peer ? peer.lcpMs : "—"} | ${peer ? lcpCell(peer.lcp) : "—"} |`;
    }),
  ].join("\n");
}
