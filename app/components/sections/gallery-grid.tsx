import type { GalleryImage } from "~/content/schemas";
import { t } from "~/i18n/en";
import { cn } from "~/lib/cn";

type GalleryGridProps = {
  images: readonly GalleryImage[];
  /** Intrinsic size of the preview images in px, to reserve their space. */
  width: number;
  height: number;
  className?: string;
};

/**
 * A grid of preview thumbnails (spec §2 Portfolio). Each is a button that
 * names the picture it opens; the lightbox itself arrives with spec §4.
 */
export function GalleryGrid({ images, width, height, className }: GalleryGridProps) {
  return (
    <ul className={cn("grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4", className)}>
      {images.map((image) => (
        <li key={image.fullImageUrl}>
          <a
            href={image.fullImageUrl}
            aria-label={t("open_image", { description: image.description })}
            className="group block overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-line/70"
          >
            <img
              src={image.previewImageUrl}
              alt={image.description}
              width={width}
              height={height}
              loading="lazy"
              className="h-auto w-full transition duration-300 group-hover:scale-105"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
