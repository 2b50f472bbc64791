import { describe, expect, it } from "vitest";
import { adminContentSecurityPolicy, contentSecurityPolicy, NO_INLINE_CODE } from "../../server/security-policy.ts";
import { IMMUTABLE } from "../../server/serving-rules.ts";
import { BOOK_1_HASHES, options, site, withAdmin } from "../../tests/support/sample-build.ts";
import type { BuildSite } from "./shared-rules.ts";
import { checkHeaderRules, ruleMatches } from "./host-matching.ts";
import { formatHeadersFile, headerRules, redirectsFile } from "./static-hosts.ts";
import { ADMIN_PATH, bookPath, NOT_FOUND_PATH, ROBOTS_PATH, ROUTES } from "../../src/routes.ts";

const headerOf = (rules: ReturnType<typeof headerRules>, path: string, name: string) =>
  rules.find((rule) => rule.path === path)?.headers.find(([header]) => header === name)?.[1];

describe("headerRules", () => {
  const rules = headerRules(site, options);

  it("puts the security headers but not the CSP and the opener policy under /*", () => {
    const everywhere = rules.find((rule) => rule.path === "/*");
    expect(everywhere?.headers.map(([name]) => name)).toEqual([
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "X-Frame-Options",
    ]);
  });

  it("gives no page an opener policy (decision 013)", () => {
    for (const path of ["/", bookPath(1), "/404.html"]) {
      expect(headerOf(rules, path, "Content-Security-Policy"), path).toBeDefined();
      expect(headerOf(rules, path, "Cross-Origin-Opener-Policy"), path).toBeUndefined();
    }
    expect(rules.some((rule) => rule.headers.some(([name]) => name === "Cross-Origin-Opener-Policy"))).toBe(false);
  });

  it("gives each page and the 404 page their own CSP, with their own script and style hashes, and no-cache", () => {
    expect(headerOf(rules, bookPath(1), "Content-Security-Policy")).toBe(contentSecurityPolicy(BOOK_1_HASHES, options));
    expect(headerOf(rules, ROUTES.about, "Content-Security-Policy")).toContain("'sha256-about='");
    expect(headerOf(rules, ROUTES.about, "Content-Security-Policy")).not.toContain("'sha256-home='");
    expect(headerOf(rules, "/404.html", "Content-Security-Policy")).toContain("'sha256-missing='");
    expect(headerOf(rules, "/404.html", "Content-Security-Policy")).toContain("style-src 'sha256-style404=';");
    expect(headerOf(rules, ROUTES.about, "Content-Security-Policy")).not.toContain("'sha256-island='");
    expect(headerOf(rules, "/", "Cache-Control")).toBe("no-cache");
    expect(headerOf(rules, "/404.html", "Cache-Control")).toBe("no-cache");
  });

  it("caches Astro's hashed output for a year with one placeholder rule when every file directly in /_astro is hashed", () => {
    expect(headerOf(rules, "/_astro/:file", "Cache-Control")).toBe(IMMUTABLE);
    expect(rules.some((rule) => rule.path === "/_astro/client.FVv06Hs5.js" || rule.path === "/assets/:file")).toBe(
      false,
    );
  });

  it("lists hashed files one by one when /_astro also holds an unhashed file", () => {
    const mixedSite = { ...site, files: [...site.files, "/_astro/notes.txt"] };
    const mixed = headerRules(mixedSite, options);
    expect(mixed.some((rule) => rule.path === "/_astro/:file")).toBe(false);
    expect(headerOf(mixed, "/_astro/owner.DoIEc_0-.avif", "Cache-Control")).toBe(IMMUTABLE);
    expect(headerOf(mixed, "/_astro/notes.txt", "Cache-Control")).toBe("no-cache");
    expect(checkHeaderRules(mixed, mixedSite)).toEqual([]);
  });

  it("sets the content type of markdown", () => {
    expect(headerOf(rules, "/*.md", "Content-Type")).toBe("text/markdown; charset=utf-8");
  });

  it("revalidates every other file, by folder where the folder holds nothing else", () => {
    expect(headerOf(rules, "/assets/*", "Cache-Control")).toBe("no-cache");
    expect(headerOf(rules, ROBOTS_PATH, "Cache-Control")).toBe("no-cache");
  });

  it("sends HSTS once, a year long, on every path of either host, and nothing that would undo HTTPS (decision 017)", () => {
    const withEditor: BuildSite = {
      ...site,
      pages: [...site.pages, { route: ADMIN_PATH, file: "/admin/index.html", hashes: NO_INLINE_CODE }],
      files: [...site.files, "/admin/config.yml"],
    };
    const adminRules = headerRules(withEditor, options);
    const paths = [...withEditor.pages.map((page) => page.route), "/404.html", ...withEditor.files];
    for (const flavour of ["cloudflare", "netlify"] as const) {
      for (const path of paths) {
        const hsts = adminRules
          .filter((rule) => ruleMatches(rule.path, path, flavour))
          .flatMap((rule) => rule.headers.filter(([name]) => name.toLowerCase() === "strict-transport-security"));
        expect(hsts, `${flavour} ${path}`).toEqual([
          ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
        ]);
      }
    }
    // No header sends a browser to plain HTTP or lets a page load from it (mixed content); the editor's
    // own CSP may reach its local helper on this computer (decap-server), which browsers treat as secure.
    const loopback = /http:\/\/(127\.0\.0\.1|localhost):\*/g;
    for (const rule of adminRules)
      for (const [name, value] of rule.headers)
        expect(value.replace(loopback, ""), `${rule.path} ${name}`).not.toMatch(/http:|upgrade-insecure/i);
    // Every redirect stays on the origin (a path), so it keeps the scheme the host serves.
    for (const line of redirectsFile(withEditor)
      .split("\n")
      .filter((text) => text && !text.startsWith("#")))
      expect(line.split(" ")[1], line).toMatch(/^\/(?!\/)/);
  });

  it("sends the contact form's post without JavaScript on to the not-sent page, on either host (decision 018)", () => {
    expect(redirectsFile(site).split("\n")).toContain("/contact-us/send /contact-us/not-sent 303");
  });

  it("never sets one header twice on a path, and covers every path", () => {
    expect(checkHeaderRules(rules, site)).toEqual([]);
  });

  it("narrows a folder rule when Netlify's splat would also match a hashed asset beside the folder", () => {
    // `/_astro/books/*` would also match /_astro/books.Cg07MmUT.js on Netlify.
    const withBookArt = {
      ...site,
      files: [...site.files, "/_astro/books.Cg07MmUT.js", "/_astro/books/cover.svg"],
    };
    const narrowed = headerRules(withBookArt, options);
    expect(narrowed.some((rule) => rule.path === "/_astro/books/*")).toBe(false);
    expect(headerOf(narrowed, "/_astro/books/:file", "Cache-Control")).toBe("no-cache");
    expect(checkHeaderRules(narrowed, withBookArt)).toEqual([]);
  });
});

