import { useSyncExternalStore } from "react";
import { isMobileWidth, RESIZE_DEBOUNCE_MS } from "~/logic/spec-timings";

let current: boolean | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const read = () => isMobileWidth(window.innerWidth);

function onResize() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const next = read();
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  }, RESIZE_DEBOUNCE_MS);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    current = read();
    window.addEventListener("resize", onResize);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("resize", onResize);
    clearTimeout(timer);
  };
}

function getSnapshot(): boolean {
  if (current === null || listeners.size === 0) current = read();
  return current;
}

/**
 * Whether the viewport is mobile (under 1024 px wide, spec §4 Navigation bar).
 * Resizes are debounced by 50 ms (spec §9): the value changes only once the
 * width has stopped changing for 50 ms, and only when it crosses 1024 px.
 * One shared `resize` listener serves every caller.
 *
 * The prerendered HTML is built without a viewport, so during hydration this
 * is `false` (desktop), then the real value; layout itself never depends on it
 * (CSS does that at the same breakpoint), only behaviour does.
 *
 * @returns true under 1024 px, false from 1024 px on
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
