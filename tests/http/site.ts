import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { PROJECT_ROOT } from "../../integrations/deploy-configs/index.ts";
import {
  contentSecurityPolicy,
  inlineHashes,
  NO_INLINE_CODE,
  policyOptionsFromEnv,
  securityHeaders,
} from "../../server/security-policy.ts";
import { buildEnv, HASHED_ASSET } from "../../server/serving-rules.ts";
import { clientDir, fileText } from "../support/build-output.ts";
import type { Answer } from "../support/http-client.ts";
import { CONTACT_NOT_SENT_PATH, CONTACT_SENT_PATH, ROUTES } from "../../src/routes.ts";

/**
 * What the HTTP contract expects, read from the build every host serves (BUILD_DIR's client
 * folder): its pages, files and the policies the build's environment gives them.
 */

const sitemapFile = join(clientDir, "sitemap.xml");
if (!existsSync(sitemapFile))
  throw new Error(
    `${sitemapFile} is missing: build first (BUILD_DIR=${process.env.BUILD_DIR ?? "build"} npm run build)`,
  );

/** The paths the built sitemap lists, e.g. ["/", "/about", …]. */
export const sitemapPaths: string[] = [...readFileSync(sitemapFile, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc = ""]) => new URL(loc).pathname,
);

/** Pages of the site that the sitemap leaves out on purpose (noindex): the contact form's result pages (decision 018). */
export const unlistedPages = [CONTACT_SENT_PATH, CONTACT_NOT_SENT_PATH];

/** Every page a host must answer with 200: the sitemap's and the unlisted ones. */
export const sitePages = [...sitemapPaths, ...unlistedPages];

/** The build file a page path answers with: "/" → "index.html", "/about" → "about/index.html". */
export const pageFile = (path: string): string => `${path === ROUTES.home ? "" : path.slice(1) + "/"}index.html`;

/** Whether the build has a prerendered page at this path. */
export const isPage = (path: string): boolean => existsSync(join(clientDir, pageFile(path)));

/** The bare 404 page as built. */
export const notFoundHtml = fileText("404.html");

/** The first hashed script in /_astro, e.g. "/_astro/client.AbCd1234.js". */
export const hashedScript: string = (() => {
  const found = readdirSync(join(clientDir, "_astro"))
    .map((name) => `/_astro/${name}`)
    .find((path) => HASHED_ASSET.test(path) && path.endsWith(".js"));
  if (!found) throw new Error("the build has no hashed script in /_astro");
  return found;
})();

const policyOptions = policyOptionsFromEnv(buildEnv(PROJECT_ROOT, process.env));

/** The CSP a document must carry: the site's, with the hashes of the document's own inline scripts and styles. */
export const policyOf = (html: string): string => contentSecurityPolicy(inlineHashes(html), policyOptions);

/** The CSP of an answer that is no document (a redirect): the site's, without hashes. */
export const defaultPolicy = contentSecurityPolicy(NO_INLINE_CODE, policyOptions);

/** Strict-Transport-Security as every host sends it over HTTPS (and the Node server behind its proxy). */
export const HSTS = securityHeaders("")["Strict-Transport-Security"] ?? "";

/**
 * Expects the security headers every response of a page or redirect carries: each of
 * securityHeaders() but the CSP with its exact value, and no opener policy (decision 013: only the
 * editor has one).
 */
export function expectSecurityHeaders(answer: Answer, label: string): void {
  for (const [name, value] of Object.entries(securityHeaders(""))) {
    if (name !== "Content-Security-Policy") expect(answer.headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
  }
  expect(answer.headers["cross-origin-opener-policy"], `${label}: no opener policy`).toBeUndefined();
}

/** A policy's directives by name, each with its sources. */
function directivesOf(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/**
 * Expects the site's policy with nothing unsafe (decision 029), read from its text: no
 * 'unsafe-inline', 'unsafe-eval' or 'unsafe-hashes' anywhere; nothing by default; scripts only from
 * the site and by hash; styles only by the hashes of the document's own `<style>` blocks, hashed
 * here from `html` (none: no style at all); Trusted Types required and no policy allowed; no
 * plugin, `<base>`, framing or foreign form target; and, the build under test having no keys, no
 * analytics or e-mail host.
 * @param csp - the header as the host sent it
 * @param label - names the answer in a failure
 * @param html - the document it came with; "" for a redirect
 */
export function expectStrictPolicy(csp: string | undefined, label: string, html: string): void {
  expect(csp, label).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
  const directives = directivesOf(csp ?? "");
  const styleBlocks = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(([, body = ""]) => body);
  const styleHashes = [
    ...new Set(styleBlocks.map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`)),
  ];
  expect(Object.fromEntries(directives), label).toMatchObject({
    "default-src": ["'none'"],
    "style-src": styleHashes.length > 0 ? styleHashes : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "require-trusted-types-for": ["'script'"],
    "trusted-types": ["'none'"],
  });
  expect(directives.get("script-src")?.join(" "), label).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
  // The build under test talks to no analytics or e-mail provider (no keys): none of their hosts.
  expect(csp, label).not.toMatch(/google|emailjs/);
}

/**
 * The media type and charset of a Content-Type header, lower-case, whatever the spacing:
 * "text/html;charset=UTF-8" → { type: "text/html", charset: "utf-8" }.
 */
export function mediaType(header: string | undefined): { type: string; charset: string | undefined } {
  const [type = "", ...parameters] = (header ?? "").toLowerCase().split(";");
  const charset = parameters
    .map((parameter) => parameter.trim())
    .find((parameter) => parameter.startsWith("charset="))
    ?.slice("charset=".length);
  return { type: type.trim(), charset };
}
