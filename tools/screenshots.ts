import { mkdirSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium } from "@playwright/test";
import { createHandler } from "../server/app.ts";
import { createConsentRecord, CONSENT_STORAGE_KEY, serialiseConsentRecord } from "../src/logic/consent-record.ts";
import { REVIEW_PATHS } from "./route-samples.ts";
import { ROUTES } from "../src/routes.ts";

/**
 * Captures every route at phone and desktop widths into screenshots/ (git-ignored),
 * for reviewing the design. Usage: `npm run screenshots` (builds first), or
 * `node tools/screenshots.ts [widths] [paths…]`, e.g. `390,1280 / /pricing`.
 * Pages are shot as on a visitor's second page: the cookie choice made (so the banner does not
 * cover the page; `SCREENSHOTS_FIRST_VISIT=1` shows it) and the text face, Nunito, cached (each page
 * is loaded twice, since a visit's landing page keeps Nunito's metric-matched fallback, decision 023).
 * `SCREENSHOTS_LANDING=1` shoots each page as a landing page instead: loaded once, in a fresh
 * context, its text in the fallback; the files are then named `<page>-<width>-landing.png`.
 */
const [widthArg, ...pathArgs] = process.argv.slice(2);
const widths = (widthArg ?? "390,1280").split(",").map(Number);
const paths = pathArgs.length > 0 ? pathArgs : REVIEW_PATHS;
const landing = Boolean(process.env.SCREENSHOTS_LANDING);

const server = createServer(
  createHandler(new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url).pathname),
);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address() as AddressInfo;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
});
mkdirSync("screenshots", { recursive: true });
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (!process.env.SCREENSHOTS_FIRST_VISIT) {
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      CONSENT_STORAGE_KEY,
      serialiseConsentRecord(createConsentRecord("denied")),
    ] as const);
  }
  const page = await context.newPage();
  for (const path of paths) {
    if (landing) await page.evaluate(() => localStorage.removeItem("textFace")).catch(() => undefined);
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "networkidle" });
    if (!landing) {
      // The landing page fetches the text face once its first screen is done and notes it (decision 023).
      await page.waitForFunction(() => localStorage.getItem("textFace") !== null);
      await page.reload({ waitUntil: "networkidle" });
    }
    // Pictures below the first screen load as they near it: pass over the page once, as a reader would.
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 700) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState("networkidle");
    // Back at the top the navigation bar (the page's first <header>), hidden by the pass down, slides
    // in again (spec §4): wait until it has arrived. The bare 404 has none.
    await page.waitForFunction(() => (document.querySelector("header")?.getBoundingClientRect().top ?? 0) >= 0);
    const name = path === ROUTES.home ? "home" : path.slice(1).replaceAll("/", "-");
    await page.screenshot({ path: `screenshots/${name}-${width}${landing ? "-landing" : ""}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${path} @${width}px${overflow > 0 ? `  ⚠ horizontal overflow ${overflow}px` : ""}`);
  }
  await context.close();
}
await browser.close();
server.close();
