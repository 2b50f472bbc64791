import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import {
  ADMIN_ROBOTS_TAG,
  adminPageHeaders,
  contentSecurityPolicy,
  inlineHashes,
  isAdminPath,
  NO_INLINE_CODE,
  type PolicyOptions,
  securityHeaders,
} from "./security-policy.ts";
import {
  BAD_ID_PATH,
  BAD_ID_STATUS,
  CONTENT_TYPES,
  HASHED_ASSET,
  IMMUTABLE,
  listPageOf,
  REVALIDATE,
} from "./serving-rules.ts";

// Types sirv's table lacks (nginx's mime.types and CDNs know them): the manifest and /favicon.ico.
const contentTypes: Record<string, string> = {
  ...CONTENT_TYPES,
  ".webmanifest": "application/manifest+json",
  ".ico": "image/x-icon",
};
/**
 * Files of the build that are not pages of the site: the 404 page (answered only with status 404)
 * and the configuration for other hosts. Dot files stay hidden too (sirv never serves them).
 */
const HIDDEN_FILES = new Set(["/404.html", "/_headers", "/_redirects"]);

/**
 * Builds the request handler of the production server over a build's
 * `client` folder (the prerendered HTML and assets):
 * - prerendered pages and files, with their content types, precompressed
 *   brotli/gzip variants, ETags, immutable caching for hashed assets (`/_astro/`)
 *   and revalidation for everything else;
 * - `/books/{x}` and `/resources/{x}` that were not prerendered (a malformed or
 *   unknown id): a 302 redirect to the list page (spec §2, §5; why not 301: see
 *   BAD_ID_STATUS in serving-rules.ts);
 * - a trailing slash: a permanent redirect to the path without it;
 * - any other unknown path: status 404 with the bare '404' page;
 * - a path listed in `routes` (e.g. the local e-mail outbox): its own listener;
 * - on every response, the security headers, with a Content-Security-Policy
 *   that allows each page's own inline scripts and styles by hash (server/security-policy.ts);
 * - `/admin`, the content editor: its own CSP and opener policy, and
 *   `X-Robots-Tag: noindex` on everything under it.
 * @param clientDir - absolute path of the build's client folder (Astro's output, with its
 *   `404.html`), e.g. build/client
 * @param routes - extra listeners by exact path, checked before everything else
 * @param policy - which outside hosts the build talks to (from the build's environment)
 * @returns a Node `request` listener
 * @throws Error when the folder has no `404.html`
 */
export function createHandler(
  clientDir: string,
  routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {},
  policy: PolicyOptions = { analytics: false },
) {
  const notFoundHtml = readFileSync(join(clientDir, "404.html"));
  const baseHeaders = securityHeaders(contentSecurityPolicy(NO_INLINE_CODE, policy));
  // Documents get the whole set; subresources (scripts, styles, images, fonts) only what applies to them,
  // which keeps each of a page's many responses small.
  const assetHeaders = {
    "Strict-Transport-Security": baseHeaders["Strict-Transport-Security"] ?? "",
    "X-Content-Type-Options": "nosniff",
  };
  const adminHeaders = adminPageHeaders();
  const adminFileHeaders = { ...assetHeaders, "X-Robots-Tag": ADMIN_ROBOTS_TAG };
  const pageHeaders = new Map<string, Record<string, string>>();
  /** The security headers of an HTML page, its CSP carrying the hashes of the page's inline scripts and styles (cached per file). */
  function headersForHtml(key: string, html: () => string): Record<string, string> {
    let headers = pageHeaders.get(key);
    if (!headers) {
      headers = securityHeaders(contentSecurityPolicy(inlineHashes(html()), policy));
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

  function sendNotFound(res: ServerResponse, method: string | undefined) {
    res.writeHead(404, {
      ...headersForHtml("/404.html", () => notFoundHtml.toString("utf8")),
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": notFoundHtml.length,
      "Cache-Control": REVALIDATE,
    });
    res.end(method === "HEAD" ? undefined : notFoundHtml);
  }

  return function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendNotFound(res, req.method);
    }
    if (Object.hasOwn(routes, pathname)) return routes[pathname]?.(req, res);
    if (pathname.length > 1 && pathname.endsWith("/")) {
      res.writeHead(301, { ...baseHeaders, Location: pathname.replace(/\/+$/, "") + url.search || "/" });
      return res.end();
    }
    if (HIDDEN_FILES.has(pathname) || pathname.includes("/index.html")) {
      return sendNotFound(res, req.method);
    }
    const pagePath = `${pathname === "/" ? "" : pathname}/index.html`;
    if (!pathname.includes("..") && existsSync(join(clientDir, pagePath))) {
      req.url = `${pagePath}${url.search}`;
    }
    serve(req, res, () => {
      if (BAD_ID_PATH.test(pathname)) {
        res.writeHead(BAD_ID_STATUS, { ...baseHeaders, "Cache-Control": REVALIDATE, Location: listPageOf(pathname) });
        res.end();
        return;
      }
      sendNotFound(res, req.method);
    });
  };
}
