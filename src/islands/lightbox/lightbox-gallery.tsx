import { useState } from "react";
import { ContentImage } from "~/components/ui/content-image";
import { ThumbnailGrid, type ThumbnailGridProps } from "~/islands/lightbox/gallery-grid";
import type { GalleryImage } from "~/content/schemas";
import { Lightbox } from "~/islands/lightbox/lightbox";
import { LightboxTrigger } from "~/islands/lightbox/lightbox-trigger";
import { useLightbox } from "~/islands/lightbox/use-lightbox";
import type { PictureMap } from "~/content/picture-map";
import { IslandRoot } from "~/islands/shared/island-root";

type LightboxGalleryProps = {
  /** The whole gallery, in order: the lightbox pages through all of it, whichever thumbnail opened it. */
  images: readonly GalleryImage[];
  /** The thumbnails this island shows: `images.slice(from, to)` (default: all of them). */
  from?: number;
  to?: number;
  /**
   * "grid": a grid of previews ({@link ThumbnailGrid}); "cover": the first image shown is the book's
   * cover, large, in its full image (book details, spec §2).
   */
  variant: "grid" | "cover";
  /** The raster pictures among `images`, by content URL (`picturesFor(images)` at build). */
  pictures: PictureMap;
} & Pick<ThumbnailGridProps, "width" | "height" | "desktopColumns">;

/**
 * A gallery with its full-screen lightbox (spec §2 Portfolio and Book details, §4 Lightbox), as a
 * React island hydrated on first interaction (`client:interaction`). Its thumbnails are prerendered
 * links to the full images, so they work without JavaScript; with it, a press opens the lightbox on
 * that image, also when made before the island hydrated (the directive holds it back and replays it
 * once). A book page uses two such islands over the same `images` (its cover, then its spreads with
 * `from={1}`): one lightbox over the whole book, opened from either. The dialog exists from the
 * first press on. Never throws.
 */
export function LightboxGallery({ images, from = 0, to, variant, pictures, ...layout }: LightboxGalleryProps) {
  const lightbox = useLightbox();
  const [used, setUsed] = useState(false);
  const shown = images.slice(from, to);
  const open = (index: number, trigger: HTMLElement) => {
    setUsed(true);
    lightbox.open(images, from + index, trigger);
  };
  const cover = shown[0];
  return (
    <IslandRoot pictures={pictures}>
      {variant === "grid" ? (
        <ThumbnailGrid images={shown} onOpen={open} {...layout} />
      ) : (
        cover && (
          <LightboxTrigger
            image={cover}
            onOpen={(trigger) => open(0, trigger)}
            className="mx-auto block w-full max-w-md rounded-xl"
          >
            <ContentImage
              src={cover.fullImageUrl}
              slot="book-cover"
              alt={cover.description}
              width={layout.width}
              height={layout.height}
              fetchPriority="high"
              className="h-auto w-full rounded-xl shadow-lift"
            />
          </LightboxTrigger>
        )
      )}
      {used && <Lightbox lightbox={lightbox} />}
    </IslandRoot>
  );
}
