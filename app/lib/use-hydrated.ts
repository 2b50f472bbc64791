import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * Whether the page has hydrated: false in the prerendered HTML and during
 * hydration, true from the first client render after it (no mismatch).
 * For controls that only work with JavaScript, so they are not used early.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
