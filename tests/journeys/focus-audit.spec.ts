import { REVIEW_PATHS } from "../../scripts/route-samples";
import { measureReflow, summarise, tabThrough } from "../support/focus-audit";
import { expect, test } from "../support/fixtures";

/**
 * Issue 16 item 4: a checker for what axe cannot see, on every page of REVIEW_PATHS. At 390 and
 * 1280 px it tabs through the whole page as a returning visitor (consent stored, no banner) and
 * checks every stop: not entirely hidden (WCAG 2.4.11), its focus indicator at least 3:1 against
 * what surrounds it (1.4.11), focus never lost to <body> mid-page (2.4.3). At 320 px it checks
 * that no page scrolls sideways (1.4.10): `scrollWidth` within `clientWidth`, and the page really
 * does not scroll (with `scrollbar-gutter: stable` Chromium counts the gutter in `clientWidth`, so
 * the width check alone misses up to 15 px). Each test logs one `focus-audit:` figure line. Run:
 * `npx playwright test tests/e2e/focus-audit.spec.ts`.
 */
const widths = [
  [390, { width: 390, height: 844 }],
  [1280, { width: 1280, height: 800 }],
] as const;
/** The bare '404' of spec §2 (src/pages/404.astro): no shell, only its code, so nothing to tab to. */
const BARE_404 = "/no-such-page";
const FOCUSABLE = "a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]";
const figure = (label: string, value: unknown) => console.log(`focus-audit: ${label}: ${JSON.stringify(value)}`);

for (const [width, viewport] of widths) {
  test.describe(`tab through every page at ${width} px`, () => {
    test.use({ viewport, freshVisitor: false });

    for (const path of REVIEW_PATHS) {
      test(`${path}: every stop visible, rings of at least 3:1, focus never lost`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("[data-consent-banner]"), "a returning visitor: no banner").toHaveCount(0);
        const walk = await tabThrough(page);
        const summary = summarise(walk);
        figure(`${path} at ${width}`, summary);

        if (path === BARE_404) {
          // Nothing to tab to, by design: checked as such, so that the walk's zero is not a silent pass.
          expect.soft(await page.locator(FOCUSABLE).count(), "the bare 404 has no focusable element").toBe(0);
          expect.soft(summary.stops, "so no stop").toBe(0);
        } else {
          expect.soft(summary.stops, "at least one stop").toBeGreaterThanOrEqual(1);
        }
        expect.soft(walk.capped, "focus comes back round within 250 presses").toBe(false);
        expect.soft(walk.bodyMidPage, "focus never lands on <body> mid-page").toEqual([]);
        expect
          .soft(
            walk.stops
              .filter((stop) => stop.hidden)
              .map((stop) => `${stop.name}: in viewport ${stop.inViewport}, rendered ${stop.rendered}`),
            "2.4.11: no stop entirely hidden",
          )
          .toEqual([]);
        expect
          .soft(
            walk.stops.filter((stop) => !stop.indicator).map((stop) => `${stop.name}: ${stop.look}`),
            "every stop draws a measurable focus indicator",
          )
          .toEqual([]);
        expect
          .soft(
            walk.stops
              .filter((stop) => stop.indicator && stop.indicator.ratio < 3)
              .map((stop) => `${stop.name} [${stop.kind}]: ${JSON.stringify(stop.indicator)}`),
            "1.4.11: every indicator at least 3:1",
          )
          .toEqual([]);
        if (summary.partlyCovered > 0) {
          figure(
            `${path} at ${width} partly covered`,
            walk.stops
              .filter((stop) => stop.partlyCovered)
              .map(
                (stop) =>
                  `${stop.name}: ${stop.visibleSamples}/${stop.samples} points, under ${stop.coveredBy.join(", ")}`,
              ),
          );
        }
      });
    }
  });
}

test.describe("1.4.10 reflow at 320 px on every page", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  for (const path of REVIEW_PATHS) {
    test(`${path}: no sideways scroll`, async ({ page }) => {
      await page.goto(path);
      const reflow = await measureReflow(page);
      figure(`${path} at 320`, reflow);
      expect.soft(reflow.scrollWidth, "documentElement.scrollWidth").toBeLessThanOrEqual(reflow.clientWidth);
      expect.soft(reflow.bodyScrollWidth, "body.scrollWidth").toBeLessThanOrEqual(reflow.clientWidth);
      expect.soft(reflow.maxScrollX, "how far the page scrolls sideways").toBe(0);
    });
  }
});
