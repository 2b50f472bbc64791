/**
 * The site's address: the one origin every absolute URL of the build names (canonical links, Open
 * Graph and Twitter tags, JSON-LD, sitemap.xml, rss.xml, robots.txt). The rule is decision 026's;
 * the product spec says nothing of the address.
 */

/** The sample site's origin: what a build names where no host names the site (a person's machine, the project's CI). */
export const DEFAULT_SITE_URL = "https://www.brambleandbee.example";

/** The build's environment as the resolver reads it: `SITE_URL`, and the hosts' own variables. */
export type SiteUrlEnv = Readonly<Record<string, string | undefined>>;

/** A host flag as hosts set it ("true", "1"); unset, empty, "0" and "false" are off. */
const isOn = (flag: string | undefined) => !!flag && flag !== "0" && flag !== "false";

/**
 * The origin of an address, checked: an absolute http(s) URL naming no path, query or fragment.
 * @param value - the address, e.g. "https://studio.example/" (trimmed; one trailing slash is no path)
 * @param source - where it came from, named in the error, e.g. "SITE_URL"
 * @returns its origin, e.g. "https://studio.example" (scheme and host lower-cased, default port dropped)
 * @throws TypeError naming `source` when the value is not an absolute http(s) URL, or has a path,
 *   query or fragment (the site is served from its root, so a path would be dropped by some links and
 *   kept by others)
 */
function originOf(value: string, source: string): string {
  const fix = "set it to the site's origin, e.g. SITE_URL=https://www.your-studio.com";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`${source} (${value}) is not an absolute URL: ${fix}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new TypeError(`${source} (${value}) must be an http(s) address: ${fix}`);
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password)
    throw new TypeError(`${source} (${value}) must name only the origin, with no path, query or fragment: ${fix}`);
  return url.origin;
}

/**
 * Which address the build names, from the build's environment (decision 026):
 * 1. `SITE_URL`, when set, always;
 * 2. on Netlify (`NETLIFY=true`), Netlify's `URL`: the site's production address (its primary custom
 *    domain when it has one), set in deploy previews too;
 * 3. on Cloudflare Pages (`CF_PAGES=1`), nothing: its `CF_PAGES_URL` names one deployment's own
 *    preview host, never the site, so the build must be told;
 * 4. elsewhere (a person's machine, the project's CI), the sample site's {@link DEFAULT_SITE_URL}.
 * @param env - the build's environment, e.g. process.env (only read)
 * @returns the origin without a trailing slash, e.g. "https://studio.netlify.app"
 * @throws TypeError when `SITE_URL` (or Netlify's `URL`) is not an http(s) origin;
 *   Error, in one line naming `SITE_URL` and where to set it, on Cloudflare Pages without `SITE_URL`
 *   or on Netlify without its `URL`
 */
export function resolveSiteUrl(env: SiteUrlEnv): string {
  const configured = env.SITE_URL?.trim();
  if (configured) return originOf(configured, "SITE_URL");
  if (isOn(env.NETLIFY)) {
    const netlify = env.URL?.trim();
    if (netlify) return originOf(netlify, "Netlify's URL");
    throw new Error(
      "SITE_URL is not set and Netlify gave no URL. Set SITE_URL to the site's address, e.g. SITE_URL=https://www.your-studio.com, in the Netlify site's environment variables",
    );
  }
  if (isOn(env.CF_PAGES))
    throw new Error(
      "SITE_URL is not set, and Cloudflare Pages names only this deployment's preview host (CF_PAGES_URL), never the site. Set SITE_URL to the site's address, e.g. SITE_URL=https://www.your-studio.com, in the Cloudflare Pages project's build environment variables",
    );
  return DEFAULT_SITE_URL;
}
