import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminContentSecurityPolicy, contentSecurityPolicy, NO_INLINE_CODE } from "../../server/security-policy.ts";
import { NGINX_TEMPLATE } from "./index.ts";
import {
  nginxContactFormLocation,
  nginxCspMap,
  NGINX_HTTP2_DIRECTIVE_SINCE,
  nginxHttp2Syntax,
  nginxOpenerPolicyMap,
  nginxSettingsFromEnv,
  nginxSiteConfig,
} from "./nginx.ts";
import { BOOK_1_HASHES, options, site, withAdmin } from "../../tests/support/sample-build.ts";

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
describe("nginxContactFormLocation", () => {
  it("sends the contact form's post without JavaScript on to the not-sent page (decision 018)", () => {
    expect(nginxContactFormLocation()).toEqual([
      "location = /contact-us/send {",
      "    return 303 /contact-us/not-sent;",
      "}",
    ]);
  });
});

describe("the content editor at /admin", () => {
  it("gets its CSP and opener policy in nginx too, and the pages keep theirs", () => {
    expect(nginxCspMap(withAdmin, options)).toContain(`"/admin/index.html" "${adminContentSecurityPolicy()}";`);
    expect(nginxOpenerPolicyMap(withAdmin)).toEqual(['default "";', '"/admin/index.html" "same-origin-allow-popups";']);
    const config = nginxSiteConfig(readFileSync(NGINX_TEMPLATE, "utf8"), withAdmin, options, nginxSettings);
    expect(config).toContain("add_header Cross-Origin-Opener-Policy $page_coop always;");
    expect(config).toContain('"~^/admin(/|$)" "noindex, nofollow";');
    expect(config).toContain("add_header X-Robots-Tag $page_robots always;");
  });
});

describe("nginxCspMap", () => {
  it("maps each document's file to its CSP with its script and style hashes, with a hash-free default", () => {
    const map = nginxCspMap(site, options);
    expect(map[0]).toBe(`default "${contentSecurityPolicy(NO_INLINE_CODE, options)}";`);
    expect(map).toContain(`"/books/1/index.html" "${contentSecurityPolicy(BOOK_1_HASHES, options)}";`);
    expect(map).toContain(`"/404.html" "${contentSecurityPolicy(site.notFound.hashes, options)}";`);
    expect(map).toHaveLength(site.pages.length + 2);
  });

  it("refuses a value nginx would misread", () => {
    const bad = { ...site, pages: [{ route: "/x", file: '/x"/index.html', hashes: NO_INLINE_CODE }] };
    expect(() => nginxCspMap(bad, options)).toThrow(/Cannot write/);
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

describe("the HTTPS and plain-HTTP server blocks (decision 017)", () => {
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
