import type { Answer } from "../support/http-client.ts";
import { expect, test } from "./fixture.ts";
import type { HostRules } from "./hosts.ts";
import { expectSecurityHeaders, expectStrictPolicy, notFoundHtml, policyOf } from "./site.ts";
import { fileText, headingOf } from "../support/build-output.ts";
import { NOT_FOUND_PATH, ROUTES } from "../../src/routes.ts";

/**
 * An address the site has no page or file for answers status 404 with the bare '404' page
 * (spec §2), and nothing that is not a page of the site is served as one.
 */

const unknownPaths = [
  "/no-such-page",
  "/about/team",
  "/books/3/extra",
  "/assets/nothing.svg",
  "/__spa-fallback.html",
  "/.env",
  "/BOOKS",
  "/a%20b?q=%C3%A9",
];

/** The bare 404 page as the host answers another path with it: status, body, headers by the host's rules. */
function expectNotFoundPage(answer: Answer, rules: HostRules, label: string): void {
  expect(answer.status, label).toBe(404);
  expect(answer.text, `${label}: the 404 page as built`).toBe(notFoundHtml);
  expectSecurityHeaders(answer, label);
  const csp = answer.headers["content-security-policy"];
  if (rules.notFoundHeaders === "own") {
    expect(csp, `${label}: the 404 page's own CSP`).toBe(policyOf(notFoundHtml));
    expectStrictPolicy(csp, label, notFoundHtml);
  } else expect(csp, `${label}: only the headers every path gets`).toBeUndefined();
  expect(answer.headers["cache-control"], label).toBe(rules.notFoundCacheControl);
}

test("the 404 page is bare: its heading '404', no navigation, and no form", () => {
  expect(headingOf(notFoundHtml)).toBe("404");
  expect(notFoundHtml).not.toMatch(/<nav[\s>]/);
  expect(notFoundHtml).not.toMatch(/<form[\s>]/);
});

for (const path of unknownPaths) {
  test(`${path} answers 404 with the bare 404 page`, async ({ http, rules }) => {
    expectNotFoundPage(await http.get(path), rules, path);
  });
}

test("the built HTML files' own names are not pages of the site", async ({ http, rules }) => {
  const hostNames: Record<string, [status: number, location: string | undefined]> = {
    "/index.html": [308, ROUTES.home],
    "/about/index.html": [308, "/about/"],
    "/404.html": [308, NOT_FOUND_PATH],
    [NOT_FOUND_PATH]: [200, undefined],
  };
  for (const [path, [status, location]] of Object.entries(hostNames)) {
    const answer = await http.get(path);
    if (rules.htmlFileNames === "not-found") expectNotFoundPage(answer, rules, path);
    else {
      expect(answer.status, path).toBe(status);
      expect(answer.headers["location"], path).toBe(location);
      if (status === 200) expect(answer.text, path).toBe(notFoundHtml);
    }
  }
});

test("the other hosts' config files are not served", async ({ http, rules }) => {
  for (const path of ["/_headers", "/_redirects"]) {
    const answer = await http.get(path);
    if (rules.configFiles === "not-found") expectNotFoundPage(answer, rules, path);
    else {
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.text, path).not.toContain(fileText(path.slice(1)).split("\n")[0] ?? "");
    }
  }
});
