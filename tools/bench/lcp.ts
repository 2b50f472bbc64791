/**
 * What a Lighthouse run saw as the page's largest contentful paint: the element (its tag and label,
 * from the `largest-contentful-paint-element` audit) and, when it is an image, the image's URL (the
 * trace's last `LargestImagePaint::Candidate`) and the bytes that came over the network for it (the
 * `network-requests` audit's transfer size). Plain figures from Lighthouse's result: no browser here.
 */

/** A page's LCP element; `url` and `bytes` only when the element is an image fetched as a file. */
export type LcpElement = { element: string; url?: string; bytes?: number };

type Audits = Record<string, { details?: unknown }> | undefined;
type TraceEvent = { name?: string; args?: { data?: { imageUrl?: string } } };
type Request = { url: string; transferSize?: number };

/** The longest label kept of the element (its alt text or its text). */
const LABEL_CHARS = 48;

/**
 * The LCP element of one Lighthouse run.
 * @param audits - the run's `lhr.audits`
 * @param traceEvents - the run's trace (`artifacts.Trace.traceEvents`), for the image's URL
 * @param requests - the `network-requests` audit's items, for the image's bytes
 * @returns e.g. `{ element: 'img "Cover of Pip…"', url: "https://…/_astro/a.avif", bytes: 61234 }`;
 *   `{ element: "?" }` when Lighthouse named no element
 */
export function lcpElement(
  audits: Audits,
  traceEvents: readonly TraceEvent[],
  requests: readonly Request[],
): LcpElement {
  const tables = (
    audits?.["largest-contentful-paint-element"]?.details as { items?: { items?: unknown[] }[] } | undefined
  )?.items;
  const node = (tables?.[0]?.items?.[0] as { node?: { snippet?: string; nodeLabel?: string } } | undefined)?.node;
  if (!node) return { element: "?" };
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? "")?.[1]?.toLowerCase() ?? "?";
  const label = (node.nodeLabel ?? "").replace(/\s+/g, " ").trim();
  const element = label
    ? `${tag} "${label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS).trimEnd()}…` : label}"`
    : tag;
  if (tag !== "img" && tag !== "image" && tag !== "video") return { element };
  const url = traceEvents.findLast(
    (event) => event.name === "LargestImagePaint::Candidate" && event.args?.data?.imageUrl,
  )?.args?.data?.imageUrl;
  if (!url || url.startsWith("data:")) return { element, ...(url ? { url: "data:" } : {}) };
  return { element, url, bytes: requests.find((request) => request.url === url)?.transferSize ?? 0 };
}

/**
 * The LCP element of the run whose LCP was the median one, so the element goes with the reported time.
 * @param runs - each run's LCP time (ms) and element, in run order
 * @returns the element of the run at the median (the upper one of an even count, as the bench's medians)
 * @throws Error when there is no run
 */
export function medianRunLcp(runs: readonly { lcpMs: number; lcp: LcpElement }[]): LcpElement {
  const sorted = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  const run = sorted[Math.floor(sorted.length / 2)];
  if (!run) throw new Error("bench: no run to take the LCP element of");
  return run.lcp;
}
