import { holdScrollLock } from "./scroll-lock";

/** What {@link holdPage} does besides locking scroll and making the page inert. */
export type PageHoldOptions = {
  /** A selector for elements beside the overlay that stay usable (the consent banner above the phone menu). */
  spare?: string;
  /** Where focus goes, unless it is already inside the overlay. */
  focus?: HTMLElement | null;
};

/**
 * Holds the page behind an overlay that is not a modal `<dialog>` (spec §4: the phone's full-screen
 * menu, the consent banner asking for a choice), so nothing behind it can be scrolled, tabbed to,
 * clicked or read by assistive technology (WCAG 2.4.3, 2.4.11):
 * - page scrolling is locked ({@link holdScrollLock});
 * - from `overlay` up to `<body>`, every sibling on the way is made `inert`, except those matching
 *   `spare`, scripts, and elements already inert (another overlay's, which that one releases);
 * - focus moves to `options.focus` unless it is already inside the overlay.
 *
 * @param overlay - the overlay's outermost element
 * @param options - what to spare and where focus goes
 * @returns the release: it unlocks scroll and removes `inert` from exactly the elements this call
 *   marked; calling it again does nothing. Never throws.
 */
export function holdPage(overlay: Element, options: PageHoldOptions = {}): () => void {
  const releaseScroll = holdScrollLock();
  let made: Element[] = [];
  for (let node: Element = overlay; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute("inert") || sibling.tagName === "SCRIPT") continue;
      if (options.spare && sibling.matches(options.spare)) continue;
      sibling.setAttribute("inert", "");
      made.push(sibling);
    }
  }
  if (!overlay.contains(document.activeElement)) options.focus?.focus({ preventScroll: true });
  return () => {
    releaseScroll();
    for (const element of made) element.removeAttribute("inert");
    made = [];
  };
}
