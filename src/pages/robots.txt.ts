/** GET /robots.txt (search readiness): every page may be crawled but the content editor at /admin; names the sitemap. */
import type { APIRoute } from "astro";
import { ADMIN_PATH, SITEMAP_PATH } from "~/routes";

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error("robots.txt: astro.config.ts must set `site` (the sitemap's address is absolute)");
  const sitemap = new URL(SITEMAP_PATH, site).href;
  return new Response(`User-agent: *\nAllow: /\nDisallow: ${ADMIN_PATH}\n\nSitemap: ${sitemap}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
};
