import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The rules Lighthouse's accessibility audit turns on beyond its WCAG 2 A and AA tags (Lighthouse
 * 12.8's `core/gather/gatherers/accessibility.js`), some of them off in axe by default: with these
 * on too, a page axe passes also scores 100 in Lighthouse's accessibility category. Rules
 * Lighthouse turns off stay on here.
 */
const LIGHTHOUSE_RULES = [
  "accesskeys",
  "aria-allowed-role",
  "aria-conditional-attr",
  "aria-deprecated-role",
  "aria-dialog-name",
  "aria-prohibited-attr",
  "aria-text",
  "aria-treeitem-name",
  "empty-heading",
  "heading-order",
  "html-xml-lang-mismatch",
  "identical-links-same-purpose",
  "image-redundant-alt",
  "input-button-name",
  "label-content-name-mismatch",
  "landmark-one-main",
  "link-in-text-block",
  "meta-viewport",
  "select-name",
  "skip-link",
  "tabindex",
  "table-duplicate-name",
  "table-fake-caption",
  "target-size",
  "td-has-header",
];

/**
 * Runs axe-core (its default rules: WCAG 2.x A and AA and best practices, and Lighthouse's
 * {@link LIGHTHOUSE_RULES}) on the page as it is now
 * and sums up what it finds, one line per rule broken: `id (impact): first three targets`. An
 * empty list means no violation.
 * @param page - a loaded page, in the state to check (an overlay open, errors shown)
 * @param include - a CSS selector to check only that part of the page; the whole page by default
 * @returns the violations, summed up; rejects if axe cannot run in the page
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // The same rules, at less cost (a second or more a page on a busy machine):
  // - only the violations are described in full, not every node that passes;
  // - axe.run in the page itself ("legacy mode"), instead of a partial run per frame finished in a
  //   blank page that the builder opens and loads axe into each time. Legacy mode leaves out only
  //   cross-origin frames, which the site cannot have: its CSP (server/security-policy.ts) allows
  //   frames from 'self' alone (default-src), and no page has a frame.
  const builder = new AxeBuilder({ page })
    .options({
      resultTypes: ["violations"],
      rules: Object.fromEntries(LIGHTHOUSE_RULES.map((rule) => [rule, { enabled: true }])),
    })
    .setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
}
