/**
 * The pure half of the raster image pipeline: from the files the build made of
 * each raster source (vite-imagetools, see pictures.server.ts) to the responsive sources a
 * page needs. No Vite and no file system here, so it is unit-tested directly.
 */

/**
 * The responsive files the build made of one raster content image: AVIF and WebP
 * `srcset`s for `<source>` elements, and the fallback `<img>` in the source's own format
 * with its intrinsic size in px.
 */
export type Picture = {
  sources: { type: "image/avif" | "image/webp"; srcSet: string }[];
  src: string;
  width: number;
  height: number;
};

/** Pictures by the content URL that names their source, e.g. `/assets/images/people/owner.png`. */
export type PictureMap = Record<string, Picture>;

/** One file the build made of a raster source (vite-imagetools' `metadata` output). */
export type ImageVariant = { src: string; width: number; height: number; format: string };

/** Where the owner's raster sources live, relative to src/content/ (the glob's keys start with it). */
export const RASTER_SOURCE_DIR = "./images/";

/** The extensions of raster sources, lower-case (a source may also be upper-case, e.g. `.JPG`). */
export const RASTER_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;

/**
 * The content URL a raster source answers to: `./images/people/owner.png` (the glob key of
 * `src/content/images/people/owner.png`) → `/assets/images/people/owner.png`.
 * @param globKey - the source's path relative to src/content/, starting with `./images/`
 * @returns the site-relative URL the content writes
 * @throws Error when the path is not under `./images/`
 */
export function contentUrlOf(globKey: string): string {
  if (!globKey.startsWith(RASTER_SOURCE_DIR))
    throw new Error(`A raster source must be under src/content/images/, not ${globKey}`);
  return `/assets/images/${globKey.slice(RASTER_SOURCE_DIR.length)}`;
}

/**
 * Whether a content URL names a raster file (JPEG, PNG, WebP) rather than an SVG.
 * @param url - a content image URL such as `/assets/images/books/3/cover.jpg`
 */
export function isRasterUrl(url: string): boolean {
  const extension = url.slice(url.lastIndexOf(".") + 1).toLowerCase();
  return (RASTER_EXTENSIONS as readonly string[]).includes(extension);
}

const MIME_TYPES: Record<string, Picture["sources"][number]["type"]> = { avif: "image/avif", webp: "image/webp" };

/**
 * Groups the variants of one source into `<picture>` sources, AVIF first then WebP (the browser
 * takes the first type it supports), each a `srcset` of distinct widths in ascending order, and
 * the fallback `<img>` with its intrinsic size.
 * Widths larger than the source are not made (no upscaling), so several requested widths can
 * come back as the same file; each width appears once.
 * @param variants - the AVIF and WebP files, any order
 * @param fallback - the file in the source's own format, for browsers without AVIF and WebP
 * @returns the picture; `sources` is empty when there are no AVIF or WebP variants
 */
export function toPicture(variants: readonly ImageVariant[], fallback: ImageVariant): Picture {
  const sources = (["avif", "webp"] as const).flatMap((format) => {
    const byWidth = new Map<number, string>();
    for (const variant of variants)
      if (variant.format === format && !byWidth.has(variant.width)) byWidth.set(variant.width, variant.src);
    if (byWidth.size === 0) return [];
    const srcSet = [...byWidth.entries()]
      .sort(([a], [b]) => a - b)
      .map(([width, src]) => `${src} ${width}w`)
      .join(", ");
    return [{ type: MIME_TYPES[format] ?? "image/webp", srcSet }];
  });
  return { sources, src: fallback.src, width: fallback.width, height: fallback.height };
}

/**
 * Builds the map from content URL to picture out of the two globs over src/content/images.
 * @param variants - per glob key, the AVIF and WebP files (one or several)
 * @param fallbacks - per glob key, the file in the source's own format
 * @returns every source that has a fallback, keyed by its content URL
 * @throws Error when a key is not under `./images/`
 */
export function buildPictureMap(
  variants: Record<string, ImageVariant | ImageVariant[]>,
  fallbacks: Record<string, ImageVariant | ImageVariant[]>,
): PictureMap {
  const map: PictureMap = {};
  for (const [key, made] of Object.entries(fallbacks)) {
    const fallback = Array.isArray(made) ? made[0] : made;
    if (!fallback) continue;
    const own = variants[key] ?? [];
    map[contentUrlOf(key)] = toPicture(Array.isArray(own) ? own : [own], fallback);
  }
  return map;
}

/**
 * The part of `map` that a page's data uses: every string found anywhere inside `values`
 * (objects, arrays, nested) that is a key of `map`. Loaders send this with their data, so a
 * page carries the sources of its own raster images and nothing for the others.
 * @param map - all pictures (pictures.server.ts)
 * @param values - the page's content: entries, lists, or single URLs
 * @returns a map with only the URLs found; empty when the page shows no raster image
 */
export function picturesIn(map: PictureMap, ...values: unknown[]): PictureMap {
  const found: PictureMap = {};
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      const picture = map[value];
      if (picture) found[value] = picture;
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  values.forEach(visit);
  return found;
}
