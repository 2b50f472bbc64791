import { readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { normaliseSiteUrl } from "../app/lib/site-url.ts";

/**
 * After the prerender: writes sitemap.xml (every prerendered page but the 404
 * and the content editor at /admin) and robots.txt (allow all but /admin,
 * pointing at the sitemap) into the build, using the
 * SITE_URL origin (spec §2 routes; issue: search-readiness).
 */
const root = new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url).pathname;
const siteUrl = normaliseSiteUrl(process.env.SITE_URL);

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pages(path);
    return name === "index.html" ? [`/${relative(root, dir)}`.replace(/\/$/, "") || "/"] : [];
  });
}

const paths = pages(root)
  .filter((path) => path !== "/404" && path !== "/admin")
  .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b, "en", { numeric: true })));
const today = new Date().toISOString().slice(0, 10);
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${siteUrl}${path === "/" ? "/" : path}</loc><lastmod>${today}</lastmod></url>`).join("\n")}
</urlset>
`;
writeFileSync(join(root, "sitemap.xml"), sitemap);
writeFileSync(
  join(root, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);
console.log(`seo-files: sitemap.xml with ${paths.length} pages for ${siteUrl}, robots.txt`);
