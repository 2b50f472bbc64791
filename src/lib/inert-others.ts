/**
 * Makes the page around `keep` inert: not focusable, not clickable, hidden from assistive
 * technology. For a full-screen overlay that is not a `<dialog>` (the phone menu, spec §4), so Tab
 * cannot wander into the page hidden behind it.
 *
 * Walks from `keep` up to `<body>` and marks every sibling on the way. Siblings matching `spare`
 * (the consent banner, which sits above everything and must stay answerable), scripts and elements
 * that were already inert are left alone. Other fixed-position siblings are not spared: the skip
 * link leaves the tab order too, so it never targets an inert `<main>` (issue 16, WCAG 2.4.3).
 *
 * @param keep - the overlay's outermost element (the navigation bar's `<header>`)
 * @param spare - a selector for siblings that stay usable
 * @returns the release: it removes `inert` from exactly the elements this call marked; calling it
 *   again does nothing
 */
export function inertOthers(keep: Element, spare?: string): () => void {
  let made: Element[] = [];
  for (let node: Element = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute("inert") || sibling.tagName === "SCRIPT") continue;
      if (spare && sibling.matches(spare)) continue;
      sibling.setAttribute("inert", "");
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.removeAttribute("inert");
    made = [];
  };
}
