import { useEffect } from "react";

/**
 * While `active`, makes the page around `ref`'s element `inert`: not
 * focusable, not clickable, hidden from assistive technology. For a
 * full-screen overlay that is not a `<dialog>` (the mobile menu, spec §4), so
 * Tab cannot wander into the page hidden behind it.
 *
 * Siblings matching `spare` (the consent banner, which sits above everything
 * and must stay answerable) are left alone, as are scripts and elements that
 * were already inert. Other
 * fixed-position siblings are not spared: the skip link, fixed at the top,
 * leaves the tab order too, so it never targets an inert `<main>` (issue 16,
 * WCAG 2.4.3). Everything is restored when `active` turns false or the
 * component unmounts.
 *
 * @param ref - the overlay's outermost element (e.g. the header holding the menu)
 * @param active - whether the rest of the page should be inert now
 * @param spare - a selector for siblings that stay usable
 */
export function useInertOthers(ref: React.RefObject<HTMLElement | null>, active: boolean, spare?: string): void {
  useEffect(() => {
    const keep = ref.current;
    if (!active || !keep) return;
    const made: Element[] = [];
    for (let node: Element = keep; node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute("inert") || !(sibling instanceof HTMLElement)) continue;
        if (sibling instanceof HTMLScriptElement || (spare && sibling.matches(spare))) continue;
        sibling.setAttribute("inert", "");
        made.push(sibling);
      }
    }
    return () => {
      for (const element of made) element.removeAttribute("inert");
    };
  }, [ref, active, spare]);
}
