import type { Page } from "@playwright/test";

/** A page that draws no frame for this long has stopped rendering: a healthy one draws 60 a second. ms. */
const STALL_MS = 10_000;
/** How often the watch asks the page for a frame while the work runs. ms. */
const PROBE_EVERY_MS = 2_000;
/** How long the page's main thread may take to answer a question once rendering has stalled. ms. */
const ANSWER_MS = 5_000;

const timedOut = Symbol("timed out");

/** `promise`, or {@link timedOut} if it has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof timedOut> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof timedOut>((resolve) => (timer = setTimeout(() => resolve(timedOut), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Awaits `work`, a wait on the page that needs the page to keep rendering (animation frames, layout,
 * `document.fonts.ready`, which resolves after a layout), and fails fast, saying why, when the page
 * stops rendering: every {@link PROBE_EVERY_MS} it asks the page for one animation frame, and if none
 * comes within {@link STALL_MS} it rejects with what the page was doing (its scroll position and
 * height, visibility, focus, fonts) or, if the page's main thread does not even answer within
 * {@link ANSWER_MS}, says so. Decision 025: a wait names the condition it gave up on.
 * @param page - the page `work` waits on
 * @param what - what the work waits for, for the message (e.g. "the scroll to the bottom")
 * @param work - the wait itself, already started
 * @returns what `work` returns; rejects with `work`'s error, or with the stall's description
 */
export async function whileDrawing<T>(page: Page, what: string, work: Promise<T>): Promise<T> {
  let finished = false;
  const watch = async (): Promise<never> => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      if (finished) return new Promise<never>(() => undefined);
      const frame = await within(
        page.evaluate(() => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true)))),
        STALL_MS,
      );
      if (finished) return new Promise<never>(() => undefined);
      if (frame !== timedOut) continue;
      const state = await within(
        page.evaluate(() => ({
          scrollY: window.scrollY,
          scrollHeight: document.documentElement.scrollHeight,
          visibility: document.visibilityState,
          focused: document.hasFocus(),
          fonts: document.fonts.status,
          readyState: document.readyState,
        })),
        ANSWER_MS,
      );
      throw new Error(
        state === timedOut
          ? `while waiting for ${what}, the page drew no frame for ${STALL_MS} ms, and its main thread did not answer within ${ANSWER_MS} ms`
          : `while waiting for ${what}, the page drew no frame for ${STALL_MS} ms; its main thread answered: ${JSON.stringify(state)}`,
      );
    }
  };
  try {
    return await Promise.race([work, watch()]);
  } finally {
    finished = true;
  }
}
