import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import {
  ADMIN_ROBOTS_TAG,
  adminPageHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
  isAdminPath,
  type PolicyOptions,
  securityHeaders,
} from "./security-policy.ts";
import { CONTENT_TYPES, HASHED_ASSET, IMMUTABLE, REVALIDATE, SPA_FALLBACK_PATH } from "./serving-rules.ts";

// Types sirv's table lacks (nginx's mime.types and CDNs know them): the manifest and /favicon.ico.
const contentTypes: Record<string, string> = {
  ...CONTENT_TYPES,
  ".webmanifest": "application/manifest+json",
  ".ico": "image/x-icon",
};
/** Files of the build that are configuration for other hosts, not part of the site. */
const HIDDEN_FILES = new Set([
  "/404",
  "/404.html",
  "/__spa-fallback",
  "/__spa-fallback.html",
  "/_headers",
  "/_redirects",
]);

/**
 * Builds the request handler of the production server over a build's
 * `client` folder (the prerendered HTML and assets):
 * - prerendered pages and files, with their content types, precompressed
 *   brotli/gzip variants, ETags, immutable caching for hashed assets and
 *   revalidation for everything else;
 * - `/books/*` and `/resources/*` paths that were not prerendered: the SPA
 *   fallback with status 200, where the client redirects (spec §2);
 * - a trailing slash: a permanent redirect to the path without it;
 * - any other unknown path: status 404 with the bare '404' page;
 * - a path listed in `routes` (e.g. the local e-mail outbox): its own listener;
 * - on every response, the security headers, with a Content-Security-Policy
 *   that allows each page's own inline scripts by hash (server/security-policy.ts);
 * - `/admin`, the content editor: its own CSP and opener policy, and
 *   `X-Robots-Tag: noindex` on everything under it.
 *
 * @param clientDir - absolute path of build/client
 * @param routes - extra listeners by exact path, checked before everything else
 * @param policy - which outside hosts the build talks to (from the build's environment)
 * @returns a Node `request` listener
 */
export function createHandler(
  clientDir: string,
  routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {},
  policy: PolicyOptions = { analytics: false },
) {
  // The React Router build has an SPA fallback and 404/index.html; the Astro build (issue 24) has 404.html and no fallback.
  const fallbackFile = join(clientDir, "__spa-fallback.html");
  const fallbackHtml = existsSync(fallbackFile) ? readFileSync(fallbackFile) : null;
  const notFoundFile = join(clientDir, "404", "index.html");
  const notFoundHtml = readFileSync(existsSync(notFoundFile) ? notFoundFile : join(clientDir, "404.html"));
  const baseHeaders = securityHeaders(contentSecurityPolicy([], policy));
  // Documents get the whole set; subresources (scripts, styles, images, fonts) only what applies to them,
  // which keeps each of a page's ~40 responses small.
  const assetHeaders = {
    "Strict-Transport-Security": baseHeaders["Strict-Transport-Security"] ?? "",
    "X-Content-Type-Options": "nosniff",
  };
  const adminHeaders = adminPageHeaders();
  const adminFileHeaders = { ...assetHeaders, "X-Robots-Tag": ADMIN_ROBOTS_TAG };
  const pageHeaders = new Map<string, Record<string, string>>();
  /** The security headers of an HTML page, its CSP carrying the page's inline-script hashes (cached per file). */
  function headersForHtml(key: string, html: () => string): Record<string, string> {
    let headers = pageHeaders.get(key);
    if (!headers) {
      headers = securityHeaders(contentSecurityPolicy(inlineScriptHashes(html()), policy));
      pageHeaders.set(key, headers);
    }
    return headers;
  }

  const serve = sirv(clientDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [],
    setHeaders(res, pathname) {
      const extension = pathname.slice(pathname.lastIndexOf("."));
      const contentType = contentTypes[extension];
      if (contentType) res.setHeader("Content-Type", contentType);
      res.setHeader("Cache-Control", HASHED_ASSET.test(pathname) ? IMMUTABLE : REVALIDATE);
      const html = pathname.endsWith(".html");
      let headers: Record<string, string>;
      if (isAdminPath(pathname)) headers = html ? adminHeaders : adminFileHeaders;
      else
        headers = html ? headersForHtml(pathname, () => readFileSync(join(clientDir, pathname), "utf8")) : assetHeaders;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    },
  });

  function sendHtml(res: ServerResponse, status: number, body: Buffer, method: string | undefined) {
    res.writeHead(status, {
      ...headersForHtml(body === fallbackHtml ? "fallback" : "404", () => body.toString("utf8")),
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": REVALIDATE,
    });
    res.end(method === "HEAD" ? undefined : body);
  }

  return function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendHtml(res, 404, notFoundHtml, req.method);
    }
    if (Object.hasOwn(routes, pathname)) return routes[pathname]?.(req, res);
    if (pathname.length > 1 && pathname.endsWith("/")) {
      res.writeHead(301, { ...baseHeaders, Location: pathname.replace(/\/+$/, "") + url.search || "/" });
      return res.end();
    }
    if (HIDDEN_FILES.has(pathname) || pathname.includes("/index.html")) {
      return sendHtml(res, 404, notFoundHtml, req.method);
    }
    const pagePath = `${pathname === "/" ? "" : pathname}/index.html`;
    if (!pathname.includes("..") && existsSync(join(clientDir, pagePath))) {
      req.url = `${pagePath}${url.search}`;
    }
    serve(req, res, () => {
      const isDataRequest = pathname.endsWith(".data");
      if (!isDataRequest && SPA_FALLBACK_PATH.test(pathname)) {
        if (fallbackHtml) return sendHtml(res, 200, fallbackHtml, req.method);
        // Spec §2: a malformed or unknown book or resource id ends on its list page.
        res.writeHead(302, { ...baseHeaders, Location: pathname.startsWith("/books/") ? "/books" : "/resources" });
        res.end();
        return;
      }
      sendHtml(res, 404, notFoundHtml, req.method);
    });
  };
}
