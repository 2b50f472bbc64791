/**
 * Set on <html> while anything holds the lock, to the number of holders; app.css then stops the
 * page from scrolling. The count lives in the document, not in this module, so that any bundle's
 * copy of the module (the shell's inline script, an island's) shares it. (The lightbox's modal
 * `<dialog>` needs no hold: app.css locks the page while one is open.)
 */
export const SCROLL_LOCKED_ATTRIBUTE = "data-scroll-locked";

/** The number of holders recorded on <html>; 0 when unlocked or unreadable. */
function holderCount(): number {
  return Number(document.documentElement.getAttribute(SCROLL_LOCKED_ATTRIBUTE)) || 0;
}

/** Records `count` holders on <html>, removing the attribute at 0. */
function setHolderCount(count: number): void {
  if (count > 0) document.documentElement.setAttribute(SCROLL_LOCKED_ATTRIBUTE, String(count));
  else document.documentElement.removeAttribute(SCROLL_LOCKED_ATTRIBUTE);
}

/**
 * Locks page scrolling until every holder has released it (spec §4: while the full-screen menu,
 * the lightbox or the consent banner is open). Shared by the shell scripts and the islands: the
 * page stays locked while any of them still holds it. React-free, so the shell's inline script can
 * import it.
 * @returns the release function; calling it more than once does nothing
 */
export function holdScrollLock(): () => void {
  setHolderCount(holderCount() + 1);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    setHolderCount(holderCount() - 1);
  };
}
