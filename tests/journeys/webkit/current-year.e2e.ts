import { $, browser, expect } from "@wdio/globals";
import { studio } from "../../../src/content/site.ts";
import { sessionViewport } from "./support/viewport.ts";
import { visit } from "./support/visit.ts";
import { ROUTES } from "../../../src/routes.ts";

/**
 * The copyright line's current year in WebKit (spec §2 Footer): the shell writes the year
 * of the visitor's clock into it. WebDriver classic cannot set the browser's clock before a page's
 * scripts run (Playwright's page.clock does that in Chromium and Firefox, ../current-year.spec.ts),
 * so the page's clock is moved years ahead once it has loaded, and the page is then shown again
 * from the back/forward cache as Safari does (a `pageshow` that is `persisted`), when the shell reads
 * the clock again.
 */
describe(`the copyright year (${sessionViewport().width} px)`, () => {
  it("follows the visitor's clock, set years ahead", async () => {
    await visit(ROUTES.home);
    const footer = $("footer");
    const now = new Date().getFullYear();
    await expect(footer).toHaveText(expect.stringContaining(`© ${now} ${studio.name}.`));

    const ahead = now + 5;
    await browser.execute((year) => {
      const RealDate = Date;
      const shift = new RealDate(`${year}-03-14T10:00:00`).getTime() - RealDate.now();
      // The page's clock, years ahead: `new Date()` and `Date.now()` as the visitor's machine would give them.
      class AheadDate extends RealDate {
        constructor(...args: []) {
          if (args.length === 0) super(RealDate.now() + shift);
          else super(...(args as unknown as [number]));
        }
        static override now() {
          return RealDate.now() + shift;
        }
      }
      window.Date = AheadDate as DateConstructor;
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    }, ahead);
    await expect(footer).toHaveText(expect.stringContaining(`© ${ahead} ${studio.name}.`));
  });
});
