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
  // Only the violations are reported in full: the rules are the same, but axe does not describe
  // every node that passes (a second or more on a long page).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
}
