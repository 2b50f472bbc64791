import { defineConfig, devices } from "@playwright/test";
import { HOSTS, type HostName } from "./tests/http/hosts.ts";

/**
 * The browser and HTTP tiers of `npm test` (decision 021), against the production build served by
 * the same server `npm start` runs (the build must exist: `npm test` builds first):
 * - `http` (tests/http/): the HTTP contract, no browser, against each host: projects `http-node`,
 *   `http-nginx`, `http-cloudflare`;
 * - `pages` (tests/pages/): one visit per route and width in Chromium, every page sweep on that load;
 * - `chromium`, `firefox` (tests/journeys/): what a visitor does, in each engine.
 * `E2E_TIERS=http,pages,journeys` (default: all three) and `E2E_ENGINES=chromium,firefox` pick
 * what runs. The engines:
 * - `chromium`: Debian's headless Chromium (`/usr/bin/chromium-headless-shell`, or `CHROMIUM_PATH`), over
 *   CDP: the same Blink build as Debian's `chromium`, without the browser's own windows and
 *   services, as Playwright's own headless runs use it; 40 % less time for the same tests (decision 025);
 * - `firefox`: Debian's Firefox ESR (`/usr/bin/firefox-esr`, or `FIREFOX_PATH`) through
 *   Playwright's `moz-firefox` channel, over WebDriver BiDi (decision 014), each page a tab of one
 *   window rather than a window of its own (patches/playwright-core+1.64.1.patch, decision 025). `E2E_ENGINES=chromium`
 *   (or `firefox`) runs one engine alone.
 * WebKit cannot be driven by Playwright here; its journeys run through WebDriver (tests/journeys/webkit/).
 */
const port = Number(process.env.E2E_PORT ?? 4174);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const engines = (process.env.E2E_ENGINES ?? "chromium,firefox").split(",");
const tiers = (process.env.E2E_TIERS ?? "http,pages,journeys").split(",");
const viewport = { width: 1280, height: 800 };

const chromium = {
  ...devices["Desktop Chrome"],
  viewport,
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

const journeys = [
  {
    name: "chromium",
    testDir: "tests/journeys",
    use: chromium,
  },
  {
    name: "firefox",
    testDir: "tests/journeys",
    use: {
      ...devices["Desktop Firefox"],
      viewport,
      channel: "moz-firefox",
      launchOptions: {
        executablePath: firefoxPath,
        // Nothing of Firefox's own may reach for the (closed) network: updates, telemetry, remote settings.
        firefoxUserPrefs: {
          "app.update.enabled": false,
          // Every window behaves as the focused one, as in Mozilla's own test harness: otherwise only
          // one of several Firefox windows has the system's focus, and the others' pages never match
          // :focus-visible nor keep focus where a script puts it.
          "focusmanager.testmode": true,
          // The page may use the clipboard without a gesture or a paste prompt (Chromium: a permission).
          "dom.events.testing.asyncClipboard": true,
          "browser.safebrowsing.downloads.remote.enabled": false,
          "datareporting.policy.dataSubmissionEnabled": false,
          "network.captive-portal-service.enabled": false,
          "network.connectivity-service.enabled": false,
          "services.settings.server": "http://127.0.0.1:9/",
          "toolkit.telemetry.enabled": false,
        },
      },
    },
  },
].filter((project) => engines.includes(project.name));

// The HTTP contract (tests/http/, no browser) once per way the site is served (tests/http/hosts.ts):
// `http-node` (this config's webServer), `http-nginx`, `http-cloudflare`. `E2E_HTTP_HOSTS=node,nginx`
// (default: all) picks among them; only http-nginx runs the TLS and plain-HTTP checks of nginx-tls.spec.ts
// and the Mozilla HTTP Observatory's scan (observatory.spec.ts), which needs HTTPS and its redirect.
const httpHosts = (process.env.E2E_HTTP_HOSTS ?? HOSTS.join(",")).split(",");
const http = HOSTS.filter((host) => httpHosts.includes(host)).map((host) => ({
  name: `http-${host}`,
  testDir: "tests/http",
  testIgnore: host === "nginx" ? [] : ["nginx-tls.spec.ts", "observatory.spec.ts"],
  use: { hostName: host },
}));

const projects = [
  ...(tiers.includes("http") ? http : []),
  ...(tiers.includes("pages") ? [{ name: "pages", testDir: "tests/pages", use: chromium }] : []),
  ...(tiers.includes("journeys") ? journeys : []),
];

export default defineConfig<object, { hostName: HostName }>({
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // E2E_RESULTS_FILE (set by tools/test-browsers.ts): a JSON report too, for the summary at the log's end.
  reporter: process.env.E2E_RESULTS_FILE
    ? [["list"], ["json", { outputFile: process.env.E2E_RESULTS_FILE }]]
    : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
  },
  projects,
  webServer: {
    command: "node server/index.ts",
    url: `http://127.0.0.1:${port}/`,
    // The journeys of both engines send a dozen real messages from 127.0.0.1 within minutes; the
    // per-address limit itself is proven by server/rate-limit.test.ts and server/app.test.ts.
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", CONTACT_RATE_LIMIT: "1000" },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
