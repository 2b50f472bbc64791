import { describe, expect, it } from "vitest";
import { options, site } from "../../tests/support/sample-build.ts";
import { checkHeaderRules, ruleMatches } from "./host-matching.ts";
import { headerRules } from "./static-hosts.ts";
import { resourceMarkdownPath, resourcePath, ROUTES } from "../../src/routes.ts";

describe("checkHeaderRules", () => {
  it("reports a header set by two rules matching one path, and a page without a CSP", () => {
    const rules = headerRules(site, options);
    rules[0]?.headers.push(["Cache-Control", "no-cache"]);
    const problems = checkHeaderRules(
      rules.filter((rule) => rule.path !== ROUTES.about),
      site,
    );
    expect(problems).toContain(
      "cloudflare: /_astro/client.FVv06Hs5.js gets cache-control from 2 rules (/*, /_astro/:file)",
    );
    expect(problems).toContain("netlify: page /about gets no Content-Security-Policy");
  });
});

describe("ruleMatches", () => {
  it("matches exactly on Cloudflare, with an optional trailing slash on Netlify", () => {
    expect(ruleMatches(ROUTES.about, ROUTES.about, "cloudflare")).toBe(true);
    expect(ruleMatches(ROUTES.about, "/about/", "cloudflare")).toBe(false);
    expect(ruleMatches(ROUTES.about, "/about/", "netlify")).toBe(true);
    expect(ruleMatches("/", "/", "netlify")).toBe(true);
  });

  it("lets a placeholder take one segment and a splat anything", () => {
    for (const flavour of ["cloudflare", "netlify"] as const) {
      expect(ruleMatches("/_astro/:file", "/_astro/client.FVv06Hs5.js", flavour)).toBe(true);
      expect(ruleMatches("/_astro/:file", "/_astro/fonts/logo.svg", flavour)).toBe(false);
      expect(ruleMatches("/*.md", resourceMarkdownPath(1), flavour)).toBe(true);
      expect(ruleMatches("/*.md", resourcePath(1), flavour)).toBe(false);
      expect(ruleMatches("/*", "/anything/at/all", flavour)).toBe(true);
    }
  });

  it("knows Netlify's folder splat also matches a sibling that starts with the folder name", () => {
    expect(ruleMatches("/_astro/resources/*", "/_astro/resources.JApvO5Xt.js", "netlify")).toBe(true);
    expect(ruleMatches("/_astro/resources/*", "/_astro/resources.JApvO5Xt.js", "cloudflare")).toBe(false);
  });
});
