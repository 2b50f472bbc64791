import { browser } from "@wdio/globals";
import type { ChainablePromiseElement } from "webdriverio";
import { scrollSettled } from "./settle.ts";

/**
 * Clicks an element as a visitor would, once it shows: centred in the viewport first, then a real
 * mouse click at its centre (WebDriver Element Click).
 *
 * Centring first is for WebKitWebDriver, not the page: before a click it scrolls an element into
 * view only when it finds it out of view, and it counts the element's `scroll-margin-top` (6rem on
 * the page's content, app.css) as if the viewport reached that far below its bottom edge. An element
 * within 96 px under the viewport is not scrolled to, and the click fails with "element not
 * interactable" (e.g. the first retailer button under Buy at 390 px). Keyboard focus and
 * `scrollIntoView` reveal such an element correctly; only the driver's own check is off.
 * @param element - what to click
 */
export async function press(element: ChainablePromiseElement): Promise<void> {
  await element.waitForDisplayed();
  await browser.execute(
    (target) => target.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" }),
    await element,
  );
  await element.click();
}

/**
 * A click at a point of the viewport (a backdrop, an empty part of the page).
 * @param x - CSS px from the viewport's left edge
 * @param y - CSS px from its top edge
 */
export async function clickAt(x: number, y: number): Promise<void> {
  await browser
    .action("pointer", { parameters: { pointerType: "mouse" } })
    .move({ x: Math.round(x), y: Math.round(y), origin: "viewport" })
    .down({ button: 0 })
    .up({ button: 0 })
    .perform();
}

/**
 * Moves the mouse to a point of the viewport, pressing nothing.
 * @param x - CSS px from the viewport's left edge
 * @param y - CSS px from its top edge
 */
export async function mouseTo(x: number, y: number): Promise<void> {
  await browser
    .action("pointer", { parameters: { pointerType: "mouse" } })
    .move({ x: Math.round(x), y: Math.round(y), origin: "viewport" })
    .perform();
}

/**
 * Drags the mouse across the middle of an element by `dx` px (negative: to the left), as a swipe
 * with a mouse: the site's gesture code takes mouse, pen and touch pointers alike.
 * @param element - where the drag starts and ends, centred on it
 * @param dx - the horizontal distance
 */
export async function dragAcross(element: ChainablePromiseElement, dx: number): Promise<void> {
  const rect = await browser.execute(
    (target) => {
      const box = target.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    },
    await element,
  );
  const from = { x: Math.round(rect.x - dx / 2), y: Math.round(rect.y) };
  const steps = 6;
  let action = browser
    .action("pointer", { parameters: { pointerType: "mouse" } })
    .move({ ...from, origin: "viewport" })
    .down({ button: 0 });
  for (let step = 1; step <= steps; step++) {
    action = action.move({ x: Math.round(from.x + (dx * step) / steps), y: from.y, origin: "viewport", duration: 16 });
  }
  await action.up({ button: 0 }).perform();
}

/**
 * Scrolls the page with the keyboard, as a visitor does without a wheel: focus goes back to the
 * document's body first, then the keys go there. WebKitWebDriver's wheel and touch actions do not
 * scroll the page here (they pass without effect), and a script's `scrollTo` ignores a scroll
 * lock, so keys are the one visitor's scroll WebDriver has. Each key's scroll is let finish, counted
 * in rendered frames (settle.ts), not in time: on a busy machine a frame can come late, and a
 * position read twice in the meantime looked settled while the animation had only stalled, so the
 * next key's scroll ran in the same frame as the end of this one and the page saw only their sum
 * (decision 025).
 * @param key - e.g. `Key.PageDown`, `Key.ArrowUp`
 * @param times - how often to press them
 */
export async function scrollWithKeys(key: string, times = 1): Promise<void> {
  await browser.execute(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) active.blur();
  });
  for (let i = 0; i < times; i++) {
    const before = await browser.execute(() => window.scrollY);
    await browser.keys(key);
    // The key reaches the page a moment later; at an end of the page it scrolls nothing at all.
    await browser
      .waitUntil(async () => (await browser.execute(() => window.scrollY)) !== before, { timeout: 1500, interval: 30 })
      .catch(() => undefined);
    await scrollSettled();
  }
}

/**
 * Scrolls the window to `y` at once, as a script would (to set a page up, not to test scrolling:
 * it ignores a scroll lock).
 * @param y - the wanted `scrollY`
 */
export async function scrollToY(y: number): Promise<void> {
  await browser.execute((top) => window.scrollTo({ top, behavior: "instant" }), y);
}
