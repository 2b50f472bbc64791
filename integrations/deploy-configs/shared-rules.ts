import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import {
  adminPageHeaders,
  contentSecurityPolicy,
  type InlineHashes,
  inlineHashes,
  isAdminPath,
  securityHeaders,
  type PolicyOptions,
} from "../../server/security-policy.ts";
import { NOT_FOUND_PATH } from "../../src/routes.ts";

/**
 * What every host of the build applies, whatever its config language (docs/deploying.md): the build's HTML documents with the headers each needs for itself (its CSP, the
 * editor's opener policy and noindex), and the security headers every response shares. The
 * policies come from server/security-policy.ts and the caching and redirect rules from
 * server/serving-rules.ts, which `npm start`'s server (server/app.ts) follows too; static-hosts.ts
 * and nginx.ts write them in their hosts' syntax.
 */

/** One HTML document of the build. */
export type HtmlDocument = {
  /** The path it answers at: "/", "/about", "/books/3", "/404". */
  route: string;
  /** The file's own path inside the client folder: "/index.html", "/about/index.html", "/404.html". */
  file: string;
  /** The CSP sources of its inline scripts and `<style>` blocks, from {@link inlineHashes}. */
  hashes: InlineHashes;
};

/** What the configs are generated from: the build's documents and files. */
export type BuildSite = {
  /**
   * Every prerendered page (`…/index.html`, at its folder's path) and other HTML file (at its own path)
   * but the 404 page, sorted by route.
   */
  pages: HtmlDocument[];
  /** The bare 404 page every host answers unknown paths with: `/404.html`. */
  notFound: HtmlDocument;
  /** The path of every other file (assets, markdown, sitemap…), sorted; no `.gz`/`.br` siblings, no host configs. */
  files: string[];
};

/** Where Netlify and Cloudflare Pages look for the page they answer unknown paths with. */
const NOT_FOUND_FILE = `${NOT_FOUND_PATH}.html`;

/** Headers that differ per document, so they are set in each document's own rule or map entry, never under `/*`. */
const PER_DOCUMENT = new Set(["Content-Security-Policy", "Cross-Origin-Opener-Policy"]);

/**
 * The security headers every response gets, whatever it is: securityHeaders() without the CSP
 * and the opener policy, which differ per document ({@link documentHeaders}).
 * @returns header name and value pairs, in securityHeaders()'s order
 */
export function everywhereHeaders(): [string, string][] {
  return Object.entries(securityHeaders("")).filter(([name]) => !PER_DOCUMENT.has(name));
}

/**
 * The headers one document gets besides the shared ones: its CSP and opener policy (both the
 * site's for a page, the editor's own for /admin, server/security-policy.ts), and for the editor
 * `X-Robots-Tag: noindex`.
 * @param document - a page or the 404 page
 * @param options - the policy options, from policyOptionsFromEnv
 * @returns header name and value pairs, CSP first
 */
export function documentHeaders(document: HtmlDocument, options: PolicyOptions): [string, string][] {
  const headers = isAdminPath(document.route)
    ? adminPageHeaders()
    : securityHeaders(contentSecurityPolicy(document.hashes, options));
  return Object.entries(headers).filter(([name]) => PER_DOCUMENT.has(name) || name === "X-Robots-Tag");
}

/**
 * Reads a build's client folder: its pages with the hashes of their inline scripts and styles, its 404 page, and its other files.
 * @param clientDir - absolute path of the build's client folder
 * @returns the site, pages sorted by route and files by path
 * @throws Error when the folder or the 404 page (`404.html`) is missing
 */
export function readBuild(clientDir: string): BuildSite {
  if (!existsSync(clientDir)) throw new Error(`No build at ${clientDir}: run the build first`);
  const pages: HtmlDocument[] = [];
  const files: string[] = [];
  const notFiles = new Set([NOT_FOUND_FILE, "/_headers", "/_redirects"]);
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const urlPath = `/${relative(clientDir, path).split(sep).join("/")}`;
      if (statSync(path).isDirectory()) walk(path);
      else if (name === "index.html")
        pages.push(htmlDocument(urlPath.slice(0, -"/index.html".length) || "/", urlPath, path));
      else if (notFiles.has(urlPath) || /\.(gz|br)$/.test(name)) continue;
      // Any other HTML file (e.g. a fragment an endpoint writes) is a document at its own path.
      else if (name.endsWith(".html")) pages.push(htmlDocument(urlPath, urlPath, path));
      else files.push(urlPath);
    }
  };
  walk(clientDir);
  const notFoundFile = join(clientDir, NOT_FOUND_FILE);
  if (!existsSync(notFoundFile)) throw new Error(`${notFoundFile} is missing: the build has no 404 page`);
  return {
    pages: pages.sort((a, b) => compareText(a.route, b.route)),
    notFound: htmlDocument(NOT_FOUND_FILE, NOT_FOUND_FILE, notFoundFile),
    files: files.sort(compareText),
  };
}

function htmlDocument(route: string, file: string, path: string): HtmlDocument {
  return { route, file, hashes: inlineHashes(readFileSync(path, "utf8")) };
}

function compareText(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true });
}

/**
 * Every HTML document a host serves, by the path its header rule names: each page at its route,
 * and the 404 page at `/404.html`.
 * @param site - from {@link readBuild}
 * @returns [rule path, document] pairs in that order
 */
export function siteDocuments(site: BuildSite): [string, HtmlDocument][] {
  return [...site.pages.map((page): [string, HtmlDocument] => [page.route, page]), [NOT_FOUND_FILE, site.notFound]];
}
