import { browser, expect } from "@wdio/globals";
import type { ChainablePromiseElement } from "webdriverio";
import { bookStoreReviews, clientReviews } from "../../../src/content/reviews.ts";
import { en, t } from "../../../src/i18n/en.ts";
import { REVIEW_CARD_GAP_PX, REVIEW_CARD_WIDTH_PX, REVIEW_CARDS_VISIBLE } from "../../../src/logic/spec-timings.ts";
import { dragAcross, press } from "./support/input.ts";
import { button, carousel, slide } from "./support/site.ts";
import { byWidth, isPhone } from "./support/viewport.ts";
import { visit } from "./support/visit.ts";
import { animationsDone, framesRendered } from "./support/settle.ts";
import { ROUTES } from "../../../src/routes.ts";

/** The carousels (spec §4 Carousels, §9): arrows on desktop; one card, dots, taps and drags under 1024 px. */
const total = bookStoreReviews.length;
const homeCount = clientReviews.filter((review) => review.visibleOnHomePage).length;
const storeReviews = () => carousel(en.store_reviews_label);

/** A slide's box relative to its carousel's clipping viewport (the parent of the live region), and whether it is inside it. */
async function placement(region: ChainablePromiseElement, number: number, count: number) {
  return browser.execute(
    (element, label) => {
      const surface = element.querySelector("[aria-live]")?.parentElement?.getBoundingClientRect();
      const card = element.querySelector(`[role=group][aria-label="${label}"]`)?.getBoundingClientRect();
      if (!surface || !card) return { inView: false, x: NaN, width: NaN };
      const inView = card.left >= surface.left - 1 && card.right <= surface.right + 1;
      return { inView, x: card.left, width: card.width };
    },
    await region,
    t("carousel_slide", { number, total: count }),
  );
}
const inView = async (region: ChainablePromiseElement, number: number, count = total) =>
  (await placement(region, number, count)).inView;
const isInert = async (region: ChainablePromiseElement, number: number, count = total) =>
  browser.execute((element) => element.hasAttribute("inert"), await slide(region, number, count));
/** How many of a carousel's buttons matching `selector` take up room on the page (the others are hidden at this width). */
const shownButtons = async (region: ChainablePromiseElement, selector: string) =>
  browser.execute(
    (element, css) => [...element.querySelectorAll(css)].filter((button) => button.getClientRects().length > 0).length,
    await region,
    selector,
  );
/**
 * Waits until the carousel's current dot is the one named `name`. Asked afresh each time: the dot that
 * is current changes, and an expectation on `button[aria-current=true]` keeps the element it found first.
 */
const waitForCurrentDot = async (region: ChainablePromiseElement, name: string) => {
  let current: string | null | undefined;
  await browser
    .waitUntil(async () => {
      current = await browser.execute(
        (element) => element.querySelector("button[aria-current=true]")?.getAttribute("aria-label"),
        await region,
      );
      return current === name;
    })
    .catch(() => {
      throw new Error(`expected the current dot "${name}", got "${current}"`);
    });
};
const dotName = (number: number, count = total) => t("show_card", { number, total: count });
/** How far the carousel's track is moved, as the engine computed it: its `translate` and its `transform`. */
const trackOffset = async (region: ChainablePromiseElement) =>
  browser.execute(
    (element) => {
      const track = getComputedStyle(element.querySelector("[aria-live]") ?? element);
      return { translate: track.translate, transform: track.transform };
    },
    await region,
  );

