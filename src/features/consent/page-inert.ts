/**
 * The page behind the consent banner (issue 16, WCAG 2.4.11 Focus Not Obscured): while the banner
 * asks for a choice it is modal. Everything beside it is `inert`, so Tab cannot reach a control
 * hidden under it, and focus starts in it (src/scripts/consent-banner.ts). Only the marks made here
 * are undone here, so the phone menu's own inert page (src/lib/inert-others.ts) is left alone.
 */

/** Marks the banner's outermost element, whatever it shows. */
export const CONSENT_BANNER_ATTRIBUTE = "data-consent-banner";

/** Marks an element made inert for the banner, so only those are released again. */
export const CONSENT_INERT_ATTRIBUTE = "data-consent-inert";

/**
 * Makes the banner's siblings inert, or releases those it made inert. Elements already inert for
 * another reason (the phone menu's page) and scripts are left alone.
 * @param banner - the banner's outermost element
 * @param on - true while the banner asks for a choice
 */
export function setPageInert(banner: Element, on: boolean): void {
  if (!on) {
    for (const element of document.querySelectorAll(`[${CONSENT_INERT_ATTRIBUTE}]`)) {
      element.removeAttribute("inert");
      element.removeAttribute(CONSENT_INERT_ATTRIBUTE);
    }
    return;
  }
  for (const element of banner.parentElement?.children ?? []) {
    if (element === banner || element.tagName === "SCRIPT" || element.hasAttribute("inert")) continue;
    element.setAttribute("inert", "");
    element.setAttribute(CONSENT_INERT_ATTRIBUTE, "");
  }
}
