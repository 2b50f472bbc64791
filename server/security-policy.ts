import { createHash } from "node:crypto";
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
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  return [...new Set(hashes)];
}

/**
 * Why the policy is this header and not Astro's `security.csp` (decision 012): Astro's meta-tag
 * policy, a tag on every page, hashes what Astro bundles but not `is:inline` scripts, so each page's
 * tag-layer or 404 script would be blocked unless every one were hashed by hand; its `style-src`
 * without 'unsafe-inline' would block the home page's style attributes; and a meta policy cannot
 * carry `frame-ancestors`. Every host we configure (server/app.ts, nginx, Netlify, Cloudflare) sends
 * this header per page instead, hashing every inline script of the finished HTML, `is:inline` ones
 * included, with nothing to keep in step. Were `security.csp` turned on, its meta policy would apply
 * on top of this one (a script must pass both), so the two must never disagree: leave it off.
 *
 * The Content-Security-Policy of a page: only the site itself, plus the e-mail
 * provider and analytics hosts when configured; inline scripts only by hash
 * (never 'unsafe-inline'); no framing, no plugins, no foreign form targets.
 * @param scriptHashes - from {@link inlineScriptHashes}; empty for non-HTML responses
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], options: PolicyOptions): string {
  const connect = [
    "'self'",
    ...(options.emailOrigin ? [options.emailOrigin] : []),
    ...(options.analytics ? ANALYTICS_CONNECT_HOSTS : []),
  ];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes, ...(options.analytics ? ANALYTICS_SCRIPT_HOSTS : [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    [
      "img-src",
      "'self'",
      "data:",
      ...(options.analytics ? ["https://*.google-analytics.com", "https://www.googletagmanager.com"] : []),
    ],
    // The brand faces travel inside their stylesheet as data: URLs (decision 019).
    ["font-src", "'self'", "data:"],
    ["connect-src", ...connect],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    // Forms post only to the site itself: without JavaScript the contact form posts to its server (decision 018).
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
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
