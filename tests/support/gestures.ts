import { expect, type Locator, type Page } from "@playwright/test";

type Point = { x: number; y: number };

/**
 * Whether the page's engine takes touch input from the test: Chromium does (CDP touch events,
 * `hasTouch`). Firefox driven over WebDriver BiDi does not: `hasTouch` emulates no touch screen and
 * a tap reaches no element, so its phone journeys use the mouse at the phone's width.
 * @returns true in Chromium
 */
export function takesTouch(page: Page): boolean {
  return page.context().browser()?.browserType().name() === "chromium";
}

/** Taps `locator` where the engine takes touch input ({@link takesTouch}), clicks it elsewhere. */
export async function tap(locator: Locator): Promise<void> {
  if (takesTouch(locator.page())) await locator.tap();
  else await locator.click();
}

/**
 * A one-finger swipe as real touch input: Chromium turns the CDP touch events
 * into touch and pointer events (pointerType "touch"), exactly as a phone's
 * screen does, so the page's own gesture code runs. Needs `hasTouch`. Where the
 * engine takes no touch input ({@link takesTouch}) the same path is a mouse drag:
 * pointer events of type "mouse", which the site's swipe code reads alike, but
 * which never scroll the page as a finger does.
 * @param from - start in CSS px from the viewport's top-left
 * @param to - end point; the finger moves there in `steps` even steps
 */
export async function swipe(page: Page, from: Point, to: Point, steps = 8) {
  if (!takesTouch(page)) {
    // A mouse cannot leave the window, where a finger's path may (a swipe off the screen's edge).
    const { width, height } = page.viewportSize() ?? { width: Infinity, height: Infinity };
    const inside = (point: Point) => ({
      x: Math.min(Math.max(point.x, 0), width - 1),
      y: Math.min(Math.max(point.y, 0), height - 1),
    });
    await page.mouse.move(inside(from).x, inside(from).y);
    await page.mouse.down();
    await page.mouse.move(inside(to).x, inside(to).y, { steps });
    await page.mouse.up();
    return;
  }
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

/**
 * Scrolls the page by `dy` px (positive: down) as a visitor would: with a finger dragged from `at`
 * the other way where the engine takes touch input ({@link takesTouch}), with the mouse wheel over
 * `at` elsewhere.
 */
export async function scrollByFinger(page: Page, at: Point, dy: number) {
  if (takesTouch(page)) return swipe(page, at, { x: at.x, y: at.y - dy });
  await page.mouse.move(at.x, at.y);
  await page.mouse.wheel(0, dy);
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

/**
 * Mobile emulation used by the touch journeys: a 390 px phone with touch input, where the engine
 * emulates one (Chromium; Playwright's Firefox over BiDi has neither `isMobile` nor touch, and takes
 * the same journeys with a mouse at 390 px: see {@link tap}).
 */
export const phone = {
  viewport: { width: 390, height: 844 },
  hasTouch: async ({ browserName }: { browserName: string }, provide: (value: boolean) => Promise<void>) =>
    provide(browserName === "chromium"),
  isMobile: async ({ browserName }: { browserName: string }, provide: (value: boolean) => Promise<void>) =>
    provide(browserName === "chromium"),
};
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
