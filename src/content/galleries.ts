/**
 * The three galleries of the portfolio page (spec §2 Portfolio, §3 Gallery image), from
 * `data/galleries.json`. Each description is the image's alt text and the caption of the
 * lightbox, so it says what the picture shows.
 */
import data from "./data/galleries.json" with { type: "json" };
import type { GalleryImage } from "./schemas.ts";

/** The illustrations of the portfolio's first gallery (spec §2 Portfolio). */
export const illustrations: GalleryImage[] = data.illustrations;

/** The cover designs of the portfolio's second gallery. */
export const coverDesigns: GalleryImage[] = data.coverDesigns;

/** The book layouts of the portfolio's third gallery. */
export const bookLayouts: GalleryImage[] = data.bookLayouts;
