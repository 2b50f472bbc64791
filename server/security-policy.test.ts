import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  adminContentSecurityPolicy,
  adminPageHeaders,
  contentSecurityPolicy,
  inlineHashes,
  inlineScriptHashes,
  inlineStyleHashes,
  isAdminPath,
  NO_INLINE_CODE,
  policyOptionsFromEnv,
  securityHeaders,
} from "./security-policy";
import { GOOGLE_TAG_LIBRARY_POLICY, GOOGLE_TAG_POLICY } from "../src/logic/consent-mode.ts";
import { ADMIN_PATH, ROUTES } from "../src/routes.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes and inlineStyleHashes", () => {
  it("hashes inline scripts and module scripts, not external or data blocks", () => {
    const html = [
      "<script>window.a=1</script>",
      '<script type="module">import("/x.js")</script>',
      '<script src="/app.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      "<script>window.a=1</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/x.js")')]);
  });

  it("hashes every <style> block, in the head, the body and inline SVG, once each", () => {
    const html = [
      "<head><style>@font-face{font-family:Fredoka}</style><style>astro-island{display:contents}</style></head>",
      '<body><svg viewBox="0 0 1 1"><style>.a{fill:red}</style></svg><style>astro-island{display:contents}</style>',
      '<p style="color:red">a style attribute is no block</p></body>',
    ].join("");
    expect(inlineStyleHashes(html)).toEqual([
      sha("@font-face{font-family:Fredoka}"),
      sha("astro-island{display:contents}"),
      sha(".a{fill:red}"),
    ]);
    expect(inlineHashes(html)).toEqual({ scripts: [], styles: inlineStyleHashes(html) });
  });
});

/** The directives of a policy by name, each with its sources. */
const directivesOf = (csp: string) =>
  Object.fromEntries(csp.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  const page = { scripts: ["'sha256-script'"], styles: ["'sha256-style'"] };

  it("allows nothing by default and names each kind of load the site makes, from itself only", () => {
    expect(directivesOf(contentSecurityPolicy(page, policyOptionsFromEnv({})))).toEqual({
      "default-src": ["'none'"],
      "script-src": ["'self'", "'sha256-script'"],
      "style-src": ["'sha256-style'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "manifest-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
      "require-trusted-types-for": ["'script'"],
      "trusted-types": ["'none'"],
    });
  });

  it("has nothing unsafe for any build, and a page without style blocks allows no style", () => {
    for (const env of [{}, { VITE_EMAILJS_PUBLIC_KEY: "key", VITE_GA_MEASUREMENT_ID: "G-TEST" }]) {
      const csp = contentSecurityPolicy(page, policyOptionsFromEnv(env));
      expect(csp).not.toMatch(/unsafe-|\*(?!\.)|https?:(?!\/\/)/);
    }
    expect(contentSecurityPolicy(NO_INLINE_CODE, policyOptionsFromEnv({}))).toContain("style-src 'none';");
  });

  it("adds the e-mail provider only when keys are configured", () => {
    const csp = contentSecurityPolicy(NO_INLINE_CODE, policyOptionsFromEnv({ VITE_EMAILJS_PUBLIC_KEY: "key" }));
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com;");
    const custom = contentSecurityPolicy(
      NO_INLINE_CODE,
      policyOptionsFromEnv({ VITE_EMAILJS_PUBLIC_KEY: "key", VITE_EMAILJS_ORIGIN: "https://mail.example/" }),
    );
    expect(custom).toContain("connect-src 'self' https://mail.example;");
    expect(custom).toContain("trusted-types 'none'");
  });

  it("adds Google's tag, its hosts and its two Trusted Types policies only when a measurement id is configured", () => {
    const directives = directivesOf(
      contentSecurityPolicy(page, policyOptionsFromEnv({ VITE_GA_MEASUREMENT_ID: "G-TEST" })),
    );
    expect(directives["script-src"]).toEqual(["'self'", "'sha256-script'", "https://www.googletagmanager.com"]);
    expect(directives["connect-src"]).toContain("https://*.google-analytics.com");
    expect(directives["img-src"]).toContain("https://www.googletagmanager.com");
    expect(directives["trusted-types"]).toEqual([GOOGLE_TAG_POLICY, GOOGLE_TAG_LIBRARY_POLICY]);
    expect(directives["style-src"]).toEqual(["'sha256-style'"]);
  });
});

describe("securityHeaders", () => {
  it("sets HSTS, nosniff, referrer and permissions policies", () => {
    const headers = securityHeaders("default-src 'self'");
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Permissions-Policy"]).toContain("geolocation=()");
  });
});

describe("the content editor's policy (/admin only)", () => {
  const admin = adminContentSecurityPolicy();
  const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

  it("allows what Decap CMS needs: its run-time compiled config checks, blob: previews, the local backend and GitHub", () => {
    expect(directive(admin, "script-src")).toBe("script-src 'self' 'unsafe-eval'");
    expect(directive(admin, "img-src")).toContain("blob:");
    expect(directive(admin, "connect-src")).toContain("http://127.0.0.1:*");
    expect(directive(admin, "connect-src")).toContain("https://api.github.com");
  });

  it("still allows no inline or foreign script, no plugin, no framing and no foreign form target", () => {
    expect(directive(admin, "script-src")).not.toMatch(/unsafe-inline|https?:/);
    expect(admin).toContain("object-src 'none'");
    expect(admin).toContain("frame-ancestors 'none'");
    expect(admin).toContain("form-action 'self'");
  });

  it("leaves none of the editor's allowances in the site's own policy", () => {
    for (const env of [{}, { VITE_EMAILJS_PUBLIC_KEY: "key", VITE_GA_MEASUREMENT_ID: "G-TEST" }]) {
      const site = contentSecurityPolicy({ scripts: ["'sha256-x'"], styles: [] }, policyOptionsFromEnv(env));
      expect(site).not.toMatch(/unsafe-eval|blob:|api\.github\.com|127\.0\.0\.1|localhost/);
    }
    expect(securityHeaders("x")["Cross-Origin-Opener-Policy"]).toBeUndefined();
    expect(securityHeaders("x")["X-Robots-Tag"]).toBeUndefined();
  });

  it("marks the editor's page noindex and keeps its sign-in window able to report back", () => {
    expect(adminPageHeaders()).toMatchObject({
      "Content-Security-Policy": admin,
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "X-Robots-Tag": "noindex, nofollow",
      "X-Frame-Options": "DENY",
    });
  });

  it("knows which paths are the editor's", () => {
    expect([ADMIN_PATH, "/admin/", "/admin/index.html", "/admin/decap-cms.js"].every(isAdminPath)).toBe(true);
    expect([ROUTES.home, "/administration", ROUTES.about, "/assets/admin.svg"].some(isAdminPath)).toBe(false);
  });
});
