import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  adminContentSecurityPolicy,
  adminPageHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  isAdminPath,
  policyOptionsFromEnv,
  securityHeaders,
} from "./security-policy";
import { ADMIN_PATH, ROUTES } from "../src/routes.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
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
});

describe("contentSecurityPolicy", () => {
  it("allows only the site itself by default, with scripts by hash and never unsafe-inline", () => {
    const csp = contentSecurityPolicy(["'sha256-x'"], policyOptionsFromEnv({}));
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'sha256-x'");
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("google");
    expect(csp).not.toContain("emailjs");
  });

  it("adds the e-mail provider only when keys are configured", () => {
    const csp = contentSecurityPolicy([], policyOptionsFromEnv({ VITE_EMAILJS_PUBLIC_KEY: "key" }));
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
    const custom = contentSecurityPolicy(
      [],
      policyOptionsFromEnv({ VITE_EMAILJS_PUBLIC_KEY: "key", VITE_EMAILJS_ORIGIN: "https://mail.example/" }),
    );
    expect(custom).toContain("connect-src 'self' https://mail.example");
  });

  it("adds Google's tag and collection hosts only when a measurement id is configured", () => {
    const csp = contentSecurityPolicy([], policyOptionsFromEnv({ VITE_GA_MEASUREMENT_ID: "G-TEST" }));
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toContain("https://*.google-analytics.com");
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
      const site = contentSecurityPolicy(["'sha256-x'"], policyOptionsFromEnv(env));
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
