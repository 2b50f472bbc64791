import { readFileSync } from "node:fs";
import { CONTACT_NOT_SENT_PATH, CONTACT_SENT_PATH } from "../../../src/routes.ts";

/** The built sitemap: the pages a search engine is told about (integrations/astro-seo-files.ts). */
const SITEMAP = new URL("../../../build/client/sitemap.xml", import.meta.url);

/** The bare '404' of spec §2 (src/pages/404.astro): no shell, only its code, so nothing to tab to. */
export const BARE_404 = "/no-such-page";

/**
 * The pages the sitemap leaves out on purpose (`isSitemapPage`): the bare 404, reached at any
 * unknown path, and the two result pages of a contact message sent without JavaScript
 * (decision 018), which the server also answers to a plain GET. The content editor at /admin is
 * not a page of the site (a copied file with a CSP of its own; tests/journeys/admin.spec.ts).
 */
export const NON_INDEXED = [BARE_404, CONTACT_SENT_PATH, CONTACT_NOT_SENT_PATH] as const;

/**
 * Every page of the built site: the path of each `<loc>` in build/client/sitemap.xml, in its
 * order, then {@link NON_INDEXED}. Read when the spec loads, so the tier follows the content.
 * @returns paths such as `/` and `/books/3`, no trailing slash but the root's
 * @throws when the build has no sitemap or the sitemap lists no page (`npm run build` first)
 */
export function siteRoutes(): string[] {
  const xml = readFileSync(SITEMAP, "utf8");
  const indexed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => new URL(loc).pathname);
  if (indexed.length === 0) throw new Error(`${SITEMAP.pathname} lists no page`);
  return [...indexed, ...NON_INDEXED];
}
