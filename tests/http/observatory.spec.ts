import { scanSite } from "../../tools/observatory/observatory.ts";
import { gradeLine, shortfall, testLine } from "../../tools/observatory/report.ts";
import { ROUTE_SAMPLES } from "../../tools/route-samples.ts";
import { expect, test } from "./fixture.ts";
import { unlistedPages } from "./site.ts";

/**
 * The Mozilla HTTP Observatory's grade of the nginx deployment (decision 029), which only the
 * http-nginx project runs: its own scanner, tests and grader (`@mdn/mdn-http-observatory`,
 * tools/observatory/) scan the site as https://developer.mozilla.org/observatory would scan it in
 * production: plain HTTP first, its redirect to HTTPS, then the HTTPS answer's headers and markup,
 * with the test's self-signed certificate trusted. Every route once (the first book and resource
 * standing for theirs, as for the tools) and the contact form's result pages.
 */

/**
 * The lowest score any page may have. The Observatory starts every page at 100 (A+ from 100 up),
 * takes its penalties off and, when no more than 10 points are lost, adds its bonuses. Today's
 * build: 120, each test passing (+5 for the Referrer-Policy, +5 for framing denied through CSP,
 * +10 for a CSP with nothing unsafe and `default-src 'none'`; it was 0 while the policy allowed
 * inline styles, decision 029).
 */
const MINIMUM_SCORE = 120;

const SCANNED = [...ROUTE_SAMPLES, ...unlistedPages];

test(`the Mozilla HTTP Observatory grades every kind of page A+ with at least ${MINIMUM_SCORE}`, async ({ site }) => {
  // One Node process loads the scanner (jsdom among it) and makes five requests per page, in turn.
  test.setTimeout(120_000);
  const secure = new URL(site.origin);
  const plain = new URL(site.plainOrigin ?? "");
  const pages = await scanSite({
    host: secure.hostname,
    httpPort: Number(plain.port),
    httpsPort: Number(secure.port),
    paths: SCANNED,
    certificate: site.certificate,
  });

  expect(pages.map(({ path }) => path)).toEqual(SCANNED);
  for (const page of pages) test.info().annotations.push({ type: "observatory", description: gradeLine(page) });
  const [home] = pages;
  if (home && "tests" in home)
    for (const result of home.tests)
      test.info().annotations.push({ type: `observatory ${home.path}`, description: testLine(result) });

  const shortfalls = pages.flatMap((page) => shortfall(page, MINIMUM_SCORE) ?? []);
  expect(shortfalls.join("\n"), `every page scores at least ${MINIMUM_SCORE}`).toBe("");
  expect(pages.map((page) => ("grade" in page ? page.grade : page.error))).toEqual(SCANNED.map(() => "A+"));
});
