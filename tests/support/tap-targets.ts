import type { Page } from "@playwright/test";

/**
 * Tap targets on a phone (WCAG 2.5.5 / 2.5.8): every control a
 * visitor can touch is at least 44 × 44 CSS px. The one exception taken is
 * the WCAG "inline" one: a link inside a sentence of running text (a paragraph,
 * list item or table cell with words around it), whose size the line of text
 * sets. Everything else that is smaller fails, with its text and size. One narrowing is taken:
 * a carousel's dots keep one row, so where ten 44 px dots do not fit a phone each
 * narrows evenly, to no less than WCAG 2.5.8's 24 px, and stays 44 px tall.
 */
export const MIN_TARGET = 44;

/**
 * The visible, touchable controls inside `scope` smaller than {@link MIN_TARGET} × {@link MIN_TARGET}
 * CSS px (carousel dots: 24 px wide), less the inline exception, each described for the failure
 * message as `<tag> "name" is W×H px`.
 * @param page - a loaded page, laid out at the width to check (a phone's)
 * @param scope - a CSS selector for the part of the page to check, the whole body by default
 * @returns the controls too small; an empty list when every one is large enough
 */
export async function smallTargets(page: Page, scope = "body"): Promise<string[]> {
  return page.locator(scope).evaluate((root, min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const prose = "p, li, td, th, dd, blockquote, figcaption";

    /** A link set inside a sentence: inline, in a block of running text that has words besides the link's. */
    const isInlineInText = (element: Element) => {
      if (getComputedStyle(element).display !== "inline") return false;
      const block = element.parentElement?.closest(prose);
      if (!block) return false;
      const own = (element.textContent ?? "").trim().length;
      return (block.textContent ?? "").trim().length > own + 1;
    };

    /** Whether a finger could reach it: not inert, and not entirely clipped away or outside the page. */
    const isReachable = (element: Element, rect: DOMRect) => {
      if (element.closest("[inert]")) return false;
      if (rect.bottom + window.scrollY <= 0 || rect.right + window.scrollX <= 0) return false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const box = parent.getBoundingClientRect();
        if (rect.right <= box.left || rect.left >= box.right || rect.bottom <= box.top || rect.top >= box.bottom)
          return false;
      }
      return true;
    };

    /** The hit area: the element's box, or a larger absolutely placed ::before/::after that extends it. */
    const hitArea = (element: Element, rect: DOMRect) => {
      let { width, height } = rect;
      for (const pseudo of ["::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        if (style.content === "none" || style.position !== "absolute" || style.pointerEvents === "none") continue;
        width = Math.max(width, parseFloat(style.width) || 0);
        height = Math.max(height, parseFloat(style.height) || 0);
      }
      return { width, height };
    };

    const problems: string[] = [];
    for (const element of root.querySelectorAll(selector)) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || !isReachable(element, rect) || isInlineInText(element)) continue;
      const { width, height } = hitArea(element, rect);
      const minWidth = element.closest("[data-carousel-dots]") ? 24 : min;
      if (width >= minWidth - 0.5 && height >= min - 0.5) continue;
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 50);
      problems.push(`<${element.tagName.toLowerCase()}> "${name}" is ${Math.round(width)}×${Math.round(height)} px`);
    }
    return problems;
  }, MIN_TARGET);
}
