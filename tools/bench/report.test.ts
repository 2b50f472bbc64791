import { describe, expect, it } from "vitest";
import { benchReport, type BenchFigures, type Metrics, type Row } from "./report.ts";
import { ROUTES } from "../../src/routes.ts";

/** One page's metrics from Lighthouse, ours or the peer's. */
const metrics: Metrics = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 1200,
  tbtMs: 10,
  cls: 0,
  jsBytes: 0,
  totalBytes: 70_000,
  requests: 9,
  thirdPartyRequests: 0,
};

const ours: Row = { route: "/", ...metrics, paintToShellReadyMs: 0 };

const figures: BenchFigures = {
  runs: 3,
  throttling: "simulate",
  transport: "h2",
  origin: "https://127.0.0.1:4443",
  rows: [ours],
  peerRows: [],
  failingBestPractices: new Map(),
  firstVisits: [],
};

describe("benchReport", () => {
  it("writes the header line and one table row per route", () => {
    const [title, table] = benchReport(figures).split("\n\n");
    expect(title).toBe(
      "Lighthouse 3 runs per route, medians (mobile preset, simulated throttling), both sites served over HTTPS + HTTP/2",
    );
    expect(table?.split("\n").at(-1)).toBe(
      "| / | 100 | 100 | 100 | 100 | 800 | 1200 | 10 | 0 | 0 | 70000 | 9 | 0 | 0 |",
    );
  });

  it("puts the peer beside us with ours ÷ peer ratios, a dash where the peer's figure is 0", () => {
    const report = benchReport({
      ...figures,
      peerDir: "../peer/dist",
      peerRows: [{ ...metrics, route: "/", page: "/home", fcpMs: 1000, lcpMs: 1500, tbtMs: 0, totalBytes: 140_000 }],
    });
    expect(report).toContain("The peer (../peer/dist), interleaved in the same run; ratios are ours ÷ peer");
    expect(report).toContain("| 0.80 | 0.80 | — | 0.50 |");
  });

  it("lists failing best-practices audits, our URLs by path and the peer's marked", () => {
    const failingBestPractices = new Map([
      [`https://127.0.0.1:4443${ROUTES.about}`, new Set(["errors-in-console"])],
      ["https://127.0.0.1:4444/page", new Set(["inspector-issues"])],
    ]);
    expect(benchReport({ ...figures, failingBestPractices })).toContain(
      `- ${ROUTES.about}: errors-in-console\n- peer /page: inspector-issues`,
    );
  });

  it("refuses a peer row paired with a route of ours that has no row", () => {
    expect(() => benchReport({ ...figures, peerRows: [{ ...metrics, route: ROUTES.about, page: "/" }] })).toThrow(
      `bench: no row of ours for ${ROUTES.about}`,
    );
  });

  it("starts with the given title and names each route's LCP element beside the peer's, with an image's bytes", () => {
    const report = benchReport({
      ...figures,
      title: "Real-art build of abc",
      rows: [
        {
          ...ours,
          lcp: { element: 'img "Cover | of Pip"', url: "https://127.0.0.1:4443/_astro/a.avif", bytes: 71219 },
        },
      ],
      peerRows: [{ ...metrics, route: "/", page: "/home", lcpMs: 1500, lcp: { element: 'h1 "Welcome"' } }],
    });
    expect(report.split("\n\n")[0]).toBe("Real-art build of abc");
    expect(report).toContain('| / | 1200 | img "Cover \\| of Pip" 71219 B /_astro/a.avif | 1500 | h1 "Welcome" |');
  });

  it("leaves the LCP table out when no row names an element", () => {
    expect(benchReport(figures)).not.toContain("LCP element");
  });
});
