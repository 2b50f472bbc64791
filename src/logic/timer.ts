/**
 * A delayed event that a state asks for: `event` is dispatched `afterMs`
 * milliseconds after the state first asked for it. `id` names the timer: while
 * successive states ask for the same id, the timer keeps running rather than
 * restarting; a state that asks for another id (or none) cancels it. Machines
 * put a counter in the id (e.g. `close:3`) so that re-entering a timed state
 * always starts a fresh timer, even when React batches several events.
 */
export type Timer<E> = { id: string; event: E; afterMs: number };
