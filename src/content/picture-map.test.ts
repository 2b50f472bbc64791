import { describe, expect, it } from "vitest";
import { buildPictureMap, contentUrlOf, type ImageVariant, isRasterUrl, picturesIn, toPicture } from "./picture-map";

const variant = (format: string, width: number, name = "owner"): ImageVariant => ({
  src: `/assets/${name}-${format}${width}.${format}`,
  width,
  height: width,
  format,
});

describe("raster picture map", () => {
  it("answers a source under content/images to the /assets/images URL the content writes", () => {
    expect(contentUrlOf("./images/books/3/cover.jpg")).toBe("/assets/images/books/3/cover.jpg");
    expect(() => contentUrlOf("./elsewhere/cover.jpg")).toThrow(/src\/content\/images/);
  });

  it("tells raster URLs (any case) from SVGs", () => {
    expect(["/a/x.jpg", "/a/x.JPEG", "/a/x.png", "/a/x.webp"].map(isRasterUrl)).toEqual([true, true, true, true]);
    expect(["/a/x.svg", "/a/x.md", "/a/jpg"].map(isRasterUrl)).toEqual([false, false, false]);
  });

  it("offers AVIF before WebP, each width once and in ascending order, with the fallback's intrinsic size", () => {
    // A 480 px source asked for 160, 320 and 640 px: the 640 px request comes back as the 480 px file.
    const made = [
      variant("webp", 480),
      variant("avif", 320),
      variant("webp", 160),
      variant("avif", 480),
      variant("avif", 160),
      variant("avif", 480),
      variant("webp", 320),
    ];
    const picture = toPicture(made, { src: "/assets/owner.png", width: 480, height: 480, format: "png" });
    expect(picture).toEqual({
      sources: [
        {
          type: "image/avif",
          srcSet: "/assets/owner-avif160.avif 160w, /assets/owner-avif320.avif 320w, /assets/owner-avif480.avif 480w",
        },
        {
          type: "image/webp",
          srcSet: "/assets/owner-webp160.webp 160w, /assets/owner-webp320.webp 320w, /assets/owner-webp480.webp 480w",
        },
      ],
      src: "/assets/owner.png",
      width: 480,
      height: 480,
    });
  });

  it("builds the map from the two globs, keyed by content URL, and accepts a single variant", () => {
    const map = buildPictureMap(
      {
        "./images/people/owner.png": [variant("avif", 160), variant("webp", 160)],
        "./images/a.jpg": variant("webp", 100, "a"),
      },
      { "./images/people/owner.png": variant("png", 160), "./images/a.jpg": [variant("jpeg", 100, "a")] },
    );
    expect(Object.keys(map).sort()).toEqual(["/assets/images/a.jpg", "/assets/images/people/owner.png"]);
    expect(map["/assets/images/a.jpg"]?.sources).toEqual([
      { type: "image/webp", srcSet: "/assets/a-webp100.webp 100w" },
    ]);
    expect(map["/assets/images/people/owner.png"]?.src).toBe("/assets/owner-png160.png");
  });

  it("gives a page only the pictures its content names, found at any depth", () => {
    const owner = toPicture([variant("avif", 160)], variant("png", 160));
    const cover = toPicture([variant("avif", 160, "cover")], variant("jpeg", 160, "cover"));
    const map = { "/assets/images/people/owner.png": owner, "/assets/images/books/1/cover.jpg": cover };
    const page = {
      reviews: [{ reviewerPhotoUrl: "/assets/images/people/owner.png", title: "Lovely" }],
      icon: "/assets/images/icons/spark.svg",
    };
    expect(picturesIn(map, page)).toEqual({ "/assets/images/people/owner.png": owner });
    expect(picturesIn(map, page, "/assets/images/books/1/cover.jpg")).toEqual(map);
    expect(picturesIn(map, { only: "/assets/images/books/1/cover.svg" })).toEqual({});
  });
});
