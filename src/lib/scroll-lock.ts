/** Set on <html> while anything holds the lock; app.css then stops the page from scrolling. */
export const SCROLL_LOCKED_ATTRIBUTE = "data-scroll-locked";

const holders = new Set<symbol>();

/**
 * Locks page scrolling until every holder has released it (spec §4: while the full-screen menu,
 * the lightbox or the consent banner is open). Shared by the shell scripts and the islands: the
 * page stays locked while any of them still holds it. React-free, so the shell's inline script can
 * import it; islands use `useScrollLock` (use-scroll-lock.ts).
 * @returns the release function; calling it more than once does nothing
 */
export function holdScrollLock(): () => void {
  const holder = Symbol("scroll-lock");
  holders.add(holder);
  document.documentElement.setAttribute(SCROLL_LOCKED_ATTRIBUTE, "");
  return () => {
    if (!holders.delete(holder)) return;
    if (holders.size === 0) document.documentElement.removeAttribute(SCROLL_LOCKED_ATTRIBUTE);
  };
}
