import { browser } from "@wdio/globals";

/**
 * Waits until the page has rendered `count` more animation frames: for a check that something does
 * NOT happen after an input (the page does not scroll, a carousel does not move). The input's
 * handlers have run and what they would move has started moving by then; there is no later event to
 * wait for, and no fixed time either. (WebDriver's Execute Script awaits the promise returned.)
 * @param count - frames to wait, 1 or more (each a rendering update, about 16 ms on an idle machine)
 */
export async function framesRendered(count = 3): Promise<void> {
  await browser.execute(async (frames: number) => {
    for (let frame = 0; frame < frames; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * Waits until every finite CSS transition and animation running in the page (a dialog's fade, a
 * bar's slide, a backdrop's fade-in) has finished, from the next frame on so that one an input has
 * just started is included. Infinite ones (a spinner) are not waited for.
 */
export async function animationsDone(): Promise<void> {
  await framesRendered(1);
  await browser.execute(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/**
 * Waits until the page has stopped scrolling: the same position over 3 rendered frames, twice in a
 * row (a keyboard scroll in WebKit is animated).
 */
export async function scrollSettled(): Promise<void> {
  let last = Number.NaN;
  await browser.waitUntil(
    async () => {
      await framesRendered(3);
      const y = await browser.execute(() => window.scrollY);
      const settled = y === last;
      last = y;
      return settled;
    },
    { timeoutMsg: "the page did not stop scrolling" },
  );
}
