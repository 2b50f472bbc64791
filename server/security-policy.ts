import { createHash } from "node:crypto";

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
 * The sha256 CSP sources of every executable inline `<script>` of an HTML page
 * (JSON-LD and other data blocks are not scripts and need none).
 * @param html - a prerendered page
 * @returns e.g. ["'sha256-abc…='"], in document order, without duplicates
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = ""]) =>
        !/\ssrc=/.test(attributes) && !/type="(?!module|text\/javascript)[^"]*"/.test(attributes),
    )
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  return [...new Set(hashes)];
}

/**
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
    ["font-src", "'self'"],
    ["connect-src", ...connect],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", "mailto:"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * The security headers every response carries (with the page's CSP).
 * @param csp - from {@link contentSecurityPolicy}
 */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), serial=(), usb=(), xr-spatial-tracking=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}