describe(byWidth("carousels on desktop (1280 px, mouse and keyboard)", "carousels on a phone (390 px, touch)"), () => {
  if (!isPhone()) {
    it("book-store reviews: three 250 px cards with a 16 px gap and arrows, no wrap-around", async () => {
      await visit(ROUTES.books);
      const region = storeReviews();
      await browser.execute(
        (element) => element.scrollIntoView({ block: "center", behavior: "instant" }),
        await region,
      );
      const boxes = await Promise.all([1, 2, 3].map((number) => placement(region, number, total)));
      expect(boxes.map((box) => box.width)).toEqual([REVIEW_CARD_WIDTH_PX, REVIEW_CARD_WIDTH_PX, REVIEW_CARD_WIDTH_PX]);
      expect(Math.round((boxes[1]?.x ?? 0) - (boxes[0]?.x ?? 0) - REVIEW_CARD_WIDTH_PX)).toBe(REVIEW_CARD_GAP_PX);
      expect(boxes.every((box) => box.inView)).toBe(true);
      expect(await inView(region, REVIEW_CARDS_VISIBLE + 1)).toBe(false);
      expect(await shownButtons(region, "[data-carousel-dots] button")).toBe(0);

      const previous = button(en.previous, region);
      const next = button(en.next, region);
      await expect(previous).toHaveAttribute("aria-disabled", "true");
      for (let step = 0; step < total - REVIEW_CARDS_VISIBLE; step++) await press(next);
      await expect(next).toHaveAttribute("aria-disabled", "true");
      expect(await previous.getAttribute("aria-disabled")).not.toBe("true");
      for (const number of [total - 2, total - 1, total])
        await browser.waitUntil(() => inView(region, number), { timeoutMsg: `card ${number} not in view` });
      expect(await isInert(region, total - REVIEW_CARDS_VISIBLE)).toBe(true);
      await press(next); // at the end: nothing moves
      await animationsDone();
      expect(await inView(region, total)).toBe(true);
      await press(previous);
      await browser.waitUntil(() => inView(region, total - REVIEW_CARDS_VISIBLE));
    });

    it("home reviews: every card side by side, with five stars each", async () => {
      await visit(ROUTES.home);
      const region = carousel(en.client_reviews_label);
      const boxes = await Promise.all(
        Array.from({ length: homeCount }, (_, index) => placement(region, index + 1, homeCount)),
      );
      for (let index = 1; index < homeCount; index++)
        expect(boxes[index]?.x).toBeGreaterThan((boxes[index - 1]?.x ?? 0) + (boxes[index - 1]?.width ?? 0));
      expect(await shownButtons(region, "button")).toBe(0);
    });
  } else {
    it("dots are buttons that show their card", async () => {
      await visit(ROUTES.testimonials);
      const region = storeReviews();
      await browser.execute(
        (element) => element.scrollIntoView({ block: "center", behavior: "instant" }),
        await region,
      );
      expect(await shownButtons(region, "[data-carousel-dots] button")).toBe(total);
      await waitForCurrentDot(region, dotName(1));
      expect(await inView(region, 1)).toBe(true);
      expect(await inView(region, 2)).toBe(false);
      await expect(button(en.next, region)).not.toBeDisplayed();

      await press(button(dotName(5), region));
      await waitForCurrentDot(region, dotName(5));
      await browser.waitUntil(() => inView(region, 5), { timeoutMsg: "card 5 not in view" });
      // Four cards (a percentage of the track) and four gaps (pixels), each in a property of its own:
      // a calc() mixing the two is what WebKitGTK's web process crashed on as the track slid (decision 025).
      await animationsDone();
      expect(await trackOffset(region)).toEqual({
        translate: "-400%",
        transform: `matrix(1, 0, 0, 1, ${-4 * REVIEW_CARD_GAP_PX}, 0)`,
      });
      expect(await isInert(region, 4)).toBe(true);
      await press(button(dotName(total), region));
      await browser.waitUntil(() => inView(region, total));
    });

    it("a tap on a card goes next and wraps around; a mouse drag over 75 px moves, a short one does not", async () => {
      await visit(ROUTES.testimonials);
      const region = storeReviews();
      await press(button(dotName(total), region));
      await browser.waitUntil(() => inView(region, total));
      // A tap: a press and release in place, on the card's heading (not its link).
      await press(slide(region, total, total).$("h3, h4, [role=heading]"));
      await waitForCurrentDot(region, dotName(1));
      await browser.waitUntil(() => inView(region, 1));

      const surface = region.$("[aria-live]").$("..");
      await dragAcross(surface, -120);
      await waitForCurrentDot(region, dotName(2));
      await dragAcross(surface, 120);
      await waitForCurrentDot(region, dotName(1));
      await dragAcross(surface, -50);
      // A drag taken as a move would have moved the current dot by the frames after it.
      await framesRendered();
      await waitForCurrentDot(region, dotName(1));
    });

    it("home reviews: one card at a time with dots and a swipe, no arrows", async () => {
      await visit(ROUTES.home);
      const region = carousel(en.client_reviews_label);
      await browser.execute(
        (element) => element.scrollIntoView({ block: "center", behavior: "instant" }),
        await region,
      );
      expect(await shownButtons(region, "[data-carousel-dots] button")).toBe(homeCount);
      expect(await shownButtons(region, `button[aria-label="${en.next}"]`)).toBe(0);
      await press(button(dotName(2, homeCount), region));
      await waitForCurrentDot(region, dotName(2, homeCount));
      await browser.waitUntil(() => inView(region, 2, homeCount));
    });
  }
});
