// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { adminContentSecurityPolicy, contentSecurityPolicy, policyOptionsFromEnv } from "../server/security-policy";
import {
  BAD_ID_PATH,
  type BuildSite,
  buildEnv,
  checkHeaderRules,
  formatHeadersFile,
  HASHED_ASSET,
  headerRules,
  IMMUTABLE,
  NGINX_TEMPLATE,
  nginxCspMap,
  NGINX_HTTP2_DIRECTIVE_SINCE,
  nginxHttp2Syntax,
  nginxOpenerPolicyMap,
  nginxSettingsFromEnv,
  nginxSiteConfig,
  PROJECT_ROOT,
  readBuild,
  nginxContactFormLocation,
  redirectsFile,
  renderTemplate,
  ruleMatches,
} from "./deploy-configs";

const options = policyOptionsFromEnv({});

/** An Astro build: pages, 404.html, hashed output in /_astro. */
const site: BuildSite = {
  pages: [
    { route: "/", file: "/index.html", scriptHashes: ["'sha256-home='"] },
    { route: "/about", file: "/about/index.html", scriptHashes: ["'sha256-about='"] },
    { route: "/books", file: "/books/index.html", scriptHashes: ["'sha256-books='"] },
    { route: "/books/1", file: "/books/1/index.html", scriptHashes: ["'sha256-book1='", "'sha256-shared='"] },
  ],
  notFound: { route: "/404.html", file: "/404.html", scriptHashes: ["'sha256-missing='"] },
  files: [
    "/_astro/client.FVv06Hs5.js",
    "/_astro/fredoka-latin.CYV1yuI2.woff2",
    "/_astro/owner.DoIEc_0-.avif",
    "/assets/images/books/1/cover.svg",
    "/assets/images/logo.svg",
    "/assets/legal/privacy-policy.md",
    "/assets/resources/1.md",
    "/robots.txt",
    "/sitemap.xml",
  ],
};

/** nginx settings as a build without NGINX_* variables would have them, with a root of /srv. */
const nginxSettings = nginxSettingsFromEnv({}, "/srv");

/**
 * The top-level `server { … }` blocks of a rendered nginx config, in order (braces inside
 * quoted strings do not occur in what the template renders).
 */
