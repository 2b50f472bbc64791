import { browser } from "@wdio/globals";
import { DESKTOP, PHONE, setViewport } from "./support/viewport";

const miniBrowser = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/**
 * The WebKit journeys (tests/webkit/*.e2e.ts) through WebDriver: Debian's WebKitWebDriver driving
 * MiniBrowser (WebKitGTK), which Playwright cannot drive (../../../../shared/notes/engines.md). wdio
 * connects to a driver that is already running (hostname and port given), so it never downloads a
 * driver or a browser. `npm run test:webkit` (tools/webkit-e2e.ts) starts Xvfb, the driver and
 * the site's server, and passes their addresses in:
 * - WEBKIT_DRIVER_PORT: the driver's port on 127.0.0.1 (default 4447);
 * - WEBKIT_BASE_URL: the site (default http://127.0.0.1:4176);
 * - MINIBROWSER_PATH: the browser (default Debian's);
 * - OUTBOX_DIR: the server's contact outbox, which the contact journeys read.
 * The whole suite runs once per viewport (1280 × 800 and 390 × 844), one session at a time: each
 * spec file gets a new session, so a new, empty profile.
 */
export const config: WebdriverIO.Config = {
  runner: "local",
  specs: ["./*.e2e.ts"],
  maxInstances: 1,
  hostname: "127.0.0.1",
  port: Number(process.env.WEBKIT_DRIVER_PORT ?? 4447),
  baseUrl: process.env.WEBKIT_BASE_URL ?? "http://127.0.0.1:4176",
  capabilities: [DESKTOP, PHONE].map((viewport) => ({
    browserName: "MiniBrowser",
    "webkitgtk:browserOptions": { binary: miniBrowser, args: ["--automation"] },
    // Classic WebDriver: WebKitWebDriver 2.50 refuses a session that asks for BiDi (`webSocketUrl`, wdio's default).
    "wdio:enforceWebDriverClassic": true,
    "studio:viewport": viewport,
  })),
  // Xvfb is the runner's; wdio must not start its own.
  autoXvfb: false,
  logLevel: "warn",
  framework: "mocha",
  mochaOpts: { ui: "bdd", timeout: 90_000 },
  reporters: [["spec", { showPreface: false }]],
  waitforTimeout: 10_000,
  connectionRetryTimeout: 60_000,
  connectionRetryCount: 1,
  async before(capabilities) {
    const viewport = (capabilities as WebdriverIO.Capabilities)["studio:viewport"] ?? DESKTOP;
    await setViewport(viewport);
    await browser.setTimeout({ script: 30_000, pageLoad: 30_000 });
  },
};
