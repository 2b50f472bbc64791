import { useMatches } from "react-router";

/**
 * The responsive files the build made of one raster content image (issue 7): AVIF and WebP
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

/**
 * The picture of a raster content image on the current page, if its source is a raster file.
 * The map travels in the page's data (each route's build-time loader sends `pictures`, see
 * app/content/pictures.server.ts), so a page's JavaScript never carries the list of all images.
 * @param src - the content URL, e.g. `/assets/images/people/owner.png`
 * @returns the picture, or undefined for an SVG (or a URL no matched route's data knows)
 */
export function usePicture(src: string): Picture | undefined {
  for (const { loaderData } of useMatches()) {
    const picture = (loaderData as { pictures?: PictureMap } | undefined)?.pictures?.[src];
    if (picture) return picture;
  }
}
