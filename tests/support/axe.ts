import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Runs axe-core (its default rules: WCAG 2.x A and AA and best practices) on the page as it is now
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
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
}
