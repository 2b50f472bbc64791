import { expect, type Locator, type Page } from "@playwright/test";

type Point = { x: number; y: number };

/**
 * A one-finger swipe as real touch input: Chromium turns the CDP touch events
 * into touch and pointer events (pointerType "touch"), exactly as a phone's
 * screen does, so the page's own gesture code runs. Needs `hasTouch`.
 * @param from - start in CSS px from the viewport's top-left
 * @param to - end point; the finger moves there in `steps` even steps
 */
export async function swipe(page: Page, from: Point, to: Point, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from.x, y: from.y }] });
  for (let step = 1; step <= steps; step++) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** The centre of an element, in viewport coordinates. */
export async function centreOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element is not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Swipes horizontally by `dx` px (negative: to the left) across the middle of `locator`. */
export async function swipeAcross(page: Page, locator: Locator, dx: number, dy = 0) {
  const centre = await centreOf(locator);
  await swipe(page, { x: centre.x - dx / 2, y: centre.y - dy / 2 }, { x: centre.x + dx / 2, y: centre.y + dy / 2 });
}

/** Mobile emulation used by the touch journeys: a 390 px phone with touch input. */
export const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
/** The desktop journeys: mouse and keyboard at 1280 px. */
export const desktop = { viewport: { width: 1280, height: 800 } } as const;

/** Waits until the page has stopped scrolling (a tap during a touch fling only stops the fling, as on a phone). */
export async function scrollSettled(page: Page) {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const settled = y === last;
      last = y;
      return settled;
    })
    .toBe(true);
}
