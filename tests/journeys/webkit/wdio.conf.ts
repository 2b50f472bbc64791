import { browser } from "@wdio/globals";
import { basename } from "node:path";
import { appendWebKitRecord } from "../../../tools/browser-results.ts";
import { NAVIGATION_COMMANDS, watchPolicyViolations } from "./support/policy-violations.ts";
import { DESKTOP, PHONE, sessionViewport, setViewport } from "./support/viewport.ts";

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
 * - OUTBOX_DIR: the server's contact outbox, which the contact journeys read;
 * - WEBKIT_RESULTS_FILE: where each test's outcome, each failed hook and the run's totals are
 *   appended, for the summary at the end of `npm test` (tools/browser-results.ts); unset, nothing is.
 * The whole suite runs once per viewport (1280 × 800 and 390 × 844), one session at a time: each
 * spec file gets a new session, so a new, empty profile. A Content-Security-Policy violation fails
 * the test it happened in (support/policy-violations.ts, decision 029).
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
  // The root hook that fails a test on a policy violation.
  mochaOpts: { ui: "bdd", timeout: 90_000, require: ["./support/policy-violations.ts"] },
  reporters: [["spec", { showPreface: false }]],
  waitforTimeout: 10_000,
  connectionRetryTimeout: 60_000,
  connectionRetryCount: 1,
  async before(capabilities) {
    const viewport = (capabilities as WebdriverIO.Capabilities)["studio:viewport"] ?? DESKTOP;
    await setViewport(viewport);
    await browser.setTimeout({ script: 30_000, pageLoad: 30_000 });
  },
  async afterCommand(commandName) {
    if (NAVIGATION_COMMANDS.has(commandName)) await watchPolicyViolations();
  },
  afterTest(test, _context, result) {
    appendWebKitRecord(process.env.WEBKIT_RESULTS_FILE, {
      kind: "test",
      title: `${test.parent} › ${test.title}`,
      file: basename(test.file),
      viewport: `${sessionViewport().width} px`,
      outcome: result.skipped ? "skipped" : result.passed ? "passed" : "failed",
      ...(result.error ? { error: String(result.error.stack ?? result.error) } : {}),
    });
  },
  afterHook(test, _context, result) {
    if (!result.error) return;
    appendWebKitRecord(process.env.WEBKIT_RESULTS_FILE, {
      kind: "hook",
      title: `${test.parent} › ${test.title}`,
      file: basename(test.file),
      viewport: `${sessionViewport().width} px`,
      error: String(result.error),
    });
  },
  onComplete(exitCode, _config, _capabilities, results: { passed: number; failed: number }) {
    appendWebKitRecord(process.env.WEBKIT_RESULTS_FILE, {
      kind: "run",
      specFiles: { passed: results.passed, failed: results.failed },
      exitCode,
    });
  },
};
