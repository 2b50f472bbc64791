import { studio } from "~/content/site";
import { normaliseSiteUrl } from "./site-url";

/** The site's public origin for canonical URLs; set `SITE_URL` at build time to override. */
export const siteUrl: string = normaliseSiteUrl(import.meta.env.SITE_URL);

export type PageMetaInput = {
  /** The page's own title; the studio name is appended. */
  title: string;
  /** 50–160 characters, unique per page. */
  description: string;
  /** The page's path, e.g. "/books/3". */
  path: string;
  /** Social preview image path, e.g. a book cover. */
  image?: string;
};

/** A page's head, resolved: the full title, its canonical URL and the absolute social image URL. */
export type PageHead = { title: string; description: string; url: string; image: string };

/**
 * Resolves what a page's `<head>` says of it (src/layouts/site-layout.astro writes the tags: title,
 * description, canonical link, Open Graph and Twitter card).
 * @returns the full title ("{title} | {studio}", or "{studio}: {title}" for "/") and absolute URLs
 */
export function pageMeta({ title, description, path, image = "/assets/images/hero.svg" }: PageMetaInput): PageHead {
  const fullTitle = path === "/" ? `${studio.name}: ${title}` : `${title} | ${studio.name}`;
  return { title: fullTitle, description, url: `${siteUrl}${path === "/" ? "/" : path}`, image: `${siteUrl}${image}` };
}
