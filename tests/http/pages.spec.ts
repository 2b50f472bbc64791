import { REVALIDATE } from "../../server/serving-rules.ts";
import { ADMIN_ROBOTS_TAG, adminContentSecurityPolicy } from "../../server/security-policy.ts";
import { pages } from "../support/site-pages.ts";
import { expect, test } from "./fixture.ts";
import { expectSecurityHeaders, expectStrictPolicy, HSTS, mediaType, pageFile, policyOf, sitePages } from "./site.ts";
import { fileText, headingOf } from "../support/build-output.ts";
import { DEFAULT_SITE_URL } from "../../src/logic/site-url.ts";
import {
  ADMIN_PATH,
  CONSENT_BANNER_PATH,
  NOT_FOUND_PATH,
  ROBOTS_PATH,
  ROUTES,
  SITEMAP_PATH,
} from "../../src/routes.ts";

/**
 * Every page of the site answers on every host with its prerendered HTML, its own
 * Content-Security-Policy and the security headers, revalidated on every visit.
 */

const headingPatterns = new Map(pages);

test("the served sitemap lists every page of spec §2, each once", async ({ http }) => {
  const answer = await http.get(SITEMAP_PATH);
  expect(answer.status).toBe(200);
  const listed = [...answer.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => new URL(loc).pathname);
  expect(listed.toSorted()).toEqual(pages.map(([path]) => path).toSorted());
  // At the site's address (decision 026: the build under test has no other, so the sample site's).
  for (const [path] of pages) expect(answer.text, path).toContain(`<loc>${DEFAULT_SITE_URL}${path}</loc>`);
  expect(answer.text).not.toContain(NOT_FOUND_PATH);
});

test("robots.txt points at the sitemap", async ({ http }) => {
  const robots = await http.get(ROBOTS_PATH);
  expect(robots.status).toBe(200);
  expect(robots.text).toContain(`Sitemap: ${DEFAULT_SITE_URL}${SITEMAP_PATH}`);
});

test("the legal pages carry no consent banner; every other page is built with it (spec §4)", async ({ http }) => {
  const banner = "Cookies and your privacy";
  const legal: string[] = [ROUTES.privacyPolicy, ROUTES.termsOfService];
  for (const path of sitePages) {
    const html = (await http.get(path)).text;
    if (legal.includes(path)) expect(html, `${path}: consent not required`).not.toContain(banner);
    else expect(html, `${path}: prerendered where consent is required`).toContain(banner);
  }
});

for (const path of sitePages) {
  test(`${path} answers 200 with its page, its own CSP, the security headers and no-cache`, async ({ http }) => {
    const answer = await http.get(path);
    expect(answer.status).toBe(200);
    expect(mediaType(answer.headers["content-type"])).toEqual({ type: "text/html", charset: "utf-8" });
    const built = fileText(pageFile(path));
    expect(answer.text, "the page as built").toBe(built);
    // Spec §2: the page's own heading is in its HTML (the content's name for a book or resource).
    const heading = headingOf(answer.text);
    expect(heading).toBeTruthy();
    const pattern = headingPatterns.get(path);
    if (pattern) expect(heading).toMatch(pattern);
    expect(answer.headers["content-security-policy"]).toBe(policyOf(answer.text));
    expectStrictPolicy(answer.headers["content-security-policy"], path, built);
    expectSecurityHeaders(answer, path);
    expect(answer.headers["cache-control"]).toBe(REVALIDATE);
    // Decision 018: no form submits to mailto: (mixed content on HTTPS); every form posts to this site.
    expect(answer.text).not.toMatch(/<form[^>]*action="mailto:/i);
    for (const [, action = ""] of answer.text.matchAll(/<form[^>]*\saction="([^"]*)"/g))
      expect(action, "a form's action").toMatch(/^\/(?!\/)/);
  });
}

test("the content editor keeps its own CSP, opener policy and noindex (decisions 007, 013)", async ({ http }) => {
  const editor = await http.get(ADMIN_PATH);
  expect(editor.status).toBe(200);
  expect(editor.text).toBe(fileText("admin/index.html"));
  expect(editor.headers["content-security-policy"]).toBe(adminContentSecurityPolicy());
  expect(editor.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  expect(editor.headers["x-robots-tag"]).toBe(ADMIN_ROBOTS_TAG);
  expect(editor.headers["strict-transport-security"]).toBe(HSTS);
  expect(editor.headers["cache-control"]).toBe(REVALIDATE);
});

test("the consent banner's fragment answers at its own name with its own CSP (spec §4)", async ({ http }) => {
  const fragment = await http.get(CONSENT_BANNER_PATH);
  expect(fragment.status).toBe(200);
  expect(mediaType(fragment.headers["content-type"]).type).toBe("text/html");
  expect(fragment.text).toBe(fileText("consent-banner.html"));
  expect(fragment.headers["content-security-policy"]).toBe(policyOf(fragment.text));
  expectStrictPolicy(fragment.headers["content-security-policy"], CONSENT_BANNER_PATH, fragment.text);
  expectSecurityHeaders(fragment, CONSENT_BANNER_PATH);
  expect(fragment.headers["cache-control"]).toBe(REVALIDATE);
});
