/**
 * What the page's scroll position does after a navigation (spec §2: "After
 * each navigation other than going back, the page scrolls smoothly to the top
 * after 100 ms"; the issue: going back restores the previous position). Pure.
 */
import { SCROLL_TO_TOP_DELAY_MS } from "~/lib/constants";

/**
 * React Router's navigation types — POP is back/forward, PUSH and REPLACE are
 * new visits — plus LOAD, the first render of a freshly opened document. A
 * reloaded or history-restored document counts as POP.
 */
export type NavigationKind = "POP" | "PUSH" | "REPLACE" | "LOAD";

/** What to do with the scroll position: restore `y` (px) at once, go to the top after `delayMs`, or nothing. */
export type ScrollAction = { kind: "restore"; y: number } | { kind: "top"; delayMs: number } | { kind: "none" };

/**
 * @param navigation - the navigation's kind
 * @param savedY - the scroll position in px last seen on the entry being shown, if any
 * @returns for POP, restore `savedY` (nothing if none was saved or it is not a
 *   position); for PUSH and REPLACE, scroll to the top after 100 ms; for LOAD, nothing
 */
export function scrollActionAfter(navigation: NavigationKind, savedY: number | undefined): ScrollAction {
  if (navigation === "LOAD") return { kind: "none" };
  if (navigation === "POP") {
    const valid = typeof savedY === "number" && Number.isFinite(savedY) && savedY >= 0;
    return valid ? { kind: "restore", y: savedY } : { kind: "none" };
  }
  return { kind: "top", delayMs: SCROLL_TO_TOP_DELAY_MS };
}

/**
 * How the document itself was opened, from the Navigation Timing entry's type.
 * @param timingType - "navigate", "reload", "back_forward" or "prerender" (undefined when unknown)
 * @returns POP for a reload or a return through history, LOAD otherwise
 */
export function firstLoadKind(timingType: string | undefined): NavigationKind {
  return timingType === "reload" || timingType === "back_forward" ? "POP" : "LOAD";
}
