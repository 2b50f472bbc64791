import { DEFAULT_SITE_URL } from "~/logic/site-url";

/**
 * The site's origin, e.g. "https://www.your-studio.com", without a trailing slash: Astro's
 * `import.meta.env.SITE`, which is the config's `site` (astro.config.ts resolves it once with
 * `resolveSiteUrl`, decision 026), so the canonical links and JSON-LD cannot name another address
 * than sitemap.xml, rss.xml and robots.txt. Read here, at build, beside the layout that writes the
 * page head, so that src/logic/page-head.ts and src/logic/structured-data.ts take it as an argument and
 * stay pure (decision 020). Outside an Astro build (where nothing sets `SITE`) it is the sample
 * site's origin.
 */
export const siteOrigin: string = import.meta.env.SITE || DEFAULT_SITE_URL;
