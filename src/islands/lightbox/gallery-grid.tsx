import { ContentImage } from "~/components/ui/content-image";
import type { GalleryImage } from "~/content/schemas";
import { LightboxTrigger } from "~/islands/lightbox/lightbox-trigger";
import { cn } from "~/components/ui/cn";

/** The props of {@link ThumbnailGrid}. */
export type ThumbnailGridProps = {
  images: readonly GalleryImage[];
  /** Called with the position in `images` and the thumbnail element when one is opened. */
  onOpen: (index: number, trigger: HTMLElement) => void;
  /** Intrinsic size of the preview images in px, to reserve their space. */
  width: number;
  height: number;
  /**
   * Columns from 1024 px: 4 (default; two on phones) or 2 for wide images (spreads), which show one
   * per row, full width, on phones, where two would be too small to read.
   */
  desktopColumns?: 2 | 4;
};

const columnClass = { 2: "grid-cols-1 sm:grid-cols-2", 4: "grid-cols-2 lg:grid-cols-4" } as const;
const slots = { 2: "spread-thumb", 4: "gallery-thumb" } as const;

/**
 * A grid of preview thumbnails, each a button that opens its image
 * (spec §2 Portfolio, Book details), and a link to the full image in the HTML. Previews load
 * lazily; the full images load only in the lightbox. Rendered by the lightbox gallery island
 * (src/islands/lightbox/lightbox-gallery.tsx).
 */
export function ThumbnailGrid({ images, onOpen, width, height, desktopColumns = 4 }: ThumbnailGridProps) {
  return (
    <ul className={cn("grid gap-3 sm:gap-5", columnClass[desktopColumns])}>
      {images.map((image, index) => (
        <li key={image.fullImageUrl}>
          <LightboxTrigger
            image={image}
            onOpen={(trigger) => onOpen(index, trigger)}
            className="group block overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-line/70"
          >
            <ContentImage
              src={image.previewImageUrl}
              slot={slots[desktopColumns]}
              alt={image.description}
              width={width}
              height={height}
              loading="lazy"
              className="h-auto w-full transition duration-300 group-hover:scale-105"
            />
          </LightboxTrigger>
        </li>
      ))}
    </ul>
  );
}
