/**
 * The lightbox of spec §4 as a pure state machine: closed → opened ⇄
 * changing_image → closing → closed. Timing lives in {@link lightboxTimer};
 * the component runs it (see `useTimedReducer`). No DOM here.
 */
import { LIGHTBOX_TRANSITION_MS } from "~/logic/spec-timings";
import type { Timer } from "./timer";

/** The lightbox's state. `seq` counts entries into a timed state, so each gets a fresh timer. */
export type LightboxState<T> =
  | { status: "closed"; images: readonly T[]; index: null; seq: number }
  | { status: "opened"; images: readonly T[]; index: number; seq: number }
  | { status: "changing_image"; images: readonly T[]; index: number; target: number; seq: number }
  | { status: "closing"; images: readonly T[]; index: number; seq: number };

/** What can happen to a lightbox: the visitor's requests, and the two timers' ends. */
export type LightboxEvent<T> =
  | { type: "open"; images: readonly T[]; index: number }
  | { type: "next" }
  | { type: "previous" }
  | { type: "change_done" }
  | { type: "close" }
  | { type: "close_done" };

/** The closed lightbox: no images, no index. */
export const closedLightbox: LightboxState<never> = { status: "closed", images: [], index: null, seq: 0 };

/**
 * Wraps an index into `0 … count - 1` (spec §4: next and previous wrap around).
 * @param index - any integer, e.g. -1 or `count`
 * @param count - the number of images, at least 1
 * @returns the wrapped index
 */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * The lightbox's transition function (spec §4 Lightbox).
 *
 * - `open` from closed or closing: opened at `index`. Ignored while already open,
 *   and (staying as it is) when the list is empty or the index is not one of its positions.
 * - `next`/`previous` only from opened or changing_image: changing_image towards
 *   the wrapped neighbour of the current target. Ignored with a single image.
 * - `change_done` (500 ms after the change began): opened at the target.
 * - `close` from opened or changing_image: closing (a pending change is dropped).
 * - `close_done` (500 ms later): closed, clearing images and index.
 *
 * @returns the next state, or the same object when the event does not apply
 */
export function lightboxReducer<T>(state: LightboxState<T>, event: LightboxEvent<T>): LightboxState<T> {
  switch (event.type) {
    case "open": {
      if (state.status !== "closed" && state.status !== "closing") return state;
      const valid = Number.isInteger(event.index) && event.index >= 0 && event.index < event.images.length;
      if (!valid) return state;
      return { status: "opened", images: event.images, index: event.index, seq: state.seq };
    }
    case "next":
    case "previous": {
      if (state.status !== "opened" && state.status !== "changing_image") return state;
      if (state.images.length < 2) return state;
      const step = event.type === "next" ? 1 : -1;
      if (state.status === "opened") {
        return {
          ...state,
          status: "changing_image",
          target: wrapIndex(state.index + step, state.images.length),
          seq: state.seq + 1,
        };
      }
      return { ...state, target: wrapIndex(state.target + step, state.images.length) };
    }
    case "change_done":
      if (state.status !== "changing_image") return state;
      return { status: "opened", images: state.images, index: state.target, seq: state.seq };
    case "close":
      if (state.status !== "opened" && state.status !== "changing_image") return state;
      return { status: "closing", images: state.images, index: state.index, seq: state.seq + 1 };
    case "close_done":
      if (state.status !== "closing") return state;
      return { status: "closed", images: [], index: null, seq: state.seq };
  }
}

/**
 * The timer a lightbox state waits for: the image change and the closing each
 * end after 500 ms (spec §9 lightbox transition).
 * @returns the pending timer, or null in opened and closed
 */
export function lightboxTimer<T>(state: LightboxState<T>): Timer<LightboxEvent<T>> | null {
  if (state.status === "changing_image")
    return { id: `change:${state.seq}`, event: { type: "change_done" }, afterMs: LIGHTBOX_TRANSITION_MS };
  if (state.status === "closing")
    return { id: `close:${state.seq}`, event: { type: "close_done" }, afterMs: LIGHTBOX_TRANSITION_MS };
  return null;
}
