import { useEffect } from "react";
import { holdScrollLock } from "./scroll-lock";

/**
 * {@link holdScrollLock} for an island: holds the lock while `active` is true.
 * @param active - whether the component's overlay is open
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? holdScrollLock() : undefined), [active]);
}
