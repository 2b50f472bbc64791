import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * Whether this render happens in the browser after hydration.
 * @returns false in the prerender and in the hydrating render (so both produce the same HTML),
 * true in every render after it and on pages rendered on the client (a client-side navigation).
 * Never throws. Used for what the first paint must not request (issue 13, decision 008).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
