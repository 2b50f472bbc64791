/**
 * Every raster source of the content, made responsive by the build (spec §3 images):
 * each JPEG, PNG or WebP under src/content/images/ becomes AVIF and WebP files 160, 320, 640,
 * 1024 and 1600 px wide (never wider than the source), plus a fallback of at most 640 px in
 * its own format, all content-hashed under /_astro/ (vite-imagetools with sharp).
 *
 * Build-time only: `ContentImage` (src/components/ui/content-image.tsx) reads the map when a page
 * is rendered, and a page passes an island the few pictures it shows ({@link picturesFor}), since
 * the browser never gets the whole map.
 */
import { buildPictureMap, type ImageVariant, picturesIn } from "./picture-map";
import type { PictureMap } from "./picture-map";

// The globs are written out twice because Vite needs literal options; keep the patterns equal.
const variants = import.meta.glob<ImageVariant | ImageVariant[]>(
  "./images/**/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}",
  {
    eager: true,
    import: "default",
    query: "?w=160;320;640;1024;1600&format=avif;webp&as=metadata:src;width;height;format",
  },
);
const fallbacks = import.meta.glob<ImageVariant | ImageVariant[]>(
  "./images/**/*.{jpg,jpeg,png,webp,JPG,JPEG,PNG,WEBP}",
  {
    eager: true,
    import: "default",
    query: "?w=640&as=metadata:src;width;height;format",
  },
);

/** Every raster content image, by the content URL that names it (`/assets/images/…`). */
export const pictures: PictureMap = buildPictureMap(variants, fallbacks);

/**
 * The pictures a page needs: those of every raster content URL found in `values`.
 * @param values - the content the page shows (entries, lists, URLs)
 * @returns the map to send as the loader's `pictures`; empty when the page shows only SVGs
 */
export function picturesFor(...values: unknown[]): PictureMap {
  return picturesIn(pictures, ...values);
}