describe("the content editor at /admin", () => {
  const rules = headerRules(withAdmin, options);

  it("gets its own CSP, an opener policy that lets the sign-in window report back, and noindex", () => {
    expect(headerOf(rules, ADMIN_PATH, "Content-Security-Policy")).toBe(adminContentSecurityPolicy());
    expect(headerOf(rules, ADMIN_PATH, "Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
    expect(headerOf(rules, ADMIN_PATH, "X-Robots-Tag")).toBe("noindex, nofollow");
    expect(headerOf(rules, "/admin/:file", "X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("leaves the site's pages their own CSP, without the editor's allowances", () => {
    const csp = headerOf(rules, bookPath(1), "Content-Security-Policy") ?? "";
    expect(csp).toBe(contentSecurityPolicy(BOOK_1_HASHES, options));
    expect(csp).not.toMatch(/unsafe-eval|blob:|api\.github\.com|127\.0\.0\.1/);
    expect(headerOf(rules, bookPath(1), "X-Robots-Tag")).toBeUndefined();
    expect(
      rules.filter((rule) => rule.headers.some(([name]) => name === "X-Robots-Tag")).map((rule) => rule.path),
    ).toEqual([ADMIN_PATH, "/admin/:file"]);
  });

  it("sets no header twice on any path of either host", () => {
    expect(checkHeaderRules(rules, withAdmin)).toEqual([]);
  });
});

describe("formatHeadersFile", () => {
  it("writes path lines with indented headers and comments", () => {
    const text = formatHeadersFile([
      {
        path: "/x",
        headers: [
          ["A", "1"],
          ["B", "2"],
        ],
        comment: "why",
      },
    ]);
    expect(text).toBe(
      "# Generated by integrations/deploy-configs/static-hosts.ts (Netlify / Cloudflare Pages). Do not edit: rebuild.\n\n# why\n/x\n  A: 1\n  B: 2\n",
    );
  });
});

describe("redirectsFile", () => {
  const lines = redirectsFile(site).split("\n");

  it("serves prerendered pages at their own paths before the bad-id rules", () => {
    expect(lines).toContain("/about /about/ 200");
    expect(lines).toContain("/books/1 /books/1/ 200");
    expect(lines.indexOf("/books/1 /books/1/ 200")).toBeLessThan(lines.indexOf("/books/:id /books 302"));
    expect(lines.some((line) => line.startsWith("/ ") || line.startsWith(NOT_FOUND_PATH))).toBe(false);
    const withFragment = {
      ...site,
      pages: [...site.pages, { route: "/banner.html", file: "/banner.html", hashes: NO_INLINE_CODE }],
    };
    // A fragment is not a folder page: no self-rewrite and no trailing-slash redirect of its own.
    expect(redirectsFile(withFragment)).not.toContain("/banner.html/");
  });

  it("redirects a page's path with a trailing slash to the page, permanently, as the Node server and nginx do", () => {
    // Cloudflare would serve /about/ itself with only the /* headers: no page CSP.
    expect(lines).toContain("/about/ /about 301");
    expect(lines).toContain("/books/1/ /books/1 301");
    expect(lines.some((line) => line.startsWith("// "))).toBe(false);
  });

  it("serves another HTML file at its own name rather than Cloudflare's name without .html", () => {
    const withFragment = {
      ...site,
      pages: [...site.pages, { route: "/banner.html", file: "/banner.html", hashes: NO_INLINE_CODE }],
    };
    expect(redirectsFile(withFragment).split("\n")).toContain("/banner.html /banner 200");
  });

  it("redirects other book and resource ids to their list page, temporarily (spec §2)", () => {
    expect(lines).toContain("/books/:id /books 302");
    expect(lines).toContain("/resources/:id /resources 302");
  });
});
