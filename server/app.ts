import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

/** /books/{x} and /resources/{x} not prerendered fall back to the SPA shell, so the client redirects (spec §2). */
const SPA_FALLBACK_PATH = /^\/(books|resources)\/[^/]+$/;
/** Vite's content-hashed build output: safe to cache forever. */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.(js|css|woff2?|svg|png|jpe?g|webp|avif)$/;

const CONTENT_TYPES: Record<string, string> = {
  ".md": "text/markdown; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

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
 * - a path listed in `routes` (e.g. the local e-mail outbox): its own listener.
 *
 * @param clientDir - absolute path of build/client
 * @param routes - extra listeners by exact path, checked before everything else
 * @returns a Node `request` listener
 */
export function createHandler(
  clientDir: string,
  routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {},
) {
  const fallbackHtml = readFileSync(join(clientDir, "__spa-fallback.html"));
  const notFoundHtml = readFileSync(join(clientDir, "404", "index.html"));

  const serve = sirv(clientDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    extensions: [],
    setHeaders(res, pathname) {
      const extension = pathname.slice(pathname.lastIndexOf("."));
      const contentType = CONTENT_TYPES[extension];
      if (contentType) res.setHeader("Content-Type", contentType);
      res.setHeader("Cache-Control", HASHED_ASSET.test(pathname) ? "public, max-age=31536000, immutable" : "no-cache");
      res.setHeader("X-Content-Type-Options", "nosniff");
    },
  });

  function sendHtml(res: ServerResponse, status: number, body: Buffer, method: string | undefined) {
    res.writeHead(status, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
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
      res.writeHead(301, { Location: pathname.replace(/\/+$/, "") + url.search || "/" });
      return res.end();
    }
    if (pathname === "/404" || pathname === "/__spa-fallback.html" || pathname.includes("/index.html")) {
      return sendHtml(res, 404, notFoundHtml, req.method);
    }
    const pagePath = `${pathname === "/" ? "" : pathname}/index.html`;
    if (!pathname.includes("..") && existsSync(join(clientDir, pagePath))) {
      req.url = `${pagePath}${url.search}`;
    }
    serve(req, res, () => {
      const isDataRequest = pathname.endsWith(".data");
      if (!isDataRequest && SPA_FALLBACK_PATH.test(pathname)) {
        return sendHtml(res, 200, fallbackHtml, req.method);
      }
      sendHtml(res, 404, notFoundHtml, req.method);
    });
  };
}
