import type { Page } from "@playwright/test";
import { layoutShiftSoFar } from "../../support/layout-shifts";
import { whileDrawing } from "./drawing";
import { settledLayout, type RequestCounter } from "./settled";

/**
 * The layout shift a visitor sees while the page loads and while they scroll it to the bottom (a
 * CLS value: 0 means nothing moved). The page must have recorded shifts from its first byte
 * (`recordLayoutShifts` before `goto`). In one round trip it scrolls down by 80 % of the viewport
 * at a time, instantly, letting two frames pass at each step (so that lazy images and islands
 * coming into view start loading), to the bottom; then it waits for the layout to settle
 * ({@link settledLayout}) and reads the sum. It leaves the page at the bottom. A page that stops
 * drawing frames fails within seconds, saying so ({@link whileDrawing}).
 * @param page - a page loaded with `recordLayoutShifts`
 * @param requests - the page's request counter, made before `goto`
 * @returns the cumulative layout shift; rejects if the layout never settles
 */
export async function layoutShiftWhileScrolling(page: Page, requests: RequestCounter): Promise<number> {
  const scrolled = page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const root = document.documentElement;
    // At most 200 steps: a page longer than that is a failure of its own, seen in the CLS or the walk.
    for (let step = 0; step < 200; step++) {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: "instant" });
      await frame();
      await frame();
      if (window.scrollY + window.innerHeight >= root.scrollHeight - 2) break;
    }
  });
  await whileDrawing(page, "the scroll to the bottom", scrolled);
  await settledLayout(page, requests);
  return layoutShiftSoFar(page);
}
