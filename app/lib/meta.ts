import { studio } from "~/content/site";
import { normaliseSiteUrl } from "./site-url";

/** The site's public origin for canonical URLs; set `SITE_URL` at build time to override. */
export const siteUrl: string = normaliseSiteUrl(import.meta.env.SITE_URL);

type PageMetaInput = {
  /** The page's own title; the studio name is appended. */
  title: string;
  /** 50–160 characters, unique per page. */
  description: string;
  /** The page's path, e.g. "/books/3". */
  path: string;
  /** Social preview image path, e.g. a book cover. */
  image?: string;
};

/**
 * Builds the meta tags of a page: title, description, canonical link and the
 * Open Graph and Twitter card tags.
 * @returns React Router `MetaDescriptor`s for a route's `meta` export
 */
export function pageMeta({ title, description, path, image = "/assets/images/hero.svg" }: PageMetaInput) {
  const fullTitle = path === "/" ? `${studio.name}: ${title}` : `${title} | ${studio.name}`;
  const url = `${siteUrl}${path === "/" ? "/" : path}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: studio.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${siteUrl}${image}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
