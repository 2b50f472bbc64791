import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import { createHandler } from "../server/app.ts";

/** The production build served on a free local port, and a headless Chromium for Lighthouse to drive. */
export type LighthouseSession = {
  /** Where the build is served, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  origin: string;
  /** The Chromium's remote-debugging port, for Lighthouse's `port` flag. */
  port: number;
  /** Stops the browser and the server. */
  close: () => Promise<void>;
};

/**
 * Serves the build (`BUILD_DIR`, default `build`) with the same handler as `npm start`, and
 * launches Debian's Chromium (`CHROMIUM_PATH` overrides) headless with the flags every measurement
 * uses, so `npm run bench` and `npm run bench:explain` measure alike (issue 13).
 * @returns the origin, the debugging port and a close function
 * @throws Error when the browser cannot be launched
 */
export async function startLighthouseSession(): Promise<LighthouseSession> {
  const server = createServer(
    createHandler(new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url).pathname),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
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
    ],
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    port: chrome.port,
    close: async () => {
      await chrome.kill();
      server.close();
    },
  };
}
