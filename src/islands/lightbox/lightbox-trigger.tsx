import type { GalleryImage } from "~/content/schemas";
import { t } from "~/i18n/en";
import { usePicture } from "~/components/ui/pictures";

type LightboxTriggerProps = Omit<React.ComponentProps<"a">, "href" | "onClick" | "role"> & {
  image: GalleryImage;
  /** Called with the trigger element (it gets focus back on close) when the visitor opens the image. */
  onOpen: (trigger: HTMLElement) => void;
};

/**
 * A thumbnail that opens the lightbox: a button to assistive technology
 * (Enter and Space open it), but a link to the full image in the HTML, so the
 * prerendered page still shows the picture without script, and Ctrl/⌘-click
 * or a middle click still opens it in a new tab (spec §2 Portfolio, §4 Lightbox). For a raster source the link names the file
 * the build made of it (its fallback format), since the content URL itself is not served.
 */
export function LightboxTrigger({ image, onOpen, children, ...props }: LightboxTriggerProps) {
  const picture = usePicture(image.fullImageUrl);
  return (
    <a
      {...props}
      href={picture?.src ?? image.fullImageUrl}
      // Pressed before its island hydrated, the press is held and replayed (client:interaction):
      // it opens the lightbox, never the raw file. Nor is the file fetched on hover.
      data-astro-prefetch="false"
      role="button"
      aria-haspopup="dialog"
      aria-label={t("open_image", { description: image.description })}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onOpen(event.currentTarget);
      }}
      onKeyDown={(event) => {
        if (event.key !== " ") return;
        event.preventDefault();
        onOpen(event.currentTarget);
      }}
    >
      {children}
    </a>
  );
}
