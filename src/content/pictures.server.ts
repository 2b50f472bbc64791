/**
 * Every raster picture the content shows, made responsive by the build (spec §3 images, decision
 * 030): for each JPEG, PNG or WebP under src/content/images/ that the content names, AVIF and WebP
 * candidates at the widths its slots need (src/content/picture-slots.ts), at the quality its own
 * SSIM search chose, and a fallback of at most 640 px in its own format, all content-hashed under
 * /_astro/ (integrations/content-pictures/, with vite-imagetools and sharp).
 *
 * Build-time only: `ContentImage` (src/components/ui/content-image.tsx) reads the map when a page
 * is rendered, and a page passes an island the few pictures it shows ({@link picturesFor}), since
 * the browser never gets the whole map.
 */
import made from "virtual:content-pictures";
import { buildPictureMap, picturesIn, type PictureMap } from "./picture-map";

/** Every raster content picture, by the content URL that names it (`/assets/images/…`). */
export const pictures: PictureMap = buildPictureMap(made);

/**
 * The pictures a page needs: those of every raster content URL found in `values`.
 * @param values - the content the page shows (entries, lists, URLs)
 * @returns the map to send as the loader's `pictures`; empty when the page shows only SVGs
 */
export function picturesFor(...values: unknown[]): PictureMap {
  return picturesIn(pictures, ...values);
}
