import { REVALIDATE } from "../../server/serving-rules.ts";

/**
 * The ways the site is served, each a Playwright project of the `http` tier (`http-node`,
 * `http-nginx`, `http-cloudflare`; playwright.config.ts builds them from {@link HOSTS}):
 * - `node`: `npm start`'s server (server/index.ts), Playwright's webServer, over HTTP/1.1;
 * - `nginx`: Debian's nginx with the rendered deploy/nginx template, over TLS with HTTP/2;
 * - `cloudflare`: Cloudflare Pages' own runtime, `wrangler pages dev`, over the build's `_headers`
 *   and `_redirects`, over HTTP/1.1 (Cloudflare's edge adds TLS and HTTP/2 in production).
 * Netlify is not among them: its local server cannot run here (decision 021).
 */
export const HOSTS = ["node", "nginx", "cloudflare"] as const;

/** One way the site is served. */
export type HostName = (typeof HOSTS)[number];

/** How the hosts answer where they differ, each difference once. */
export type HostRules = {
  /**
   * The 404 page answering a path that is not its own (an unknown path, a missing file):
   * `own`: its own CSP (the hash of its inline script) and Cache-Control `no-cache`;
   * `shared`: only the headers every path gets, no CSP, and the host's own Cache-Control.
   */
  notFoundHeaders: "own" | "shared";
  /** Cache-Control of the 404 page answering another path. */
  notFoundCacheControl: string;
  /** Whether a redirect (a bad id, a trailing slash, the contact post) carries the site's CSP (it renders nothing either way). */
  cspOnRedirects: boolean;
  /**
   * The built HTML files' own names (`/index.html`, `/about/index.html`, `/404.html`) and `/404`:
   * `not-found`: 404 with the 404 page; `host-names`: the host's own names for them, a 308 from
   * `…/index.html` and `….html` to the name without it, and `/404` itself a page (200).
   */
  htmlFileNames: "not-found" | "host-names";
  /**
   * The other hosts' config files (`/_headers`, `/_redirects`): `not-found`: 404 with the 404 page;
   * `runtime-error`: never the file, but the runtime's own error.
   */
  configFiles: "not-found" | "runtime-error";
  /**
   * A page's path with two trailing slashes (`/about//`): `redirect`: 301 to the page;
   * `page`: the page itself with only the headers every path gets.
   */
  doubleTrailingSlash: "redirect" | "page";
  /**
   * The contact form posted without JavaScript (decision 018): `outbox`: the message is stored and
   * the visitor sent on to the thank-you page (303), a refused one gets the not-sent page filled
   * with their words, and a GET goes to the form; `not-sent-page`: whatever the method, a 303 to the
   * not-sent page as built (nothing there can read a post).
   */
  contactPost: "outbox" | "not-sent-page";
  /** Whether a precompressed answer says `Vary: Accept-Encoding`. */
  varyOnEncoding: boolean;
};

/**
 * The table of differences. The Node server and nginx follow the same rules (the template was
 * written from server/app.ts); Cloudflare Pages differs where its runtime decides:
 * - its header rules match the path asked for, so the 404 page answering `/no-such-page` gets only
 *   the `/*` block (no CSP; the README's Deploy section), and its Cache-Control is Cloudflare's
 *   `no-store`; a redirect from `_redirects` carries the `/*` headers but no CSP or Cache-Control;
 * - it names HTML files without `index.html` and `.html` (a 308 to that name), so `/404` is the
 *   404 page's own address (200) and `/index.html` goes to `/`;
 * - `_headers` and `_redirects` are configuration: Cloudflare never uploads them as files, and
 *   `wrangler pages dev`'s asset server answers them with its own 502 (it looks for
 *   `_headers/index.html`);
 * - `_redirects` sends each page's trailing-slash path to the page (301), but cannot match any
 *   number of slashes without a splat rule, which would loop on Netlify (whose rule matching
 *   ignores a trailing slash): `/about//` is served as `/about/` would have been, with only the
 *   `/*` headers; nothing links there;
 * - a static host cannot read a post (decision 018), nor can nginx without `npm start` behind it;
 * - `wrangler pages dev` compresses on the fly without `Vary` (Cloudflare's edge compresses for
 *   each visitor itself).
 */
export const HOST_RULES: Record<HostName, HostRules> = {
  node: {
    notFoundHeaders: "own",
    notFoundCacheControl: REVALIDATE,
    cspOnRedirects: true,
    htmlFileNames: "not-found",
    configFiles: "not-found",
    doubleTrailingSlash: "redirect",
    contactPost: "outbox",
    varyOnEncoding: true,
  },
  nginx: {
    notFoundHeaders: "own",
    notFoundCacheControl: REVALIDATE,
    cspOnRedirects: true,
    htmlFileNames: "not-found",
    configFiles: "not-found",
    doubleTrailingSlash: "redirect",
    contactPost: "not-sent-page",
    varyOnEncoding: true,
  },
  cloudflare: {
    notFoundHeaders: "shared",
    notFoundCacheControl: "no-store",
    cspOnRedirects: false,
    htmlFileNames: "host-names",
    configFiles: "runtime-error",
    doubleTrailingSlash: "page",
    contactPost: "not-sent-page",
    varyOnEncoding: false,
  },
};
