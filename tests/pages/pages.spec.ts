import { layoutShiftSources, recordLayoutShifts } from "../support/layout-shifts";
import { axeViolations } from "../support/axe";
import { reflowAtNarrowest } from "../support/reflow";
import { smallTargets } from "../support/tap-targets";
import { expect, test } from "../support/fixtures";
import { criticalBytesBudget, largestParts, recordCriticalBytes } from "./sweeps/critical-bytes";
import { countFirstLoadJs, firstLoadJsBudget } from "./sweeps/first-load-js";
import { expectFocusWalk } from "./sweeps/focus-walk";
import { layoutShiftWhileScrolling } from "./sweeps/layout-shift";
import { pictureSizeMismatches } from "./sweeps/picture-sizes";
import { siteRoutes } from "./sweeps/routes";
import { countRequests, settledLoad } from "./sweeps/settled";
import { templateSamples } from "../../tools/route-samples.ts";

/**
 * The page sweeps (decision 021): one visit per page of the built site and width, in Chromium,
 * and every sweep on that one load, in this order (the first three need the cold load):
 * 1. first-load JavaScript within its budget (at 390 px, the phone the budget is for);
 * 1a. critical bytes (document, render-blocking files, LCP image) within theirs (at 390 px);
 * 2. no layout shift while loading and scrolling to the bottom (CLS 0);
 * 2a. every raster picture's `sizes` is the width the layout shows it at (decision 030);
 * 3. axe: no violation (axe's rules and Lighthouse's, tests/support/axe.ts);
 * 4. tap targets of at least 44 × 44 px (at 390 px);
 * 5. the focus walk: Tab through the page, every stop visible and marked by a ring of 3:1;
 * 5a. axe with the consent banner open (at 390 px): the footer's 'Cookie settings' shows the banner
 *     as a first visit sees it, and the page beside it keeps its landmarks (decision 027); Escape
 *     closes it again;
 * 6. reflow: narrowed to 320 px, the page does not scroll sideways (WCAG 1.4.10; from the 390 px
 *    visit, since both widths narrow to the same 320 px).
 * What a page's content decides (its bytes, how it settles, its pictures' sizes, its tap targets,
 * its reflow) is swept on every page; what its template draws (axe, the Tab walk, the banner beside
 * it: 3, 5 and 5a) on one page per template, `templateSamples` (decision 021): the id pages of a
 * route share their template with the first and the last, and the content schemas validate their data.
 * Throughout: no console error, failed load, third-party request or CSP violation (the shared
 * fixture, tests/support/fixtures.ts). Each sweep is a step whose findings are soft, so one failing sweep
 * still lets the others run; a failure names the route and width (the test) and the sweep.
 */
const widths = [
  { width: 390, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, phone: true },
  { width: 1280, use: { viewport: { width: 1280, height: 800 } }, phone: false },
] as const;

/** Runs one sweep as a step; an error it throws is reported as the sweep's failure, and the visit goes on. */
async function sweep(name: string, body: () => Promise<void>): Promise<void> {
  await test.step(name, async () => {
    try {
      await body();
    } catch (error) {
      expect.soft(error instanceof Error ? error.message : String(error), `${name}: the sweep ran to its end`).toBe("");
    }
  });
}

for (const { width, use, phone } of widths) {
  test.describe(`every sweep at ${width} px`, () => {
    test.use(use);
    test.describe.configure({ timeout: 120_000 });

    const routes = siteRoutes();
    const samples = new Set(templateSamples(routes));
    for (const route of routes) {
      test(`${route} at ${width} px`, async ({ page }) => {
        const template = samples.has(route);
        const label = `${route} at ${width}`;
        const requests = countRequests(page);
        const firstLoadJs = phone ? countFirstLoadJs(page) : undefined;
        const criticalBytes = phone ? recordCriticalBytes(page) : undefined;
        await recordLayoutShifts(page);
        await page.goto(route);
        await settledLoad(page, requests);

        if (firstLoadJs) {
          await sweep("first-load JavaScript", async () => {
            const js = await firstLoadJs();
            const budget = firstLoadJsBudget(route);
            test.info().annotations.push({
              type: "first-load JS",
              description: `${js.fileBytes} + ${js.inlineBytes} inline (budget ${budget})`,
            });
            expect
              .soft(
                js.fileBytes + js.inlineBytes,
                `first-load JavaScript: script files ${js.fileBytes} B (${js.files.join(", ")}), inline ${js.inlineBytes} B`,
              )
              .toBeLessThanOrEqual(budget);
          });
        }

        if (criticalBytes) {
          await sweep("critical bytes", async () => {
            const critical = await criticalBytes();
            const budget = criticalBytesBudget(route);
            console.log(`critical-bytes: ${route} ${critical.total} ${JSON.stringify(critical.parts)}`);
            expect
              .soft(
                critical.total,
                `critical bytes of ${route}: ${critical.total} B; largest: ${largestParts(critical)}`,
              )
              .toBeLessThanOrEqual(budget);
          });
        }

        await sweep("layout shift", async () => {
          const cls = await layoutShiftWhileScrolling(page, requests);
          const moved = cls > 0 ? `; what moved: ${(await layoutShiftSources(page)).join("; ")}` : "";
          expect.soft(cls, `layout shift: CLS while loading and scrolling${moved}`).toBe(0);
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        });

        await sweep("picture sizes", async () => {
          expect
            .soft(await pictureSizeMismatches(page), "picture sizes: `sizes` against the rendered width")
            .toEqual([]);
        });

        if (template) {
          await sweep("axe", async () => {
            expect.soft(await axeViolations(page), "axe: violations").toEqual([]);
          });
        }

        if (phone) {
          await sweep("tap targets", async () => {
            expect.soft(await smallTargets(page), "tap targets: controls under 44 × 44 px").toEqual([]);
          });
        }

        if (template) await sweep("focus walk", () => expectFocusWalk(page, route, label));

        const cookieSettings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
        if (template && phone && (await cookieSettings.count())) {
          await sweep("axe with the consent banner open", async () => {
            await cookieSettings.scrollIntoViewIfNeeded();
            await cookieSettings.tap();
            const banner = page.getByRole("region", { name: "Cookies and your privacy" });
            await expect(banner).toBeVisible();
            expect.soft(await axeViolations(page), "axe with the banner open: violations").toEqual([]);
            await page.keyboard.press("Escape");
            await expect(banner).toBeHidden();
          });
        }

        if (phone) {
          await sweep("reflow at 320 px", async () => {
            const reflow = await reflowAtNarrowest(page);
            console.log(`focus-audit: ${route} at 320 (from ${width}): ${JSON.stringify(reflow)}`);
            expect
              .soft(reflow.scrollWidth, "reflow: documentElement.scrollWidth")
              .toBeLessThanOrEqual(reflow.clientWidth);
            expect.soft(reflow.bodyScrollWidth, "reflow: body.scrollWidth").toBeLessThanOrEqual(reflow.clientWidth);
            expect.soft(reflow.maxScrollX, "reflow: how far the page scrolls sideways").toBe(0);
          });
        }
      });
    }
  });
}
