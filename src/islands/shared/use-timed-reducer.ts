import { useEffect, useReducer, useRef } from "react";
import type { Timer } from "~/logic/timer";

/**
 * A pure state machine with timers: `reducer` handles events, and
 * `timerOf(state)` says which delayed event (if any) the state waits for.
 * Both are plain functions, tested on their own; this hook only runs the
 * timers with `setTimeout` and cancels them on unmount.
 *
 * @param reducer - the machine's transition function; returns the same object when an event is ignored
 * @param initial - the starting state
 * @param timerOf - the pending timer of a state, or null
 * @returns the current state and a stable `send(event)` function (React's dispatch)
 */
export function useTimedReducer<S, E>(
  reducer: (state: S, event: E) => S,
  initial: S,
  timerOf: (state: S) => Timer<E> | null,
): [S, (event: E) => void] {
  const [state, send] = useReducer(reducer, initial);
  const timer = timerOf(state);
  const latest = useRef(timer);
  useEffect(() => {
    latest.current = timer;
  });
  const timerId = timer?.id ?? null;
  const afterMs = timer?.afterMs ?? 0;
  useEffect(() => {
    if (timerId === null) return;
    const handle = window.setTimeout(() => {
      const current = latest.current;
      if (current && current.id === timerId) send(current.event);
    }, afterMs);
    return () => window.clearTimeout(handle);
  }, [timerId, afterMs]);
  return [state, send];
}
