import { brotliCompressSync, constants } from "node:zlib";
import { readFileSync } from "node:fs";
import { ROUTE_SAMPLES } from "../../scripts/route-samples";
import { expect, test } from "../support/fixtures";

/**
 * First-load JavaScript per route (issue 24 item 8), as a phone gets it: real Chromium at 390 px,
 * a returning visitor (consent stored), no interaction, until the network is idle. Counts every
 * script the page runs (each script file, and the text of each inline script) in brotli bytes at
 * quality 11, as the build precompresses them, against `firstLoadJs` in budgets.json: 12 kB, and on
 * /contact-us, whose form is on its first screen, the figure budgets.json gives it with its reason.
 */
const budgets = JSON.parse(readFileSync(new URL("../../budgets.json", import.meta.url), "utf8")) as {
  default: { firstLoadJs: number };
  routes: Record<string, { firstLoadJs?: number }>;
};

const brotli = (bytes: Buffer) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const routes = [...ROUTE_SAMPLES, "/books/15"];

test.describe("first-load JavaScript at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const route of routes) {
    test(`${route} stays within its budget`, async ({ page }) => {
      const files: Promise<{ url: string; bytes: number }>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script")
          files.push(response.body().then((body) => ({ url: response.url(), bytes: brotli(body) })));
      });
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      const inline = await page.evaluate(() =>
        [...document.scripts]
          .filter((script) => !script.src && !/json|speculationrules/.test(script.type))
          .map((script) => script.text),
      );
      const fileBytes = (await Promise.all(files)).reduce((sum, file) => sum + file.bytes, 0);
      const inlineBytes = inline.reduce((sum, text) => sum + brotli(Buffer.from(text)), 0);
      const budget = budgets.routes[route]?.firstLoadJs ?? budgets.default.firstLoadJs;
      test.info().annotations.push({ type: "first-load JS", description: `${fileBytes} + ${inlineBytes} inline` });
      expect(
        fileBytes + inlineBytes,
        `${route}: script files ${fileBytes} B, inline ${inlineBytes} B`,
      ).toBeLessThanOrEqual(budget);
    });
  }
});
