import { test as base } from "@playwright/test";
import { type HttpClient, http1Client, http2Client } from "../support/http-client.ts";
import { HOST_RULES, type HostName, type HostRules } from "./hosts.ts";
import { nginxMissing, startCloudflare, startNginx, type StartedServer } from "../support/servers.ts";

/** A host serving the build, as the contract's tests reach it. */
export type ServedSite = {
  /** The site's origin. */
  origin: string;
  /** nginx only: the plain-HTTP origin that only redirects to {@link origin}. */
  plainOrigin?: string;
  /** nginx only: the PEM file of its self-signed certificate, for a client that verifies it. */
  certificate?: string;
  /** The client every request of the contract goes through (HTTP/2 for nginx, HTTP/1.1 otherwise). */
  client: HttpClient;
};

/**
 * The HTTP contract's fixture (no browser, no page: it does not use tests/support/fixtures.ts):
 * - `hostName` (worker option, set by each `http-*` project): which host to run against;
 * - `served` (worker): that host, started once per worker and stopped after it (the Node server
 *   is Playwright's webServer at the project's baseURL, never stopped here); undefined when nginx
 *   cannot run here;
 * - `http` (test): the client of the served host; the test is skipped when the host cannot run;
 * - `rules`: where this host differs from the others ({@link HOST_RULES}).
 */
export const test = base.extend<
  { http: HttpClient; rules: HostRules; site: ServedSite },
  { hostName: HostName; served: ServedSite | undefined }
>({
  hostName: ["node", { option: true, scope: "worker" }],
  served: [
    async ({ hostName }, provide, workerInfo) => {
      let server: StartedServer | undefined;
      let site: ServedSite | undefined;
      if (hostName === "node") {
        const origin = String(workerInfo.project.use.baseURL);
        // Its own loopback address: the contract's posts have a budget of their own in the server's
        // per-address rate limit (5 messages per 10 minutes), apart from the browser tiers' on 127.0.0.1.
        site = { origin, client: http1Client(origin, "127.0.0.2") };
      } else if (hostName === "nginx") {
        const missing = nginxMissing();
        if (missing) console.warn(`The http-nginx project is skipped: ${missing}`);
        else {
          server = await startNginx();
          site = {
            origin: server.origin,
            plainOrigin: server.plainOrigin,
            certificate: server.certificate,
            client: http2Client(server.origin),
          };
        }
      } else {
        server = await startCloudflare();
        site = { origin: server.origin, client: http1Client(server.origin) };
      }
      try {
        await provide(site);
      } finally {
        site?.client.close();
        await server?.stop();
      }
    },
    // wrangler bundles its worker and starts workerd: seconds on a quiet machine, more on a busy one.
    { scope: "worker", timeout: 90_000 },
  ],
  site: async ({ served, hostName }, provide) => {
    test.skip(!served, `${hostName} cannot run here (see the warning above)`);
    if (served) await provide(served);
  },
  http: async ({ site }, provide) => provide(site.client),
  rules: async ({ hostName }, provide) => provide(HOST_RULES[hostName]),
});

export { expect } from "@playwright/test";
