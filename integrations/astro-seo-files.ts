import { existsSync, renameSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { CONTACT_NOT_SENT_PATH, CONTACT_SENT_PATH, SITEMAP_PATH } from "../src/routes.ts";

/** The file name crawlers and robots.txt know the sitemap by, as the build before Astro wrote it. */
export const SITEMAP_FILE = SITEMAP_PATH.slice(1);

/**
 * Which of the URLs @astrojs/sitemap collects are pages a search engine should list (spec §2 routes):
 * everything but the bare 404, the result pages of a contact message sent without JavaScript
 * (decision 018) and the files the endpoints publish (`/rss.xml`, `/robots.txt`, `/assets/…/*.md`). The content editor at /admin is a copied file, never a route, so it is never seen.
 * @param url - an absolute page URL, e.g. "https://www.brambleandbee.example/books/3"
 * @returns true to list it
 */
export function isSitemapPage(url: string): boolean {
  const { pathname } = new URL(url);
  const last = pathname.split("/").pop() ?? "";
  const page = pathname.replace(/\/$/, "");
  if (page === CONTACT_SENT_PATH || page === CONTACT_NOT_SENT_PATH) return false;
  return !/^\/404\/?$/.test(pathname) && !last.includes(".");
}

/**
 * Keeps the sitemap at the one address the site has always published, `/sitemap.xml` (which
 * robots.txt names, src/pages/robots.txt.ts): after @astrojs/sitemap has written its index and its
 * single chunk, the chunk becomes sitemap.xml and the index, which would point at a file no longer
 * there, goes. Must come after `sitemap()` in the integrations (their build hooks run in order).
 * @returns the integration
 * @throws Error at build when the sitemap integration wrote no chunk, or more than one (over 45,000 URLs)
 */
export function singleSitemapFile(): AstroIntegration {
  return {
    name: "single-sitemap-file",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        if (!existsSync(`${root}/sitemap-0.xml`))
          throw new Error("single-sitemap-file: @astrojs/sitemap wrote no sitemap-0.xml (is `site` set?)");
        if (existsSync(`${root}/sitemap-1.xml`))
          throw new Error("single-sitemap-file: the sitemap has more than one chunk; publish its index instead");
        renameSync(`${root}/sitemap-0.xml`, `${root}/${SITEMAP_FILE}`);
        rmSync(`${root}/sitemap-index.xml`, { force: true });
        logger.info(`sitemap-0.xml published as ${SITEMAP_FILE}`);
      },
    },
  };
}
