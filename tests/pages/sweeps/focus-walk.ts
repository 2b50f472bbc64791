import type { Page } from "@playwright/test";
import { summarise, tabThrough } from "../../support/focus-audit";
import { expect } from "../../support/fixtures";
import { BARE_404 } from "./routes";
import { ROUTES } from "../../../src/routes.ts";

/**
 * A checker for what axe cannot see. It tabs through the whole page as a
 * returning visitor (consent stored, no banner) and checks every stop: not entirely hidden (WCAG
 * 2.4.11), its focus indicator at least 3:1 against what surrounds it (1.4.11) and bold enough to
 * notice (an outline of at least 2 px, or a ring), focus never lost to <body> mid-page (2.4.3).
 * Logs one `focus-audit:` figure line per walk.
 */
const FOCUSABLE = "a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]";

/**
 * The fewest stops some pages must have, so that a walk cut short does not pass: the home page's
 * former ring test saw more than 20 (tests/journeys/accessibility.spec.ts, "every focusable element on
 * the home page shows a visible focus indicator").
 */
const MINIMUM_STOPS: Record<string, number> = { [ROUTES.home]: 21 };

const figure = (label: string, value: unknown) => console.log(`focus-audit: ${label}: ${JSON.stringify(value)}`);

/**
 * Walks the page with Tab ({@link tabThrough}) from the top and checks every stop with soft
 * expectations, so that each finding is reported and the visit goes on. The bare 404 has nothing
 * to tab to, by design, and is checked as such.
 * @param page - a loaded page, scrolled to the top, nothing focused
 * @param label - the route and width, for the log line
 * @param route - the page's path
 */
export async function expectFocusWalk(page: Page, route: string, label: string): Promise<void> {
  await expect.soft(page.locator("[data-consent-banner]"), "a returning visitor: no banner").toHaveCount(0);
  const walk = await tabThrough(page);
  const summary = summarise(walk);
  figure(label, summary);

  if (route === BARE_404) {
    // Nothing to tab to, by design: checked as such, so that the walk's zero is not a silent pass.
    expect.soft(await page.locator(FOCUSABLE).count(), "the bare 404 has no focusable element").toBe(0);
    expect.soft(summary.stops, "so no stop").toBe(0);
  } else {
    expect.soft(summary.stops, "at least one stop").toBeGreaterThanOrEqual(MINIMUM_STOPS[route] ?? 1);
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
      walk.stops.filter((stop) => !stop.bold).map((stop) => `${stop.name}: ${stop.look}`),
      "every indicator is an outline of at least 2 px or a ring",
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
      `${label} partly covered`,
      walk.stops
        .filter((stop) => stop.partlyCovered)
        .map(
          (stop) => `${stop.name}: ${stop.visibleSamples}/${stop.samples} points, under ${stop.coveredBy.join(", ")}`,
        ),
    );
  }
}
