import { useEffect } from "react";

/**
 * Set on <html> once the prerendered page has hydrated. Pages hydrate a moment
 * after their first paint (scripts/defer-hydration.ts); until then links work and
 * controls that need JavaScript do nothing. End-to-end tests wait for it before
 * they interact (tests/e2e/fixtures.ts); CSS or monitoring may use it too.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Marks the document as hydrated after the first commit. Call it once, in the
 * root route: its effect runs after every child's, so the whole page is
 * interactive by then.
 */
export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
}
