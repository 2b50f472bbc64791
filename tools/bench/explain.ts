import lighthouse from "lighthouse";
import { servePeer } from "./peer.ts";
import { FIRST_VISIT_STORAGE, startLighthouseSession } from "./lighthouse-session.ts";
import { assertProtocol } from "./transport.ts";
import { ROUTES } from "../../src/routes.ts";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";

/**
 * `npm run bench:explain` (decision 008): why Lighthouse's simulation (Lantern) gives a
 * route the LCP and TBT it gives. Serves the build as `npm run bench` does, runs Lighthouse once per
 * route (BENCH_ROUTES, default `/`; mobile preset, simulated throttling) and, from the run's own
 * trace and network log, prints:
 * - for LCP, the simulated requests and main-thread tasks that end last in the optimistic and the
 *   pessimistic graph (the estimate is their mean), so a request that holds the estimate back
 *   without holding back any paint (as the favicon and manifest did) shows at the top;
 * - for TBT, every simulated main-thread task of 50 ms or more, with what ran inside it.
 * With BENCH_PEER=dir (as `npm run bench` takes it), each route the peer's README pairs with one of its
 * pages is followed by the same breakdown of that page, served from the peer's build.
 * Both sites are served as `npm run bench` serves them: HTTPS + HTTP/2 by default, plain HTTP/1.1 with
 * BENCH_HTTP1=1 (decision 016); each request line shows the protocol it went over.
 * One run is noisy: use it to find what to change, and `npm run bench` to measure the change.
 * Does not build; run `npm run build` first.
 */
const routes = process.env.BENCH_ROUTES?.split(",") ?? [ROUTES.home];
const TOP = 8;

/** The parts of a Lantern graph node this report reads. */
type GraphNode = {
  type: "network" | "cpu";
  request?: { url: string; priority: string; resourceType?: string };
  duration?: number;
  childEvents?: { name: string; dur?: number; args?: { data?: { type?: string; url?: string } } }[];
};
type NodeTiming = { startTime: number; endTime: number; duration: number };
type Estimate = { timeInMs: number; nodeTimings: Map<GraphNode, NodeTiming> };
type LanternResult = { timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate };

/**
 * How many of a task's trace events (over 1 ms, in trace order, nested ones included) a line shows. Every
 * event name is kept: the biggest task after the first paint is often Chrome's own navigation commit
 * (`DocumentLoader::CommitNavigation`, creating the page's script context, the first bytes of HTML), which a
 * list of script and layout events alone left blank.
 */
const EVENTS_PER_TASK = 14;

/** One line per node: simulated start–end in ms, then what it is. */
function describe(node: GraphNode, timing: NodeTiming): string {
  const span = `${Math.round(timing.startTime)}–${Math.round(timing.endTime)} ms`.padEnd(14);
  if (node.type === "network" && node.request) {
    const { priority, resourceType, url } = node.request;
    return `${span} request ${priority} ${resourceType ?? ""} ${url.replace(/^https?:\/\/[^/]+/, "").slice(0, 70)}`;
  }
  const inside = (node.childEvents ?? [])
    .filter((event) => (event.dur ?? 0) > 1000)
    .map((event) => {
      const detail = event.args?.data?.type ?? event.args?.data?.url?.split("/").pop() ?? "";
      return `${event.name}${detail ? `(${detail})` : ""} ${((event.dur ?? 0) / 1000).toFixed(1)}`;
    });
  return `${span} task ${((node.duration ?? 0) / 1000).toFixed(1)} ms observed: ${inside.slice(0, EVENTS_PER_TASK).join(", ")}`;
}

/** The nodes of a simulation that end last. */
function lastEnding(estimate: Estimate): string[] {
  return [...estimate.nodeTimings.entries()]
    .sort((a, b) => b[1].endTime - a[1].endTime)
    .slice(0, TOP)
    .map(([node, timing]) => describe(node, timing));
}

/** The main-thread tasks of 50 ms or more in a simulation, in order. */
function longTasks(estimate: Estimate): string[] {
  return [...estimate.nodeTimings.entries()]
    .filter(([node, timing]) => node.type === "cpu" && timing.duration >= 50)
    .sort((a, b) => a[1].startTime - b[1].startTime)
    .map(([node, timing]) => describe(node, timing));
}

const session = await startLighthouseSession();
let peer: Awaited<ReturnType<typeof servePeer>> | null = null;

/**
 * Runs Lighthouse once on `url` and prints what its simulation built the LCP and TBT from.
 * @param origin - the served origin `url` is on, whose requests must have gone over the session's transport
 */
async function explain(url: string, label: string, origin: string): Promise<void> {
  const result = await lighthouse(url, {
    port: session.port,
    output: "json",
    logLevel: "error",
    clearStorageTypes: FIRST_VISIT_STORAGE,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${label}`);
  const artifacts = result.artifacts as unknown as Record<string, unknown>;
  const settings = result.lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  type Request = (input: unknown, context: unknown) => Promise<LanternResult>;
  const lcp = await (LanternLargestContentfulPaint.request as unknown as Request)(data, context);
  const tbt = await (LanternTotalBlockingTime.request as unknown as Request)(data, context);
  const audits = result.lhr.audits;
  console.log(
    `\n${label}: FCP ${Math.round(audits["first-contentful-paint"]?.numericValue ?? 0)} ms, LCP ${Math.round(lcp.timing)} ms, TBT ${Math.round(tbt.timing)} ms`,
  );
  const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const element = (
    audits["largest-contentful-paint-element"]?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
  )?.items?.[0]?.items?.[0]?.node?.snippet;
  console.log(
    `observed (unthrottled): FCP ${Math.round(observed.observedFirstContentfulPaint ?? 0)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint ?? 0)} ms, element ${element?.slice(0, 90) ?? "?"}`,
  );
  const requests =
    (
      audits["network-requests"]?.details as
        | {
            items?: {
              url: string;
              protocol?: string;
              transferSize?: number;
              priority?: string;
              networkRequestTime?: number;
              networkEndTime?: number;
            }[];
          }
        | undefined
    )?.items ?? [];
  assertProtocol(requests, origin, session.transport);
  for (const request of requests)
    console.log(
      `  observed ${Math.round(request.networkRequestTime ?? 0)}–${Math.round(request.networkEndTime ?? 0)} ms ${request.protocol ?? "?"} ${request.priority ?? ""} ${request.transferSize ?? 0} B ${request.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 70)}`,
    );
  console.log(`LCP, optimistic graph (${Math.round(lcp.optimisticEstimate.timeInMs)} ms), ends last:`);
  for (const line of lastEnding(lcp.optimisticEstimate)) console.log(`  ${line}`);
  console.log(`LCP, pessimistic graph (${Math.round(lcp.pessimisticEstimate.timeInMs)} ms), ends last:`);
  for (const line of lastEnding(lcp.pessimisticEstimate)) console.log(`  ${line}`);
  console.log(`TBT: tasks of 50 ms or more in the simulation (what lies after the FCP estimate counts):`);
  for (const line of longTasks(tbt.pessimisticEstimate)) console.log(`  ${line}`);
}

try {
  // Started inside the try, so a BENCH_PEER that cannot be served still closes the browser and our server.
  if (process.env.BENCH_PEER) peer = await servePeer(process.env.BENCH_PEER);
  for (const route of routes) {
    await explain(`${session.origin}${route}`, route, session.origin);
    const page = peer?.pairs.get(route);
    if (peer && page) await explain(`${peer.origin}${page}`, `peer ${page}`, peer.origin);
  }
} finally {
  peer?.close();
  await session.close();
}
