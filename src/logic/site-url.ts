/** The origin used when no SITE_URL is configured at build time. */
export const DEFAULT_SITE_URL = "https://www.brambleandbee.example";

/**
 * Normalises a configured site origin: trims a trailing slash; an empty value
 * falls back to {@link DEFAULT_SITE_URL}.
 * @param configured - the SITE_URL build variable, e.g. "https://studio.example/"
 * @returns the origin without a trailing slash
 * @throws TypeError when the value is not an absolute http(s) URL
 */
export function normaliseSiteUrl(configured: string | undefined): string {
  const value = configured?.trim() || DEFAULT_SITE_URL;
  const url = new URL(value);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new TypeError(`SITE_URL must be http(s): ${value}`);
  return value.replace(/\/+$/, "");
}
