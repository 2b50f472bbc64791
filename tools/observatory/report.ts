import type { ObservatoryTest, PageScan, ScanError } from "./observatory.ts";

/**
 * How the HTTP contract reports the Mozilla HTTP Observatory's grades (decision 029): a line per
 * page and per test for the annotations, and, for a page below the floor, a message naming each
 * failing test with its score modifier. Pure: text in, text out.
 */

/** A score modifier with its sign: 5 → "+5", -20 → "-20", 0 → "0". */
export function signed(modifier: number): string {
  return modifier > 0 ? `+${modifier}` : String(modifier);
}

/** The Observatory's description of a result as plain text (it writes HTML): tags dropped, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * One test as a line.
 * @returns e.g. "content-security-policy: csp-implemented-with-unsafe-inline (-20, failed)"
 */
export function testLine(test: ObservatoryTest): string {
  return `${test.name}: ${test.result ?? "no result"} (${signed(test.scoreModifier)}, ${test.pass ? "passed" : "failed"})`;
}

/**
 * A page's grade as a line.
 * @returns e.g. "/about: A+ 110, 10/10 tests passed", or the reason it has none
 */
export function gradeLine(page: PageScan | ScanError): string {
  if ("error" in page) return `${page.path}: not graded: ${page.error}`;
  return `${page.path}: ${page.grade} ${page.score}, ${page.testsPassed}/${page.testsQuantity} tests passed`;
}

/**
 * Why a page falls short of the floor.
 * @param page - the page's scan
 * @param minimumScore - the lowest score allowed
 * @returns undefined when the page scores at least `minimumScore`; otherwise its grade, then each
 *   failing test with its result, score modifier and the Observatory's description, or, when every
 *   test passes, each test with what it earned (the floor then wants a bonus the page lacks); or
 *   the Observatory's error when it could not grade the page
 */
export function shortfall(page: PageScan | ScanError, minimumScore: number): string | undefined {
  if ("error" in page) return gradeLine(page);
  if (page.score >= minimumScore) return undefined;
  const failing = page.tests.filter((test) => !test.pass);
  const listed = failing.length > 0 ? failing : page.tests;
  const heading =
    failing.length > 0
      ? `failing: ${failing.length}`
      : "no test fails; what each earned (the floor wants a bonus this page lacks)";
  return [
    `${gradeLine(page)}: below ${minimumScore}; ${heading}`,
    ...listed.map((test) => `  ${testLine(test)}: ${plainText(test.scoreDescription)}`),
  ].join("\n");
}
