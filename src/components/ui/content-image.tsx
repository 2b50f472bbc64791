import { usePicture } from "~/components/ui/pictures";

/** The build's SVG inliner (src/content/inline-svgs.server.ts); only in the server render (build time). */
const inlineSvg: (src: string) => string | undefined = import.meta.env.SSR
  ? (await import("~/content/inline-svgs.server")).inlineSvg
  : () => undefined;

type ContentImageProps = React.ComponentProps<"img"> & {
  /** The content URL, e.g. `/assets/images/books/3/cover.jpg` or `…/cover.svg`. */
  src: string;
  /**
   * The width the image takes in the layout, as a `sizes` media list (e.g.
   * `"(min-width: 1024px) 240px, 192px"`): tells the browser which AVIF/WebP width to fetch.
   */
  sizes: string;
  /** What the picture shows, or `""` when it is decorative. */
  alt: string;
  /**
   * The page's largest first-screen image (its LCP element): an SVG is written into the document as a
   * `data:` URI, so the first paint needs no request of its own (decision 023). Only in static
   * components (an island would carry the URI in its props too).
   */
  inline?: boolean;
};

/**
 * A content image. When `src` names a raster source (JPEG, PNG, WebP under
 * src/content/images), renders a `<picture>` with AVIF and WebP `srcset`s for `sizes`, and an
 * `<img>` fallback in the source's own format with its intrinsic width and height (so the
 * space reserved matches the owner's picture). Otherwise (SVG) renders the plain `<img>`.
 * Every other attribute (alt, width, height, loading, decoding, fetchPriority, className,
 * events) goes to the `<img>`. The `<picture>` is `display: contents`, so layouts see the
 * `<img>` as if it stood alone. A raster URL the page's data does not know renders as a plain `<img>`
 * of that URL, which the build's budget check reports as a missing file. With `inline`, an SVG of
 * the site under 32 kB is written into the document as a `data:` URI.
 */
export function ContentImage({ src, sizes, alt, inline = false, ...props }: ContentImageProps) {
  const picture = usePicture(src);
  if (!picture) return <img src={(inline && inlineSvg(src)) || src} alt={alt} {...props} />;
  return (
    <picture className="contents">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img {...props} alt={alt} src={picture.src} width={picture.width} height={picture.height} />
    </picture>
  );
}
