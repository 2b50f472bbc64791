/**
 * The image spinner of spec §4 as a pure state machine: it appears only when
 * loading takes longer than 150 ms, and once shown it stays at least 150 ms,
 * so a fast load never flashes a spinner and a slow one never blinks it.
 */
import { SPINNER_DELAY_MS, SPINNER_MIN_VISIBLE_MS } from "~/logic/spec-timings";
import type { Timer } from "./timer";

/**
 * - idle: nothing loading, no spinner
 * - waiting: loading, spinner not yet shown (the 150 ms delay runs)
 * - showing: loading, spinner shown, its 150 ms minimum still running
 * - showing_long: loading, spinner shown for 150 ms or more
 * - lingering: loaded, spinner kept until its 150 ms minimum ends
 */
export type SpinnerStatus = "idle" | "waiting" | "showing" | "showing_long" | "lingering";
/** The spinner's state; `seq` makes every delay and minimum a fresh timer. */
export type SpinnerState = { status: SpinnerStatus; seq: number };
/** `start`: an image begins loading; `settled`: it loaded or failed; the others are the timers' ends. */
export type SpinnerEvent =
  { type: "start" } | { type: "settled" } | { type: "delay_elapsed" } | { type: "minimum_elapsed" };

/** No image loading, no spinner. */
export const idleSpinner: SpinnerState = { status: "idle", seq: 0 };

/**
 * The spinner's transition function.
 * @returns the next state, or the same object when the event does not apply
 */
export function spinnerReducer(state: SpinnerState, event: SpinnerEvent): SpinnerState {
  const to = (status: SpinnerStatus, nextSeq = state.seq): SpinnerState => ({ status, seq: nextSeq });
  switch (event.type) {
    case "start":
      if (state.status === "idle") return to("waiting", state.seq + 1);
      // A new load while the spinner lingers: it simply stays up, its minimum still counting.
      if (state.status === "lingering") return to("showing");
      return state;
    case "settled":
      if (state.status === "waiting") return to("idle");
      if (state.status === "showing") return to("lingering");
      if (state.status === "showing_long") return to("idle");
      return state;
    case "delay_elapsed":
      return state.status === "waiting" ? to("showing", state.seq + 1) : state;
    case "minimum_elapsed":
      if (state.status === "showing") return to("showing_long");
      if (state.status === "lingering") return to("idle");
      return state;
  }
}

/** Whether the spinner is on screen in this state. */
export function spinnerVisible(state: SpinnerState): boolean {
  return state.status === "showing" || state.status === "showing_long" || state.status === "lingering";
}

/**
 * The timer a spinner state waits for: the 150 ms delay while waiting, the
 * 150 ms minimum while showing or lingering (one timer across both).
 * @returns the pending timer, or null
 */
export function spinnerTimer(state: SpinnerState): Timer<SpinnerEvent> | null {
  if (state.status === "waiting")
    return { id: `delay:${state.seq}`, event: { type: "delay_elapsed" }, afterMs: SPINNER_DELAY_MS };
  if (state.status === "showing" || state.status === "lingering") {
    return { id: `minimum:${state.seq}`, event: { type: "minimum_elapsed" }, afterMs: SPINNER_MIN_VISIBLE_MS };
  }
  return null;
}
