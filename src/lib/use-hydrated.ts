import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * Whether the component is running in the browser after hydration (React's documented
 * `useSyncExternalStore` pattern): `false` in the prerendered HTML and during hydration, so the
 * hydrated markup matches it, then `true` from the render right after. For markup that must differ
 * until script runs, such as a carousel's cards that only the layout at one width shows (issue 24 §2:
 * nothing painted is ever dead, and nothing focusable is hidden). Never throws.
 * @returns false on the server and while hydrating, true afterwards
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
