/**
 * The pure half of the raster image pipeline: from the files the build made of each raster source
 * (integrations/content-pictures/, vite-imagetools) to the responsive sources a page needs, and the
 * `srcset` of a picture in one slot (picture-slots.ts, decision 030). No Vite and no file system
 * here, so it is unit-tested directly.
 */
import {
  PAST_CEILING_MEDIA,
  PAST_CEILING_SCALE,
  slotCandidateWidths,
  type SlotName,
  slotSizes,
  UP_TO_CEILING_MEDIA,
} from "./picture-slots";

/** One encoded file of a picture: its URL and width in px. */
export type Candidate = { width: number; src: string };

/**
 * The responsive files the build made of one raster content image: AVIF and WebP candidates for
 * `<source>` elements, each format's as one `srcset` (`/_astro/a.avif 160w, /_astro/b.avif 320w`,
 * ascending widths), and the fallback `<img>` in the source's own format. `width` and `height` are
 * the source's own size in px: its shape, and the most the lightbox shows. A `srcset` string rather
 * than a list of objects, because an island carries its pictures in its props, escaped into the
 * page (decision 030): with real art, this took /portfolio's HTML from 45,364 to 44,090 bytes gzipped.
 */
export type Picture = {
  sources: { type: "image/avif" | "image/webp"; srcset: string }[];
  src: string;
  width: number;
  height: number;
};

/** Pictures by the content URL that names their source, e.g. `/assets/images/people/owner.png`. */
export type PictureMap = Record<string, Picture>;

/** One file the build made of a raster source (vite-imagetools' `metadata` output). */
export type ImageVariant = { src: string; width: number; height: number; format: string };

/** What the build made of one source (integrations/content-pictures/): each format's files and the source's size. */
export type MadePicture = {
  avif: ImageVariant | ImageVariant[];
  webp: ImageVariant | ImageVariant[];
  fallback: ImageVariant | ImageVariant[];
  width: number;
  height: number;
};

/** Where the owner's raster sources live, relative to src/content/. */
export const RASTER_SOURCE_DIR = "./images/";

/** The extensions of raster sources, lower-case (a source may also be upper-case, e.g. `.JPG`). */
export const RASTER_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;

/** The prefix of every content image URL; a raster one is the file of the same path under src/content/images/. */
export const CONTENT_IMAGE_PREFIX = "/assets/images/";

/**
 * The source file of a raster content URL, relative to src/content/: `/assets/images/people/owner.png`
 * → `./images/people/owner.png`.
 * @param url - a content image URL
 * @throws Error when the URL is not under `/assets/images/`
 */
export function sourcePathOf(url: string): string {
  if (!url.startsWith(CONTENT_IMAGE_PREFIX))
    throw new Error(`A raster picture's address must start with ${CONTENT_IMAGE_PREFIX}, not ${url}`);
  return `${RASTER_SOURCE_DIR}${url.slice(CONTENT_IMAGE_PREFIX.length)}`;
}

/**
 * Whether a content URL names a raster file (JPEG, PNG, WebP) rather than an SVG.
 * @param url - a content image URL such as `/assets/images/books/3/cover.jpg`
 */
export function isRasterUrl(url: string): boolean {
  const extension = url.slice(url.lastIndexOf(".") + 1).toLowerCase();
  return (RASTER_EXTENSIONS as readonly string[]).includes(extension);
}

const asList = <T>(made: T | T[]): T[] => (Array.isArray(made) ? made : [made]);

/**
 * Each width once, ascending: the first file of a width wins (vite-imagetools gives a source narrower
 * than a requested width back at its own width; the 1× encoding comes before the 2× one, so its
 * quality wins, decision 030).
 */
function toCandidates(variants: readonly ImageVariant[]): Candidate[] {
  const byWidth = new Map<number, string>();
  for (const { width, src } of variants) if (!byWidth.has(width)) byWidth.set(width, src);
  return [...byWidth.entries()].sort(([a], [b]) => a - b).map(([width, src]) => ({ width, src }));
}

/**
 * One picture from what the build made of its source: AVIF first then WebP (the browser takes the
 * first type it supports), each format's candidates in ascending width, and the fallback.
 * @param made - the files and the source's size
 * @returns the picture; a format without files is left out
 * @throws Error when there is no fallback file
 */
export function toPicture(made: MadePicture): Picture {
  const fallback = asList(made.fallback)[0];
  if (!fallback) throw new Error("A picture needs its fallback file");
  const sources = (["avif", "webp"] as const).flatMap((format) => {
    const candidates = toCandidates(asList(made[format]));
    if (!candidates.length) return [];
    return [
      { type: `image/${format}` as const, srcset: candidates.map(({ src, width }) => `${src} ${width}w`).join(", ") },
    ];
  });
  return { sources, src: fallback.src, width: made.width, height: made.height };
}

/**
 * The map from content URL to picture.
 * @param made - per content URL, what the build made of its source
 */
export function buildPictureMap(made: Record<string, MadePicture>): PictureMap {
  return Object.fromEntries(Object.entries(made).map(([url, picture]) => [url, toPicture(picture)]));
}

