/**
 * The copyright line's current year (spec §2 Footer: "a copyright line with the current year"), a
 * shell module that runs in `<head>`. The footer is built with the build's year (footer.tsx), which
 * is what shows without JavaScript; a site rebuilt rarely would show last year's © from 1 January
 * on, so the shell writes the year of the visitor's own clock into every `[data-current-year]`
 * (footer-marks.ts) as soon as the document is parsed, before the footer can be scrolled to, and
 * again when the page comes back from the back/forward cache (kept there over New Year, it would
 * show the old one).
 */
import { CURRENT_YEAR_ATTRIBUTE } from "~/components/layout/footer-marks";

/**
 * Writes `year` into every element marked {@link CURRENT_YEAR_ATTRIBUTE} under `root` whose text
 * differs (so an up-to-date build's page is not touched).
 * @param root - the document or an element to search
 * @param year - the year to show, e.g. 2031 (default: the visitor's clock's year)
 * @returns how many elements were changed; never throws
 */
export function showCurrentYear(root: ParentNode, year: number = new Date().getFullYear()): number {
  let changed = 0;
  for (const element of root.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) {
    if (element.textContent === String(year)) continue;
    element.textContent = String(year);
    changed += 1;
  }
  return changed;
}

/**
 * Starts the current year on this document: once it is parsed (`DOMContentLoaded`, or at once
 * when that has passed) and whenever it is shown again from the back/forward cache (`pageshow`
 * with `persisted`), the footer's year becomes the visitor's ({@link showCurrentYear}). Needs no
 * element to exist yet; call it once per page. Never throws.
 */
export function startCurrentYear(): void {
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", () => showCurrentYear(document), { once: true });
  } else showCurrentYear(document);
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) showCurrentYear(document);
  });
}
