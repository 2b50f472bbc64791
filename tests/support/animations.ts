import type { Page } from "@playwright/test";

/**
 * Waits until every finite animation and transition in the page has finished (an overlay's fade
 * and its backdrop's, a ring easing in), so that what is measured next is the state the visitor
 * is left looking at. It starts from the next frame, so that one an input has just started is
 * included. Infinite ones (a spinner) are not waited for; one cancelled meanwhile counts as done.
 * @param page - the page
 * @returns once they have finished; rejects only if the page navigates or closes meanwhile
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}
