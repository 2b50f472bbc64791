import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null;
}

function subscribe(listener: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener("change", listener);
  return () => query?.removeEventListener("change", listener);
}

/**
 * Whether the visitor asked for reduced motion right now (spec §4
 * "Reduced motion"). Without `matchMedia` (old browsers, prerendering) it is false.
 */
export function prefersReducedMotion(): boolean {
  return mediaQuery()?.matches ?? false;
}

/**
 * Subscribes to `prefers-reduced-motion: reduce`; re-renders when it changes.
 * @returns true when animations should be replaced by instant changes (false while hydrating)
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