function serverBlocks(config: string): string[] {
  const blocks: string[] = [];
  for (const match of config.matchAll(/^server \{$/gm)) {
    let depth = 0;
    for (let index = match.index; index < config.length; index += 1) {
      if (config[index] === "{") depth += 1;
      else if (config[index] === "}" && --depth === 0) {
        blocks.push(config.slice(match.index, index + 1));
        break;
      }
    }
  }
  return blocks;
}

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
    for (const path of ["/", "/books/1", "/404.html"]) {
      expect(headerOf(rules, path, "Content-Security-Policy"), path).toBeDefined();
      expect(headerOf(rules, path, "Cross-Origin-Opener-Policy"), path).toBeUndefined();
    }
    expect(rules.some((rule) => rule.headers.some(([name]) => name === "Cross-Origin-Opener-Policy"))).toBe(false);
  });

  it("gives each page and the 404 page their own CSP and no-cache", () => {
    expect(headerOf(rules, "/books/1", "Content-Security-Policy")).toBe(
      contentSecurityPolicy(["'sha256-book1='", "'sha256-shared='"], options),
    );
    expect(headerOf(rules, "/about", "Content-Security-Policy")).toContain("'sha256-about='");
    expect(headerOf(rules, "/about", "Content-Security-Policy")).not.toContain("'sha256-home='");
    expect(headerOf(rules, "/404.html", "Content-Security-Policy")).toContain("'sha256-missing='");
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
    expect(headerOf(rules, "/robots.txt", "Cache-Control")).toBe("no-cache");
  });

  it("sends HSTS once, a year long, on every path of either host, and nothing that would undo HTTPS (issue 29)", () => {
    const withAdmin: BuildSite = {
      ...site,
      pages: [...site.pages, { route: "/admin", file: "/admin/index.html", scriptHashes: [] }],
      files: [...site.files, "/admin/config.yml"],
    };
    const adminRules = headerRules(withAdmin, options);
    const paths = [...withAdmin.pages.map((page) => page.route), "/404.html", ...withAdmin.files];
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
    for (const line of redirectsFile(withAdmin)
      .split("\n")
      .filter((text) => text && !text.startsWith("#")))
      expect(line.split(" ")[1], line).toMatch(/^\/(?!\/)/);
  });

  it("sends the contact form's post without JavaScript on to the not-sent page, on either host and in nginx (decision 018)", () => {
    expect(redirectsFile(site).split("\n")).toContain("/contact-us/send /contact-us/not-sent 303");
    expect(nginxContactFormLocation()).toEqual([
      "location = /contact-us/send {",
      "    return 303 /contact-us/not-sent;",
      "}",
    ]);
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
  const withAdmin: BuildSite = {
    ...site,
    pages: [...site.pages, { route: "/admin", file: "/admin/index.html", scriptHashes: [] }],
    files: [...site.files, "/admin/config.yml", "/admin/decap-cms.js", "/admin/103.decap-cms.js"],
  };
  const rules = headerRules(withAdmin, options);

  it("gets its own CSP, an opener policy that lets the sign-in window report back, and noindex", () => {
    expect(headerOf(rules, "/admin", "Content-Security-Policy")).toBe(adminContentSecurityPolicy());
    expect(headerOf(rules, "/admin", "Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
    expect(headerOf(rules, "/admin", "X-Robots-Tag")).toBe("noindex, nofollow");
    expect(headerOf(rules, "/admin/:file", "X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("leaves the site's pages their own CSP, without the editor's allowances", () => {
    const csp = headerOf(rules, "/books/1", "Content-Security-Policy") ?? "";
    expect(csp).toBe(contentSecurityPolicy(["'sha256-book1='", "'sha256-shared='"], options));
    expect(csp).not.toMatch(/unsafe-eval|blob:|api\.github\.com|127\.0\.0\.1/);
    expect(headerOf(rules, "/books/1", "X-Robots-Tag")).toBeUndefined();
    expect(
      rules.filter((rule) => rule.headers.some(([name]) => name === "X-Robots-Tag")).map((rule) => rule.path),
    ).toEqual(["/admin", "/admin/:file"]);
  });

  it("sets no header twice on any path of either host", () => {
    expect(checkHeaderRules(rules, withAdmin)).toEqual([]);
  });

  it("gets its CSP and opener policy in nginx too, and the pages keep theirs", () => {
    expect(nginxCspMap(withAdmin, options)).toContain(`"/admin/index.html" "${adminContentSecurityPolicy()}";`);
    expect(nginxOpenerPolicyMap(withAdmin)).toEqual(['default "";', '"/admin/index.html" "same-origin-allow-popups";']);
    const config = nginxSiteConfig(readFileSync(NGINX_TEMPLATE, "utf8"), withAdmin, options, nginxSettings);
    expect(config).toContain("add_header Cross-Origin-Opener-Policy $page_coop always;");
    expect(config).toContain('"~^/admin(/|$)" "noindex, nofollow";');
    expect(config).toContain("add_header X-Robots-Tag $page_robots always;");
  });
});

describe("checkHeaderRules", () => {
  it("reports a header set by two rules matching one path, and a page without a CSP", () => {
    const rules = headerRules(site, options);
    rules[0]?.headers.push(["Cache-Control", "no-cache"]);
    const problems = checkHeaderRules(
      rules.filter((rule) => rule.path !== "/about"),
      site,
    );
    expect(problems).toContain(
      "cloudflare: /_astro/client.FVv06Hs5.js gets cache-control from 2 rules (/*, /_astro/:file)",
    );
    expect(problems).toContain("netlify: page /about gets no Content-Security-Policy");
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
      "# Generated by integrations/deploy-configs.ts (Netlify / Cloudflare Pages). Do not edit: rebuild.\n\n# why\n/x\n  A: 1\n  B: 2\n",
    );
  });
});

describe("ruleMatches", () => {
  it("matches exactly on Cloudflare, with an optional trailing slash on Netlify", () => {
    expect(ruleMatches("/about", "/about", "cloudflare")).toBe(true);
    expect(ruleMatches("/about", "/about/", "cloudflare")).toBe(false);
    expect(ruleMatches("/about", "/about/", "netlify")).toBe(true);
    expect(ruleMatches("/", "/", "netlify")).toBe(true);
  });

  it("lets a placeholder take one segment and a splat anything", () => {
    for (const flavour of ["cloudflare", "netlify"] as const) {
      expect(ruleMatches("/_astro/:file", "/_astro/client.FVv06Hs5.js", flavour)).toBe(true);
      expect(ruleMatches("/_astro/:file", "/_astro/fonts/logo.svg", flavour)).toBe(false);
      expect(ruleMatches("/*.md", "/assets/resources/1.md", flavour)).toBe(true);
      expect(ruleMatches("/*.md", "/resources/1", flavour)).toBe(false);
      expect(ruleMatches("/*", "/anything/at/all", flavour)).toBe(true);
    }
  });

  it("knows Netlify's folder splat also matches a sibling that starts with the folder name", () => {
    expect(ruleMatches("/_astro/resources/*", "/_astro/resources.JApvO5Xt.js", "netlify")).toBe(true);
    expect(ruleMatches("/_astro/resources/*", "/_astro/resources.JApvO5Xt.js", "cloudflare")).toBe(false);
  });
});

describe("redirectsFile", () => {
  const lines = redirectsFile(site).split("\n");

  it("serves prerendered pages at their own paths before the bad-id rules", () => {
    expect(lines).toContain("/about /about/ 200");
    expect(lines).toContain("/books/1 /books/1/ 200");
    expect(lines.indexOf("/books/1 /books/1/ 200")).toBeLessThan(lines.indexOf("/books/:id /books 302"));
    expect(lines.some((line) => line.startsWith("/ ") || line.startsWith("/404"))).toBe(false);
    const withFragment = {
      ...site,
      pages: [...site.pages, { route: "/banner.html", file: "/banner.html", scriptHashes: [] }],
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
      pages: [...site.pages, { route: "/banner.html", file: "/banner.html", scriptHashes: [] }],
    };
    expect(redirectsFile(withFragment).split("\n")).toContain("/banner.html /banner 200");
  });

  it("redirects other book and resource ids to their list page, temporarily (spec §2)", () => {
    expect(lines).toContain("/books/:id /books 302");
    expect(lines).toContain("/resources/:id /resources 302");
  });
});

describe("nginxCspMap", () => {
  it("maps each document's file to its CSP, with a hash-free default", () => {
    const map = nginxCspMap(site, options);
    expect(map[0]).toBe(`default "${contentSecurityPolicy([], options)}";`);
    expect(map).toContain(
      `"/books/1/index.html" "${contentSecurityPolicy(["'sha256-book1='", "'sha256-shared='"], options)}";`,
    );
    expect(map).toContain(`"/404.html" "${contentSecurityPolicy(["'sha256-missing='"], options)}";`);
    expect(map).toHaveLength(site.pages.length + 2);
  });

  it("refuses a value nginx would misread", () => {
    const bad = { ...site, pages: [{ route: "/x", file: '/x"/index.html', scriptHashes: [] }] };
    expect(() => nginxCspMap(bad, options)).toThrow(/Cannot write/);
  });
});

describe("renderTemplate", () => {
  it("indents a multi-line value like its placeholder and fills inline ones", () => {
    expect(renderTemplate("a {{X}};\n  {{LINES}}\nb", { X: ["1"], LINES: ["one;", "two;"] })).toBe(
      "a 1;\n  one;\n  two;\nb",
    );
  });

  it("fails on an unknown placeholder or a multi-line value inside a line", () => {
    expect(() => renderTemplate("{{NOPE}}", {})).toThrow("unknown placeholder {{NOPE}}");
    expect(() => renderTemplate("a {{LINES}}", { LINES: ["1", "2"] })).toThrow("must stand alone");
  });
});

describe("nginxSiteConfig", () => {
  const template = readFileSync(NGINX_TEMPLATE, "utf8");

  it("renders the committed template completely", () => {
    const config = nginxSiteConfig(template, site, options, {
      ...nginxSettings,
      listen: "127.0.0.1:8080",
      root: "/srv/site/client/",
    });
    expect(config).not.toContain("{{");
    expect(config).toContain("listen 127.0.0.1:8080;");
    expect(config).toContain('root "/srv/site/client";');
    expect(config).toContain("server_tokens off;");
    expect(config).toContain("gzip_static on;");
    expect(config).toContain(
      '"~^/_astro/[^/]+\\.[\\w-]{8}\\.(js|css|woff2?|svg|png|jpe?g|webp|avif)$" "public, max-age=31536000, immutable";',
    );
    expect(config).toContain('add_header X-Frame-Options "DENY" always;');
    expect(config).toContain("error_page 404 /404.html;");
    expect(config).toMatch(/location = \/404\.html \{\s+internal;/);
  });

  it("redirects a book or resource id that was not prerendered to its list page", () => {
    const config = nginxSiteConfig(template, site, options, nginxSettings);
    expect(config).toMatch(/location ~ \^\/books\/\[\^\/\]\+\$ \{\s+try_files \$uri\/index\.html @books;/);
    expect(config).toMatch(/location @books \{\s+return 302 \/books;/);
    expect(config).toMatch(/location @resources \{\s+return 302 \/resources;/);
  });

  it("keeps the other hosts' configs and hidden files unserved", () => {
    const config = nginxSiteConfig(template, site, options, nginxSettings);
    expect(config).toMatch(/location ~ \^\/_\(headers\|redirects\)\$ \{\s+return 404;/);
    expect(config).toMatch(/location ~ \/\\\. \{\s+return 404;/);
  });

  it("leaves add_header to the server level, so no location drops the headers", () => {
    const config = nginxSiteConfig(template, site, options, nginxSettings);
    const firstLocation = config.search(/^\s*location /m);
    expect(firstLocation).toBeGreaterThan(0);
    expect(config.slice(firstLocation)).not.toContain("add_header");
  });

  it("rejects a listen value, root, certificate, key or version nginx would misread", () => {
    const render = (changes: Partial<typeof nginxSettings>) => () =>
      nginxSiteConfig(template, site, options, { ...nginxSettings, ...changes });
    expect(render({ listen: "80; evil" })).toThrow(/NGINX_PORT/);
    expect(render({ tlsListen: "443 ssl" })).toThrow(/NGINX_TLS_PORT/);
    expect(render({ root: "build/client" })).toThrow(/NGINX_ROOT/);
    expect(render({ root: '/srv/"x' })).toThrow(/Cannot write/);
    expect(render({ certificate: "tls/cert.pem" })).toThrow(/NGINX_TLS_CERTIFICATE must/);
    expect(render({ certificateKey: "key.pem" })).toThrow(/NGINX_TLS_CERTIFICATE_KEY must/);
    expect(render({ certificateKey: "/etc/$key.pem" })).toThrow(/Cannot write/);
    expect(render({ version: "1.25" })).toThrow(/NGINX_VERSION/);
  });
});

describe("the HTTPS and plain-HTTP server blocks (issue 29)", () => {
  const template = readFileSync(NGINX_TEMPLATE, "utf8");
  const render = (changes: Partial<typeof nginxSettings> = {}) =>
    nginxSiteConfig(template, site, options, { ...nginxSettings, ...changes });
  const [https = "", http = ""] = serverBlocks(render());

  it("has exactly two server blocks: HTTPS with the site first, then plain HTTP", () => {
    expect(serverBlocks(render())).toHaveLength(2);
    expect(https).toMatch(/^\s+listen 8443 ssl http2;$/m);
    expect(http).toMatch(/^\s+listen 8080;$/m);
  });

  it("names the certificate and key the settings give, with modern TLS only", () => {
    const config = render({ certificate: "/etc/ssl/site.pem", certificateKey: "/etc/ssl/private/site.key" });
    const [tls = ""] = serverBlocks(config);
    expect(tls).toContain('ssl_certificate "/etc/ssl/site.pem";');
    expect(tls).toContain('ssl_certificate_key "/etc/ssl/private/site.key";');
    expect(tls).toContain("ssl_protocols TLSv1.2 TLSv1.3;");
    expect(https).toContain('ssl_certificate "/etc/nginx/tls/fullchain.pem";');
    expect(https).toContain('ssl_certificate_key "/etc/nginx/tls/privkey.pem";');
  });

  it("holds every page and asset rule and the security headers in the HTTPS block", () => {
    expect(https).toContain('root "/srv";');
    expect(https).toContain("gzip_static on;");
    expect(https).toContain("error_page 404 /404.html;");
    expect(https).toContain("rewrite ^(.+?)/+$ $1 permanent;");
    expect(https).toMatch(/location @books \{\s+return 302 \/books;/);
    expect(https).toContain("add_header Content-Security-Policy $page_csp always;");
    expect(https).toContain("add_header Cache-Control $page_cache_control always;");
    expect(https).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    // Each rule is written once, into the HTTPS block only.
    const config = render();
    for (const rule of ["gzip_static on;", "error_page 404", "location @books", "add_header X-Frame-Options"])
      expect(config.split(rule), rule).toHaveLength(2);
  });

  it("lets the plain-HTTP block only redirect, permanently, to the same URL over HTTPS, without HSTS", () => {
    const directives = http
      .split("\n")
      .slice(1, -1)
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    expect(directives).toEqual([
      "listen 8080;",
      "server_name _;",
      "server_tokens off;",
      "return 301 https://$host:8443$request_uri;",
    ]);
    expect(http).not.toMatch(/add_header|Strict-Transport-Security/);
    expect(render().match(/add_header Strict-Transport-Security /g)).toHaveLength(1);
  });

  it("leaves the port out of the redirect when HTTPS is on 443, and keeps an address in both listens", () => {
    const [tls = "", plain = ""] = serverBlocks(render({ listen: "[::]:80", tlsListen: "[::]:443" }));
    expect(tls).toMatch(/^\s+listen \[::\]:443 ssl http2;$/m);
    expect(plain).toMatch(/^\s+listen \[::\]:80;$/m);
    expect(plain).toContain("return 301 https://$host$request_uri;");
  });

  it("writes HTTP/2 as `listen … ssl http2` before nginx 1.25.1 and as `http2 on;` from it", () => {
    for (const version of [undefined, "1.22.1", "1.25.0", "1.24.9"]) {
      const [tls = ""] = serverBlocks(render({ version }));
      expect(tls, String(version)).toMatch(/^\s+listen 8443 ssl http2;$/m);
      expect(tls, String(version)).not.toMatch(/http2 on;/);
    }
    for (const version of [NGINX_HTTP2_DIRECTIVE_SINCE, "1.26.3", "1.27.10", "2.0.0"]) {
      const [tls = ""] = serverBlocks(render({ version }));
      expect(tls, version).toMatch(/^\s+listen 8443 ssl;$/m);
      expect(tls, version).toMatch(/^ {4}http2 on;$/m);
    }
  });
});

describe("nginxHttp2Syntax", () => {
  it("compares versions by number, not as text", () => {
    expect(nginxHttp2Syntax("1.9.5")).toBe("listen");
    expect(nginxHttp2Syntax("1.25.1")).toBe("directive");
    expect(nginxHttp2Syntax("1.100.0")).toBe("directive");
    expect(nginxHttp2Syntax(undefined)).toBe("listen");
    expect(() => nginxHttp2Syntax("nginx/1.22.1")).toThrow(/NGINX_VERSION/);
  });
});

describe("nginxSettingsFromEnv", () => {
  it("reads every NGINX_* variable, with defaults for a build that sets none", () => {
    expect(nginxSettingsFromEnv({}, "/build/client")).toEqual({
      listen: "8080",
      tlsListen: "8443",
      certificate: "/etc/nginx/tls/fullchain.pem",
      certificateKey: "/etc/nginx/tls/privkey.pem",
      version: undefined,
      root: "/build/client",
    });
    expect(
      nginxSettingsFromEnv(
        {
          NGINX_PORT: "80",
          NGINX_TLS_PORT: "443",
          NGINX_TLS_CERTIFICATE: "/etc/letsencrypt/live/example.com/fullchain.pem",
          NGINX_TLS_CERTIFICATE_KEY: "/etc/letsencrypt/live/example.com/privkey.pem",
          NGINX_VERSION: "1.26.3",
          NGINX_ROOT: "/srv/studio/client",
        },
        "/build/client",
      ),
    ).toEqual({
      listen: "80",
      tlsListen: "443",
      certificate: "/etc/letsencrypt/live/example.com/fullchain.pem",
      certificateKey: "/etc/letsencrypt/live/example.com/privkey.pem",
      version: "1.26.3",
      root: "/srv/studio/client",
    });
  });
});

describe("the shared patterns", () => {
  it("are the ones server/app.ts uses", () => {
    const server = readFileSync(join(PROJECT_ROOT, "server", "app.ts"), "utf8");
    expect(server).toContain('from "./serving-rules.ts"');
    expect(HASHED_ASSET.test("/_astro/client.FVv06Hs5.js")).toBe(true);
    expect(HASHED_ASSET.test("/_astro/owner.DoIEc_0-.avif")).toBe(true);
    expect(HASHED_ASSET.test("/assets/images/logo.svg")).toBe(false);
    expect(HASHED_ASSET.test("/_astro/fonts/logo.svg")).toBe(false);
    expect(BAD_ID_PATH.test("/books/abc")).toBe(true);
    expect(BAD_ID_PATH.test("/resources/7")).toBe(true);
    expect(BAD_ID_PATH.test("/books/3/extra")).toBe(false);
    expect(BAD_ID_PATH.test("/books/")).toBe(false);
  });
});

describe("readBuild and buildEnv", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  const write = (path: string, text: string) => {
    mkdirSync(join(dir ?? "", path, ".."), { recursive: true });
    writeFileSync(join(dir ?? "", path), text);
  };

  it("reads an Astro build: pages with their script hashes, 404.html, and the other files without precompressed siblings", () => {
    dir = mkdtempSync(join(tmpdir(), "deploy-configs-"));
    write("index.html", "<script>home()</script>");
    write("404.html", "<script>badId()</script><h1>404</h1>");
    write("404.html.br", "br");
    write("books/2/index.html", '<script type="module" src="/_astro/x.AbCdEfGh.js"></script>');
    write("_astro/x.AbCdEfGh.js", "x()");
    write("banner.html", "<script>banner()</script><div></div>");
    write("assets/resources/1.md", "# One");
    write("_headers", "");
    write("_redirects", "");
    const read = readBuild(dir);
    expect(read.pages.map((page) => [page.route, page.file])).toEqual([
      ["/", "/index.html"],
      ["/banner.html", "/banner.html"],
      ["/books/2", "/books/2/index.html"],
    ]);
    expect(read.pages[1]?.scriptHashes).toHaveLength(1);
    expect(read.pages[0]?.scriptHashes).toHaveLength(1);
    expect(read.pages[2]?.scriptHashes).toEqual([]);
    expect(read.notFound).toMatchObject({ route: "/404.html", file: "/404.html" });
    expect(read.notFound.scriptHashes).toHaveLength(1);
    expect(read.files).toEqual(["/_astro/x.AbCdEfGh.js", "/assets/resources/1.md"]);
  });

  it("fails clearly without a 404 page", () => {
    dir = mkdtempSync(join(tmpdir(), "deploy-configs-"));
    write("index.html", "<h1>Home</h1>");
    expect(() => readBuild(dir ?? "")).toThrow("the build has no 404 page");
  });

  it("fails clearly without a build", () => {
    expect(() => readBuild("/no/such/build/client")).toThrow("run the build first");
  });

  it("reads the .env files under the process environment, as Vite does", () => {
    dir = mkdtempSync(join(tmpdir(), "deploy-configs-"));
    writeFileSync(join(dir, ".env"), "VITE_EMAILJS_PUBLIC_KEY=from-file\nVITE_GA_MEASUREMENT_ID=G-FILE\n");
    const env = buildEnv(dir, { VITE_GA_MEASUREMENT_ID: "G-PROCESS" });
    expect(env).toMatchObject({ VITE_EMAILJS_PUBLIC_KEY: "from-file", VITE_GA_MEASUREMENT_ID: "G-PROCESS" });
    expect(policyOptionsFromEnv(env)).toEqual({ emailOrigin: "https://api.emailjs.com", analytics: true });
  });
});
