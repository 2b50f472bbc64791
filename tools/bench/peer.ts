import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sirv from "sirv";
import { type BenchServer, benchTransport, serveForBench, type Transport } from "./transport.ts";
import { precompressTree } from "../../integrations/precompress.ts";

/**
 * A speed peer for `npm run bench`: another site's production build, served beside ours
 * with the same compression, so both are measured in one interleaved run. Nothing of the peer is
 * copied into the project: it is read from the folder named by `BENCH_PEER` (e.g.
 * `../shared/peers/astrowind/dist`), copied to a temporary folder to be precompressed there.
 */
export type Peer = {
  /** e.g. "https://127.0.0.1:41234" */
  origin: string;
  /** Our route → the peer's page to measure beside it (from the peer's README). */
  pairs: Map<string, string>;
  /** Stops the server and removes the temporary copy. */
  close: () => void;
};

/**
 * Reads the pairing table of a peer's README: rows whose first two cells are code spans,
 * "| `/` | `/` (its home…) |".
 * @param readme - the README's text
 * @returns our route → the peer's path, in table order (empty when there is no such table)
 */
export function peerPairs(readme: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const match of readme.matchAll(/^\|\s*`(\/[^`]*)`\s*\|\s*`(\/[^`]*)`/gm)) {
    pairs.set(match[1] as string, match[2] as string);
  }
  return pairs;
}

/**
 * Further pairs given on the command line, `BENCH_PEER_PAIRS="/books=/blog,/about=/about"`, for routes
 * the peer's README does not pair (the real-art mode measures pages the README leaves out).
 * @param value - comma-separated `ours=theirs` paths; empty or undefined for none
 * @returns our route → the peer's path, in the given order
 * @throws Error when an item is not two paths joined by `=`
 */
export function extraPeerPairs(value: string | undefined): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const item of (value ?? "").split(",").map((part) => part.trim())) {
    if (!item) continue;
    const match = /^(\/[^=\s]*)=(\/[^=\s]*)$/.exec(item);
    if (!match) throw new Error(`BENCH_PEER_PAIRS: "${item}" is not ours=theirs, two paths such as /books=/blog`);
    pairs.set(match[1] as string, match[2] as string);
  }
  return pairs;
}

/**
 * Serves a peer build on a free loopback port, precompressed (brotli, gzip) like our build, over
 * the same transport and server as ours (tools/bench/transport.ts: HTTPS + HTTP/2 by default).
 * @param dir - the peer's build folder; its pairs come from the README in the folder above it
 * @param transport - how to serve it (default: the environment's, `BENCH_HTTP1=1` for HTTP/1.1)
 * @param extra - pairs for routes the README does not pair ({@link extraPeerPairs}); the README's win
 * @returns the running peer
 * @throws Error when the folder or its README's pairing table is missing, or an extra pair names a
 *   page the peer's build does not have
 */
export async function servePeer(
  dir: string,
  transport: Transport = benchTransport(),
  extra: Map<string, string> = new Map(),
): Promise<Peer> {
  const readme = readFileSync(join(dirname(dir), "README.md"), "utf8");
  const pairs = peerPairs(readme);
  if (pairs.size === 0) throw new Error(`bench: no pairing table (| \`/ours\` | \`/theirs\` |) in ${dir}/../README.md`);
  for (const [ours, theirs] of extra) {
    if (pairs.has(ours)) continue;
    if (!existsSync(join(dir, theirs, "index.html"))) throw new Error(`bench: the peer has no page ${theirs} (${dir})`);
    pairs.set(ours, theirs);
  }
  const copy = mkdtempSync(join(tmpdir(), "bench-peer-"));
  cpSync(dir, copy, { recursive: true });
  await precompressTree(copy);
  const serve = sirv(copy, { dev: false, etag: true, brotli: true, gzip: true });
  let server: BenchServer;
  try {
    server = await serveForBench(
      (req, res) =>
        serve(req, res, () => {
          res.statusCode = 404;
          res.end("404");
        }),
      transport,
    );
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: server.origin,
    pairs,
    close() {
      server.close();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}
