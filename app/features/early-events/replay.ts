/**
 * The app's side of the early-event capture (issue 12, decision 004): once the page has
 * hydrated and settled, every control the visitor pressed before that is pressed again, in
 * order, now with the app behind it. See capture-script.ts for what is captured.
 */
import { useEffect, useState } from "react";
import type { AnalyticsChoice } from "~/features/consent/consent-record";
import { HYDRATED_ATTRIBUTE, HYDRATED_MARK } from "~/lib/hydrated";
import { PRESSED_ATTRIBUTE } from "./capture-script";

let replaying = false;

/**
 * Whether the event being handled right now is a replay of a press made before hydration. For
 * surfaces whose gesture a plain click does not carry (a carousel's tap): they act on the
 * replayed click only.
 * @returns true only inside a replayed control's event handlers
 */
export function isReplaying(): boolean {
  return replaying;
}

/**
 * Turns the capture script off and presses each queued control once, in the order the visitor
 * used them: its pressed mark is removed, then a form is submitted with `requestSubmit()` (which
 * runs the app's validation and submit handler) and anything else is clicked (a link's default
 * is then the app's to prevent, as with a real click). Controls no longer in the document are
 * skipped. Safe to call more than once: the queue is emptied.
 * @param target - the window holding the queue (defaults to `window`)
 * @returns how many controls were replayed
 */
export function replayEarlyEvents(target: Window = window): number {
  const early = target.__earlyEvents;
  if (!early) return 0;
  early.off = true;
  let count = 0;
  for (const element of early.queue.splice(0)) {
    element.removeAttribute(PRESSED_ATTRIBUTE);
    element.removeAttribute("aria-busy");
    if (!element.isConnected) continue;
    replaying = true;
    try {
      if (element.tagName === "FORM") (element as HTMLFormElement).requestSubmit();
      else (element as HTMLElement).click();
      count++;
    } finally {
      replaying = false;
    }
  }
  return count;
}

/**
 * The consent choice the capture script stored and pushed to the tag layer before hydration.
 * @param target - the window (defaults to `window`)
 * @returns "granted" or "denied", or null when the visitor chose nothing before hydration
 */
export function earlyConsentChoice(target: Window = window): AnalyticsChoice | null {
  return target.__earlyEvents?.consent ?? null;
}

/**
 * Replays the early presses (spec §4 controls, issue 12) once the page has settled, then sets `<html data-hydrated>` and the
 * `hydrated` User Timing mark. Call it
 * once, in the root route. Its first effect runs after every child's mount effect, and the state
 * it sets renders together with what those effects dispatched (the stored consent, the real
 * viewport width), so the replay sees the page as a visitor pressing it now would.
 */
export function useEarlyEventReplay(): void {
  const [settled, setSettled] = useState(false);
  // The one extra render is the point: it carries the updates the mount effects dispatched.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setSettled(true), []);
  useEffect(() => {
    if (!settled) return;
    replayEarlyEvents();
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    performance.mark(HYDRATED_MARK);
  }, [settled]);
}
