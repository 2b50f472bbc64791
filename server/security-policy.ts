import { createHash } from "node:crypto";
import { GOOGLE_TAG_LIBRARY_POLICY, GOOGLE_TAG_POLICY } from "../src/logic/consent-mode.ts";
import { ADMIN_PATH } from "../src/routes.ts";

/** What the site is configured to talk to, read from the build-time environment. */
export type PolicyOptions = {
  /** Extra origin the contact form posts to (the e-mail provider), or none when it posts to this server. */
  emailOrigin?: string;
  /** Whether a GA4 measurement id is configured, which allows Google's tag and collection hosts. */
  analytics: boolean;
};

const ANALYTICS_SCRIPT_HOSTS = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT_HOSTS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
];
const ANALYTICS_IMAGE_HOSTS = ["https://*.google-analytics.com", "https://www.googletagmanager.com"];

/**
 * Reads the policy options from the environment of the build or server
 * (VITE_EMAILJS_PUBLIC_KEY + VITE_EMAILJS_ORIGIN, VITE_GA_MEASUREMENT_ID).
 * @param env - usually process.env
 */
export function policyOptionsFromEnv(env: Record<string, string | undefined>): PolicyOptions {
  const emailConfigured = Boolean(env.VITE_EMAILJS_PUBLIC_KEY);
  const emailOrigin = emailConfigured
    ? new URL(env.VITE_EMAILJS_ORIGIN || "https://api.emailjs.com").origin
    : undefined;
  return { emailOrigin, analytics: Boolean(env.VITE_GA_MEASUREMENT_ID) };
}

/** The CSP hash sources of a document's inline code, each list in document order without duplicates. */
export type InlineHashes = {
  /** Its executable inline scripts and speculation rules, from {@link inlineScriptHashes}. */
  scripts: readonly string[];
  /** Its `<style>` blocks, from {@link inlineStyleHashes}. */
  styles: readonly string[];
};

/** The hashes of a response that is no document (a redirect, an asset): none. */
export const NO_INLINE_CODE: InlineHashes = { scripts: [], styles: [] };

const sha256Source = (body: string): string => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

/**
 * The sha256 CSP sources of every executable inline `<script>` of an HTML page, and of its
 * speculation rules, which CSP checks like a script (JSON-LD and other data blocks need none).
 * @param html - a prerendered page
 * @returns e.g. ["'sha256-abc…='"], in document order, without duplicates
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = ""]) =>
        !/\ssrc=/.test(attributes) && !/type="(?!module|text\/javascript|speculationrules)[^"]*"/.test(attributes),
    )
    .map(([, , body = ""]) => sha256Source(body));
  return [...new Set(hashes)];
}

/**
 * The sha256 CSP sources of every `<style>` block of an HTML page: the display face's, the
 * Tailwind stylesheet written into the page, Astro's island style, and any `<style>` inside inline
 * SVG art. A page's `style="…"` attributes are never allowed (no 'unsafe-hashes'): the build
 * writes none (decision 029).
 * @param html - a prerendered page
 * @returns e.g. ["'sha256-abc…='"], in document order, without duplicates
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(([, , body = ""]) =>
    sha256Source(body),
  );
  return [...new Set(hashes)];
}

/**
 * Both hash lists of a page, for {@link contentSecurityPolicy}.
 * @param html - a prerendered page
 */
export function inlineHashes(html: string): InlineHashes {
  return { scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html) };
}

/**
 * The Trusted Types policies a page may create (decision 029): none, since the site's own code
 * writes no HTML, script or script URL into the page; with a measurement id, the one that lets the
 * tag layer add Google's tag and the one Google's tag makes for itself.
 */
function trustedTypesPolicies(options: PolicyOptions): string[] {
  return options.analytics ? [GOOGLE_TAG_POLICY, GOOGLE_TAG_LIBRARY_POLICY] : ["'none'"];
}

