import { browser, expect } from "@wdio/globals";
import { Key } from "webdriverio";
import { en } from "../../../src/i18n/en.ts";
import { press, scrollToY, scrollWithKeys } from "./support/input.ts";
import { barShown, footer, link, menuButton, navLink, submenuButton } from "./support/site.ts";
import { byWidth, isPhone } from "./support/viewport.ts";
import { scrollY, visit, waitForPath } from "./support/visit.ts";
import { framesRendered, scrollSettled } from "./support/settle.ts";
import { ROUTES } from "../../../src/routes.ts";

/**
 * Scroll after navigation (spec §2, decision 012: every new page opens at its top, and Back restores
 * the position): each link loads a new document.
 */

/** The scroll positions of the page over `ms`, one every animation frame. */
function scrollSamples(ms: number): Promise<number[]> {
  return browser.executeAsync((duration: number, done: (samples: number[]) => void) => {
    const samples: number[] = [];
    const end = performance.now() + duration;
    const frame = () => {
      samples.push(window.scrollY);
      if (performance.now() < end) requestAnimationFrame(frame);
      else done(samples);
    };
    requestAnimationFrame(frame);
  }, ms);
}

describe(
  byWidth("scroll after navigation with a mouse (1280 px)", "scroll after navigation on a phone (390 px, touch)"),
  () => {
    it("after a link, the new page opens at its top", async () => {
      await visit(ROUTES.about);
      await scrollToY(100_000);
      const from = await scrollY();
      expect(from).toBeGreaterThan(800);
      await press(link("Portfolio", footer()));
      await waitForPath(ROUTES.portfolio);
      const samples = await scrollSamples(600);
      expect(samples.filter((y) => y !== 0)).toEqual([]);
    });

    it("going back restores the position the page was left at", async () => {
      await visit(ROUTES.portfolio);
      await scrollWithKeys(Key.PageDown, 3);
      await browser.waitUntil(async () => !(await barShown()), { timeoutMsg: "the bar did not hide on the way down" });
      // A step up brings the hidden bar back, as a visitor scrolling back to it would.
      await scrollWithKeys(Key.ArrowUp);
      await browser.waitUntil(barShown);
      await scrollSettled();
      const left = await scrollY();
      expect(left).toBeGreaterThan(1000);
      // The bar's controls are clicked where they are: centring them first would move the page.
      if (isPhone()) {
        await menuButton().click();
        await submenuButton(en.nav_showcase).click();
      } else {
        await submenuButton(en.nav_showcase).moveTo();
      }
      await navLink("Books").click();
      await waitForPath(ROUTES.books);
      await browser.waitUntil(async () => (await scrollY()) === 0);

      await browser.back();
      await waitForPath(ROUTES.portfolio);
      await browser.waitUntil(async () => (await scrollY()) === left, {
        timeoutMsg: `expected back at ${left}`,
      });
      // A late scroll (to the top, or a restoration run twice) would have started by the frames after it.
      await framesRendered(5);
      expect(await scrollY()).toBe(left);

      await browser.forward();
      await waitForPath(ROUTES.books);
      await browser.waitUntil(async () => (await scrollY()) === 0);
    });
  },
);
