import { createContext, use } from "react";
import type { Picture, PictureMap } from "~/content/picture-map";

/**
 * The pictures an island was given (its `pictures` prop): islands run in the browser, where the
 * build's map of every image is not shipped, so each island receives the few it shows.
 */
export const PicturesContext = createContext<PictureMap>({});

/** Every raster content image the build made, by content URL; only in the server render (build time). */
const buildPictures: PictureMap = import.meta.env.SSR ? (await import("~/content/pictures.server")).pictures : {};

/**
 * The picture of a raster content image, if its source is a raster file: at build time from the
 * build's map (src/content/pictures.server.ts), in an island from {@link PicturesContext}.
 * @param src - the content URL, e.g. `/assets/images/people/owner.png`
 * @returns the picture, or undefined for an SVG (or a URL neither knows)
 */
export function usePicture(src: string): Picture | undefined {
  return use(PicturesContext)[src] ?? buildPictures[src];
}