/**
 * Why the policy is this header and not Astro's `security.csp` (decisions 012, 029): Astro's
 * meta-tag policy, a tag on every page, hashes what Astro bundles but not `is:inline` scripts and
 * styles, so each page's tag-layer or 404 script and its display-face style would be blocked unless
 * every one were hashed by hand; and a meta policy can carry neither `frame-ancestors` nor a
 * report of what it blocked. Every host we configure (server/app.ts, nginx, Netlify, Cloudflare)
 * sends this header per page instead, hashing every inline script and `<style>` of the finished
 * HTML, `is:inline` ones included, with nothing to keep in step. Were `security.csp` turned on, its
 * meta policy would apply on top of this one (a script must pass both), so the two must never
 * disagree: leave it off.
 *
 * The Content-Security-Policy of a page (decision 029): nothing by default (`default-src 'none'`),
 * each kind of load the site makes allowed by name, from the site itself, plus the e-mail provider
 * and analytics hosts when configured; inline scripts and styles only by hash (never
 * 'unsafe-inline', 'unsafe-eval' or 'unsafe-hashes', so no style attribute applies); Trusted Types
 * required for every script sink; no framing, no plugins, no `<base>`, no foreign form targets.
 * @param hashes - from {@link inlineHashes}; {@link NO_INLINE_CODE} for a response that is no document
 * @param options - what the build talks to, from {@link policyOptionsFromEnv}
 * @returns the header's value, directives joined by "; "
 */
export function contentSecurityPolicy(hashes: InlineHashes, options: PolicyOptions): string {
  const sources = (list: readonly string[]) => (list.length > 0 ? list : ["'none'"]);
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...hashes.scripts, ...(options.analytics ? ANALYTICS_SCRIPT_HOSTS : [])],
    // The stylesheet is written into each page (decision 023): no style file, so hashes only.
    ["style-src", ...sources(hashes.styles)],
    // data: for the SVG pictures written into a page as data: URLs (decision 023).
    ["img-src", "'self'", "data:", ...(options.analytics ? ANALYTICS_IMAGE_HOSTS : [])],
    // The brand faces: the display face inside its style as a data: URL, the text face a file (decisions 019, 023).
    ["font-src", "'self'", "data:"],
    [
      "connect-src",
      "'self'",
      ...(options.emailOrigin ? [options.emailOrigin] : []),
      ...(options.analytics ? ANALYTICS_CONNECT_HOSTS : []),
    ],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    // Forms post only to the site itself: without JavaScript the contact form posts to its server (decision 018).
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
    ["require-trusted-types-for", "'script'"],
    ["trusted-types", ...trustedTypesPolicies(options)],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * Whether a request or file path belongs to the content editor: `/admin`, `/admin/` or anything below it.
 * @param pathname - a decoded URL path or a build file path, e.g. "/admin/index.html"
 */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
}

/**
 * Where the editor may connect besides the site: the local backend of `npm run admin`
 * (decap-server on this computer), and the Git hosts' APIs it saves through in production.
 */
export const ADMIN_CONNECT_SOURCES = [
  "http://127.0.0.1:*",
  "http://localhost:*",
  "https://api.github.com",
  "https://gitlab.com",
] as const;

/** Where the signed-in user's avatar comes from on GitHub and GitLab. */
const ADMIN_IMAGE_SOURCES = [
  "https://avatars.githubusercontent.com",
  "https://gitlab.com",
  "https://secure.gravatar.com",
];

/**
 * The Content-Security-Policy of the content editor at /admin only; the site's pages keep
 * {@link contentSecurityPolicy}. Decap CMS is one script of our own build, but it compiles its
 * config schema at run time (`new Function`, hence 'unsafe-eval'), styles itself inline, previews
 * pictures being uploaded as blob: and data: URLs, and saves through the local backend or the
 * Git host's API. Framing, plugins and foreign form targets stay off.
 */
export function adminContentSecurityPolicy(): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...ADMIN_IMAGE_SOURCES],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...ADMIN_CONNECT_SOURCES],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** `X-Robots-Tag` of everything under /admin: search engines neither list nor follow it. */
export const ADMIN_ROBOTS_TAG = "noindex, nofollow";

/**
 * The headers of the editor's page: the site's security headers with the editor's own CSP, a
 * Cross-Origin-Opener-Policy that keeps the sign-in window of GitHub's OAuth able to report back
 * (`same-origin-allow-popups`; the site's pages send none, decision 013), and `X-Robots-Tag: noindex`.
 */
export function adminPageHeaders(): Record<string, string> {
  return {
    ...securityHeaders(adminContentSecurityPolicy()),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": ADMIN_ROBOTS_TAG,
  };
}

/**
 * The security headers every response carries (with the page's CSP). No Cross-Origin-Opener-Policy:
 * a visitor arriving from another site would pay for a browsing-context-group swap on the first
 * page's main thread, and the pages open no window and hold nothing a cross-origin opener could
 * reach (decision 013); the editor's page sets its own ({@link adminPageHeaders}).
 * @param csp - from {@link contentSecurityPolicy}
 * @returns header name → value
 */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), serial=(), usb=(), xr-spatial-tracking=()",
    "X-Frame-Options": "DENY",
  };
}
