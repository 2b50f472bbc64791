import { useEffect } from "react";
import type { GalleryImage } from "~/content/schemas";
import { Lightbox } from "./lightbox";
import { useLightbox } from "./use-lightbox";

/** One press of a thumbnail: the gallery, the image to open, the thumbnail (focus returns to it), and a new `id` per press. */
export type LightboxRequest = {
  images: readonly GalleryImage[];
  index: number;
  opener: HTMLElement | null;
  id: number;
};

/**
 * The lightbox of spec §4 for one gallery, as loaded on the first press of a thumbnail
 * (lazy-lightbox.ts, issue 13): runs the lightbox machine and opens it once per `request`
 * (a new `id` opens again; the machine ignores an open while it is open). Renders the
 * {@link Lightbox} dialog; never throws.
 */
export function LightboxHost({ request }: { request: LightboxRequest }) {
  const lightbox = useLightbox();
  const { open } = lightbox;
  useEffect(() => {
    open(request.images, request.index, request.opener);
  }, [request, open]);
  return <Lightbox lightbox={lightbox} />;
}
