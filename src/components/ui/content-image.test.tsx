// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PictureMap } from "~/content/picture-map";
import { PicturesContext } from "~/components/ui/pictures";
import { ContentImage } from "./content-image";

const pictures: PictureMap = {
  "/assets/images/people/owner.png": {
    sources: [
      { type: "image/avif", srcSet: "/assets/owner-a.avif 160w, /assets/owner-b.avif 480w" },
      { type: "image/webp", srcSet: "/assets/owner-c.webp 160w, /assets/owner-d.webp 480w" },
    ],
    src: "/assets/owner-e.png",
    width: 480,
    height: 480,
  },
};

/** Renders the image inside an island given `pictures`, as a page passes them (the browser has no picture map). */
function renderInIsland(image: React.ReactNode) {
  render(<PicturesContext value={pictures}>{image}</PicturesContext>);
}

describe("ContentImage", () => {
  it("shows a raster source as a <picture> with AVIF then WebP for the layout's sizes, and an intrinsic-size fallback", async () => {
    renderInIsland(
      <ContentImage
        src="/assets/images/people/owner.png"
        sizes="(min-width: 768px) 240px, 192px"
        alt="Portrait of Mira"
        width={400}
        height={400}
        loading="lazy"
        className="size-48"
      />,
    );
    const img = await screen.findByRole("img", { name: "Portrait of Mira" });
    const picture = img.parentElement;
    expect(picture?.tagName).toBe("PICTURE");
    const sources = [...(picture?.querySelectorAll("source") ?? [])];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", "/assets/owner-a.avif 160w, /assets/owner-b.avif 480w");
    for (const source of sources) expect(source).toHaveAttribute("sizes", "(min-width: 768px) 240px, 192px");
    expect(img).toHaveAttribute("src", "/assets/owner-e.png");
    expect(img).toHaveAttribute("width", "480");
    expect(img).toHaveAttribute("height", "480");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveClass("size-48");
  });

  it("shows an SVG as the plain <img> with every attribute it was given", async () => {
    renderInIsland(
      <ContentImage
        src="/assets/images/books/1/cover.svg"
        sizes="50vw"
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
