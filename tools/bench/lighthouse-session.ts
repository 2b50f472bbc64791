import * as chromeLauncher from "chrome-launcher";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type lighthouse from "lighthouse";
import { createHandler } from "../../server/app.ts";
import { benchTransport, chromiumFlags, serveForBench, type Transport } from "./transport.ts";

/**
 * What Lighthouse clears before each run, so that every run is a first visit: its defaults (file
 * systems, shader cache, service workers, Cache Storage; it always clears the HTTP cache) and local
 * storage. Lighthouse keeps local storage by default, so after one run of a route the shell's note
 * that the text face is cached (src/shell/text-face.ts) would outlive the HTTP cache it speaks of,
 * and every later run would measure a returning visitor whose cache was emptied (decision 023).
 */
export const FIRST_VISIT_STORAGE: NonNullable<NonNullable<Parameters<typeof lighthouse>[1]>["clearStorageTypes"]> = [
  "file_systems",
  "shader_cache",
  "service_workers",
  "cache_storage",
  "local_storage",
];

/**
 * The client folder of the build the bench measures.
 * @returns `{BUILD_DIR}/client`, BUILD_DIR (default `build`) resolved from the checkout's root
 */
export function buildClientDir(): string {
  return resolve(fileURLToPath(new URL("../..", import.meta.url)), process.env.BUILD_DIR ?? "build", "client");
}

/** The production build served on a free local port, and a headless Chromium for Lighthouse to drive. */
export type LighthouseSession = {
  /** Where the build is served, e.g. `https://127.0.0.1:41234` (no trailing slash). */
  origin: string;
  /** How the build (and a peer served beside it) is served: HTTPS + HTTP/2, or plain HTTP/1.1 with `BENCH_HTTP1=1`. */
  transport: Transport;
  /** The Chromium's remote-debugging port, for Lighthouse's `port` flag. */
  port: number;
  /** Stops the browser and the server. */
  close: () => Promise<void>;
};

/**
 * Serves the build (`BUILD_DIR`, default `build`; a relative path is the checkout's, an absolute one
 * may lie outside it, as the real-art build does) with the same handler as `npm start`, over the
 * bench's transport (HTTPS + HTTP/2 with a self-signed certificate made for the run, or plain
 * HTTP/1.1 with `BENCH_HTTP1=1`; tools/bench/transport.ts, decision 016), and launches Debian's
 * Chromium (`CHROMIUM_PATH` overrides) headless with the flags every measurement uses, so
 * `npm run bench` and `npm run bench:explain` measure alike.
 * @returns the origin, the transport, the debugging port and a close function
 * @throws Error when the certificate cannot be made or the browser cannot be launched
 */
export async function startLighthouseSession(): Promise<LighthouseSession> {
  const transport = benchTransport();
  const server = await serveForBench(createHandler(buildClientDir()), transport);
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        ...chromiumFlags(transport),
      ],
    });
    return {
      origin: server.origin,
      transport,
      port: chrome.port,
      close: async () => {
        await chrome.kill();
        server.close();
      },
    };
  } catch (error) {
    server.close();
    throw error;
  }
}
