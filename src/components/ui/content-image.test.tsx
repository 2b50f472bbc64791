// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PictureMap } from "~/content/picture-map";
import { PAST_CEILING_MEDIA, PAST_CEILING_SCALE, slotSizes, UP_TO_CEILING_MEDIA } from "~/content/picture-slots";
import { PicturesContext } from "~/components/ui/pictures";
import { ContentImage } from "./content-image";

const files = (format: string) =>
  [240, 480, 1600].map((width) => `/assets/owner-${width}.${format} ${width}w`).join(", ");
const pictures: PictureMap = {
  "/assets/images/people/owner.png": {
    sources: [
      { type: "image/avif", srcset: files("avif") },
      { type: "image/webp", srcset: files("webp") },
    ],
    src: "/assets/owner-e.png",
    width: 1600,
    height: 1600,
  },
};

/** Renders the image inside an island given `pictures`, as a page passes them (the browser has no picture map). */
function renderInIsland(image: React.ReactNode) {
  render(<PicturesContext value={pictures}>{image}</PicturesContext>);
}

describe("ContentImage", () => {
  it("shows a raster source as a <picture> with AVIF then WebP made for its slot, lazy, in the source's shape", async () => {
    renderInIsland(
      <ContentImage src="/assets/images/people/owner.png" slot="owner" alt="Portrait of Mira" className="size-48" />,
    );
    const img = await screen.findByRole("img", { name: "Portrait of Mira" });
    const picture = img.parentElement;
    expect(picture?.tagName).toBe("PICTURE");
    const sources = [...(picture?.querySelectorAll("source") ?? [])];
    // Each format twice: for screens up to the density ceiling, with the slot's sizes, and past it.
    // WebP's last source has no media: a browser without the `resolution` feature still takes it.
    expect(sources.map((source) => `${source.getAttribute("type")} ${source.getAttribute("media")}`)).toEqual([
      `image/avif ${UP_TO_CEILING_MEDIA}`,
      `image/avif ${PAST_CEILING_MEDIA}`,
      `image/webp ${PAST_CEILING_MEDIA}`,
      "image/webp null",
    ]);
    // A 240 px portrait: the 240 and 480 px files, not the 1600 px one.
    expect(sources[0]).toHaveAttribute("srcset", "/assets/owner-240.avif 240w, /assets/owner-480.avif 480w");
    expect(sources[1]).toHaveAttribute("srcset", "/assets/owner-240.avif 240w, /assets/owner-480.avif 480w");
    expect(sources.map((source) => source.getAttribute("sizes"))).toEqual([
      slotSizes("owner", 1),
      slotSizes("owner", 1, PAST_CEILING_SCALE),
      slotSizes("owner", 1, PAST_CEILING_SCALE),
      slotSizes("owner", 1),
    ]);
    expect(img).toHaveAttribute("src", "/assets/owner-e.png");
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "1600");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(img).toHaveClass("size-48");
  });

  it("fetches the LCP picture at once, first", async () => {
    renderInIsland(
      <ContentImage src="/assets/images/people/owner.png" slot="book-cover" alt="Cover" fetchPriority="high" />,
    );
    const img = await screen.findByRole("img", { name: "Cover" });
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).not.toHaveAttribute("loading");
    expect(img).not.toHaveAttribute("decoding");
  });

  it("shows an SVG as the plain <img> with every attribute it was given", async () => {
    renderInIsland(
      <ContentImage
        src="/assets/images/books/1/cover.svg"
        slot="book-cover"
        alt="Cover"
        width={600}
        height={800}
        fetchPriority="high"
        className="w-full"
      />,
    );
    const img = await screen.findByRole("img", { name: "Cover" });
    expect(img.parentElement?.tagName).not.toBe("PICTURE");
    expect(img).toHaveAttribute("src", "/assets/images/books/1/cover.svg");
    expect(img).toHaveAttribute("width", "600");
    expect(img).toHaveAttribute("height", "800");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).not.toHaveAttribute("sizes");
    expect(document.querySelector("source")).toBeNull();
  });
});
