/**
 * Findings the page sweeps have made on pages no sweep looked at before the pages tier (decision
 * 021), awaiting a fix in the product, each with its exact text. A sweep expects exactly these on
 * its route, no more and no fewer: a new finding fails as usual, and so does the fix, which then
 * deletes the entry here. Found 2026-11-27 on the contact result pages of decision 018:
 * - the links in orange-deep on the sun-yellow panel are under 4.5:1 (axe `color-contrast`);
 * - their 'Back to …' link is one line of text, 24 px tall on a phone (tap targets, 44 px).
 */
const KNOWN: Record<string, Partial<Record<"axe" | "tap targets", string[]>>> = {
  "/contact-us/sent": {
    axe: ["color-contrast (serious): .text-orange-deep"],
    "tap targets": ['<a> "Back to the home page" is 168×24 px'],
  },
  "/contact-us/not-sent": {
    axe: [
      'color-contrast (serious): a[data-contact-mailto=""] | .text-center > .text-orange-deep.underline.decoration-2',
    ],
    "tap targets": ['<a> "Back to the contact form" is 178×24 px'],
  },
};

/**
 * The findings a sweep is known to make on a route, awaiting a fix (see the list above).
 * @param route - the page's path
 * @param sweep - the sweep
 * @returns the exact findings expected; empty for every other route and sweep
 */
export function knownDefects(route: string, sweep: "axe" | "tap targets"): string[] {
  return KNOWN[route]?.[sweep] ?? [];
}