/**
 * The candidates of a `srcset` whose entries all give a width (`url 320w`), in its order. Content
 * URLs the build made have no commas or spaces.
 * @param srcset - e.g. `/_astro/a.avif 160w, /_astro/b.avif 320w`
 * @returns each candidate's URL and width in px; an entry without a `w` width is left out
 */
export function candidatesOf(srcset: string): Candidate[] {
  return srcset.split(",").flatMap((entry) => {
    const [src, descriptor] = entry.trim().split(/\s+/);
    const width = Number(descriptor?.match(/^(\d+)w$/)?.[1]);
    return src && width > 0 ? [{ src, width }] : [];
  });
}

/**
 * The `srcset` of a picture in a slot: for each width the slot needs (at 1× and 2×, picture-slots.ts),
 * the narrowest candidate at least that wide, or the widest there is (a source narrower than the
 * slot's need at 2×); so a 300 px slot never offers the 1600 px file.
 * @param srcset - every file of one format, ascending (a {@link Picture} source's `srcset`)
 * @param slot - where the picture is shown
 * @param aspect - the picture's width ÷ height
 * @returns e.g. `/_astro/a.avif 320w, /_astro/b.avif 640w`; empty when there are no candidates
 */
export function slotSrcSet(srcset: string, slot: SlotName, aspect: number): string {
  const candidates = candidatesOf(srcset);
  const widest = candidates[candidates.length - 1];
  const chosen = new Set(
    slotCandidateWidths(slot, aspect).flatMap((need) => candidates.find(({ width }) => width >= need) ?? widest ?? []),
  );
  return [...chosen]
    .sort((a, b) => a.width - b.width)
    .map(({ src, width }) => `${src} ${width}w`)
    .join(", ");
}

/**
 * One `<source>` of a picture in a slot: its format, the screens it is for (none: every screen its
 * earlier siblings left), its candidates and `sizes`.
 */
export type SlotSource = { type: Picture["sources"][number]["type"]; media?: string; srcset: string; sizes: string };

/**
 * The `<source>`s of a picture in a slot (decision 030, "The ceiling on 3× screens"), AVIF's then
 * WebP's, each format's with the same candidates ({@link slotSrcSet}):
 * - AVIF's first for screens up to the density ceiling, with the slot's true `sizes`, then for
 *   screens past it, with `sizes` scaled by `PAST_CEILING_SCALE`, so a 3× phone takes the file a 2×
 *   one takes rather than the slot's widest. Every browser that decodes AVIF reads `resolution`.
 * - WebP's first for screens past the ceiling, then, without `media`, for every other screen: a
 *   browser older than both (Safari 14 and 15) still takes WebP.
 * - The lightbox gets one source per format, with its true `sizes`: its `<img>` takes its width from
 *   `sizes` (`w-auto`), so a scaled one would show the picture 2⁄3 as wide.
 * @param picture - the picture
 * @param slot - where the picture is shown
 * @returns the sources in the order the `<picture>` lists them; none for a format without candidates
 */
export function slotSources(picture: Picture, slot: SlotName): SlotSource[] {
  const aspect = picture.width / picture.height;
  const sizes = slotSizes(slot, aspect);
  const pastCeilingSizes = slotSizes(slot, aspect, PAST_CEILING_SCALE);
  return picture.sources.flatMap(({ type, srcset }): SlotSource[] => {
    const chosen = slotSrcSet(srcset, slot, aspect);
    if (!chosen) return [];
    if (slot === "lightbox") return [{ type, srcset: chosen, sizes }];
    const pastCeiling = { type, media: PAST_CEILING_MEDIA, srcset: chosen, sizes: pastCeilingSizes };
    return type === "image/avif"
      ? [{ type, media: UP_TO_CEILING_MEDIA, srcset: chosen, sizes }, pastCeiling]
      : [pastCeiling, { type, srcset: chosen, sizes }];
  });
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

/** The attributes of a `<link rel="preload" as="image">` for a picture in a slot. */
export type PicturePreload = { type: SlotSource["type"]; media?: string; imagesrcset: string; imagesizes: string };

/**
 * The preloads of a page's LCP picture (decision 030, "The LCP picture first" and "The ceiling on 3×
 * screens"): one per `<source>` of its first format ({@link slotSources}), with that source's
 * candidates and `sizes`, so the browser fetches, from the head, before it has parsed the stylesheet
 * and the page above the picture, the one file the `<picture>` will choose. When the format has a
 * source for screens past the ceiling, each preload names the screens it is for (a source without
 * `media` gets {@link UP_TO_CEILING_MEDIA}), so no screen fetches two.
 * @param picture - the picture, or undefined for an SVG
 * @param slot - where the page shows it
 * @returns the links' attributes, in the sources' order; empty when there is nothing to preload
 */
export function picturePreloads(picture: Picture | undefined, slot: SlotName): PicturePreload[] {
  if (!picture) return [];
  const sources = slotSources(picture, slot);
  const first = sources.filter(({ type }) => type === sources[0]?.type);
  const split = first.some(({ media }) => media === PAST_CEILING_MEDIA);
  return first.map(({ type, media, srcset, sizes }) => ({
    type,
    media: media ?? (split ? UP_TO_CEILING_MEDIA : undefined),
    imagesrcset: srcset,
    imagesizes: sizes,
  }));
}
