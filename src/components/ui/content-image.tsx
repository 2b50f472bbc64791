import { usePicture } from "~/components/ui/pictures";
import { slotSources } from "~/content/picture-map";
import type { SlotName } from "~/content/picture-slots";

/** The build's SVG inliner (src/content/inline-svgs.server.ts); only in the server render (build time). */
const inlineSvg: (src: string) => string | undefined = import.meta.env.SSR
  ? (await import("~/content/inline-svgs.server")).inlineSvg
  : () => undefined;

type ContentImageProps = React.ComponentProps<"img"> & {
  /** The content URL, e.g. `/assets/images/books/3/cover.jpg` or `…/cover.svg`. */
  src: string;
  /**
   * Where the picture is shown (src/content/picture-slots.ts): gives a raster picture its `sizes`,
   * the width it takes in the layout, and the candidates offered for that width at 1× and 2×.
   */
  slot: SlotName;
  /** What the picture shows, or `""` when it is decorative. */
  alt: string;
  /**
   * The page's largest first-screen image (its LCP element): an SVG is written into the document as a
   * `data:` URI, so the first paint needs no request of its own (decision 023); a raster picture is
   * fetched at once with `fetchpriority="high"`. Only in static components (an island would carry the
   * URI in its props too).
   */
  inline?: boolean;
};

/**
 * A content image (spec §3 images, decision 030). When `src` names a raster source (JPEG, PNG, WebP
 * under src/content/images), renders a `<picture>` with AVIF and WebP `srcset`s made for the slot and
 * its `sizes`, each twice, for screens up to the density ceiling and past it (`slotSources`), and an
 * `<img>` fallback in the source's own format whose width and height are the
 * source's own (the box keeps the picture's shape before it loads). Unless it has
 * `fetchPriority="high"` (the page's LCP picture), a raster picture loads lazily and decodes off the
 * main thread. Otherwise (SVG) renders the plain `<img>` with the attributes it was given. Every
 * other attribute (alt, loading, decoding, fetchPriority, className, events) goes to the `<img>`.
 * The `<picture>` is `display: contents`, so layouts see the `<img>` as if it stood alone. A raster
 * URL the page's data does not know renders as a plain `<img>` of that URL, which the build's budget
 * check reports as a missing file. With `inline`, an SVG of the site under 32 kB is written into the
 * document as a `data:` URI.
 */
export function ContentImage({ src, slot, alt, inline = false, ...props }: ContentImageProps) {
  const picture = usePicture(src);
  if (!picture) return <img src={(inline && inlineSvg(src)) || src} alt={alt} {...props} />;
  // The LCP picture (`inline`, or fetched first): fetched at once, at high priority.
  const early = inline || props.fetchPriority === "high";
  return (
    <picture className="contents">
      {slotSources(picture, slot).map(({ type, media, srcset, sizes }) => (
        <source key={`${type} ${media ?? "all"}`} type={type} media={media} srcSet={srcset} sizes={sizes} />
      ))}
      <img
        loading={early ? undefined : "lazy"}
        decoding={early ? undefined : "async"}
        fetchPriority={early ? "high" : undefined}
        {...props}
        alt={alt}
        src={picture.src}
        width={picture.width}
        height={picture.height}
      />
    </picture>
  );
}
