import { studio } from "~/content/site";
import { ROUTES } from "~/routes";

export type PageMetaInput = {
  /** The page's own title; the studio name is appended. */
  title: string;
  /** 50–160 characters, unique per page. */
  description: string;
  /** The page's path, e.g. "/books/3". */
  path: string;
  /**
   * The picture the page's social card is drawn from (site path), e.g. a book's cover; default the
   * studio's hero art. The card itself, a PNG, is what `og:image` names (integrations/social-cards.ts).
   */
  image?: string;
  /** What the social card shows: a book's cover and title, an article's picture and title, or (default) a page's heading over the art. */
  cardKind?: "book" | "article" | "page";
  /** The page's heading, drawn on its social card; default the title. */
  heading?: string;
};

/** The studio's art that a page's social card is drawn over when the page names no picture. */
export const DEFAULT_CARD_IMAGE = "/assets/images/hero.svg";

/**
 * The readable start of a page's social card's file name: its path with dashes, "home" for "/".
 * @param path - the page's path, e.g. "/books/3"
 * @returns e.g. "books-3"
 */
export function cardSlug(path: string): string {
  return (
    path
      .replace(/^\/+|\/+$/g, "")
      .replace(/[^a-z0-9]+/gi, "-")
      .toLowerCase() || "home"
  );
}

/** A page's head, resolved: the full title, its canonical URL and the absolute social image URL. */
export type PageHead = { title: string; description: string; url: string; image: string };

/**
 * Resolves what a page's `<head>` says of it (src/layouts/site-layout.astro writes the tags: title,
 * description, canonical link, Open Graph and Twitter card).
 * @param input - the page's title, description and path; `image` is the social image's site path
 *   (the layout passes its drawn card's)
 * @param origin - the site's origin without a trailing slash, e.g. "https://www.your-studio.com"
 *   (the build's address, decision 026: src/layouts/site-origin.ts reads it)
 * @returns the full title ("{title} | {studio}", or "{studio}: {title}" for "/") and absolute URLs
 */
export function pageMeta(
  { title, description, path, image = DEFAULT_CARD_IMAGE }: PageMetaInput,
  origin: string,
): PageHead {
  const fullTitle = path === ROUTES.home ? `${studio.name}: ${title}` : `${title} | ${studio.name}`;
  return { title: fullTitle, description, url: `${origin}${path}`, image: `${origin}${image}` };
}
