import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests run real Chromium (Debian's, or CHROMIUM_PATH) against the
 * production build served by the same server `npm start` runs. The build must
 * exist (`npm test` builds first).
 */
const port = Number(process.env.E2E_PORT ?? 4174);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
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
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: "node server/index.ts",
    url: `http://127.0.0.1:${port}/`,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
