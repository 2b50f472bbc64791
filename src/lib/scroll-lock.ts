import { useEffect } from "react";

const holders = new Set<symbol>();

/**
 * Locks page scrolling while `active` (spec §4: full-screen menu, lightbox,
 * consent banner). Several holders may lock at once; the page scrolls again
 * when the last one releases. The lock is the `data-scroll-locked` attribute on
 * <html>, styled in app.css with a reserved scrollbar gutter, so locking never
 * shifts the layout. Native modal `<dialog>`s lock by CSS alone.
 *
 * @param active - whether this caller wants the page locked now
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const holder = Symbol("scroll-lock");
    holders.add(holder);
    document.documentElement.setAttribute("data-scroll-locked", "");
    return () => {
      holders.delete(holder);
      if (holders.size === 0) document.documentElement.removeAttribute("data-scroll-locked");
    };
  }, [active]);
}
