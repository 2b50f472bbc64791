const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * Keeps Tab and Shift+Tab cycling inside `container` (an overlay's focus trap):
 * from its last focusable element Tab goes to the first, and from the first
 * (or from the container itself, or an element before the first such as a
 * heading focused with `tabindex="-1"`) Shift+Tab goes to the last. A native modal
 * dialog already keeps focus off the page behind it, but would let Tab move on
 * to the browser's own toolbar; this keeps it in the overlay.
 *
 * @param event - a keydown inside `container` (a DOM or a React event); anything but Tab is ignored
 * @param container - the overlay element
 * @returns true if it moved focus (and prevented the default), else false
 */
export function wrapFocus(
  event: Pick<KeyboardEvent, "key" | "shiftKey" | "preventDefault">,
  container: HTMLElement,
): boolean {
  if (event.key !== "Tab") return false;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return false;
  const active = document.activeElement;
  const target = event.shiftKey
    ? active === first ||
      active === container ||
      !active ||
      !container.contains(active) ||
      Boolean(first.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_PRECEDING)
      ? last
      : null
    : active === last
      ? first
      : null;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
