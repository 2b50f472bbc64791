import { describe, expect, it } from "vitest";
import {
  buildPictureMap,
  candidatesOf,
  type ImageVariant,
  isRasterUrl,
  picturePreload,
  picturesIn,
  slotSrcSet,
  sourcePathOf,
  toPicture,
} from "./picture-map";
import { slotSizes } from "./picture-slots";

const variant = (format: string, width: number, name = "owner"): ImageVariant => ({
  src: `/assets/${name}-${format}${width}.${format}`,
  width,
  height: width,
  format,
});

describe("raster picture map", () => {
  it("finds the source of a content URL under content/images", () => {
    expect(sourcePathOf("/assets/images/books/3/cover.jpg")).toBe("./images/books/3/cover.jpg");
    expect(() => sourcePathOf("/elsewhere/cover.jpg")).toThrow(/\/assets\/images\//);
  });

  it("tells raster URLs (any case) from SVGs", () => {
    expect(["/a/x.jpg", "/a/x.JPEG", "/a/x.png", "/a/x.webp"].map(isRasterUrl)).toEqual([true, true, true, true]);
    expect(["/a/x.svg", "/a/x.md", "/a/jpg"].map(isRasterUrl)).toEqual([false, false, false]);
  });

  it("offers AVIF before WebP, each width once and ascending, with the source's own size", () => {
    // A 480 px source asked for 320 and 640 px: the 640 px request comes back as the 480 px file.
    const picture = toPicture({
      avif: [variant("avif", 480), variant("avif", 320), variant("avif", 480)],
      webp: [variant("webp", 320), variant("webp", 480)],
      fallback: variant("png", 480),
      width: 480,
      height: 480,
    });
    expect(picture.sources).toEqual([
      { type: "image/avif", srcset: "/assets/owner-avif320.avif 320w, /assets/owner-avif480.avif 480w" },
      { type: "image/webp", srcset: "/assets/owner-webp320.webp 320w, /assets/owner-webp480.webp 480w" },
    ]);
    expect(picture).toMatchObject({ src: "/assets/owner-png480.png", width: 480, height: 480 });
  });

  it("builds the map by content URL, and accepts a single file per format", () => {
    const map = buildPictureMap({
      "/assets/images/a.jpg": {
        avif: [],
        webp: variant("webp", 100, "a"),
        fallback: variant("jpeg", 100, "a"),
        width: 100,
        height: 100,
      },
    });
    expect(map["/assets/images/a.jpg"]?.sources).toEqual([
      { type: "image/webp", srcset: "/assets/a-webp100.webp 100w" },
    ]);
  });

  it("offers a slot only the candidates it needs at 1× and 2×: no 1600 px file for a 56 px photo", () => {
    const widths = [160, 240, 320, 480, 640, 1600];
    const candidates = widths.map((width) => `/a/${width}.avif ${width}w`).join(", ");
    // 56 px at 1× and 112 at 2× round up to the 160 px rung.
    expect(slotSrcSet(candidates, "client-review", 1)).toBe("/a/160.avif 160w");
    // The owner's 240 px at 1× and 2×, 192 px at 2× on phones: the 240, 480 and 400 (→ 480) px rungs.
    expect(slotSrcSet(candidates, "owner", 1)).toBe("/a/240.avif 240w, /a/480.avif 480w");
    // A source narrower than the slot's 2× need gives its widest file.
    expect(slotSrcSet("/a/160.avif 160w, /a/240.avif 240w", "owner", 1)).toBe("/a/240.avif 240w");
  });

  it("reads a srcset's candidates back, each URL with its width, and leaves out an entry without a width", () => {
    expect(candidatesOf("/a/160.avif 160w,  /a/320.avif 320w, /a/x.avif 2x, /a/y.avif")).toEqual([
      { src: "/a/160.avif", width: 160 },
      { src: "/a/320.avif", width: 320 },
    ]);
  });

  it("preloads the LCP picture's first format with the slot's srcset and sizes, and nothing for an SVG", () => {
    const picture = toPicture({
      avif: [320, 480, 640, 720, 800, 960].map((width) => variant("avif", width, "cover")),
      webp: [variant("webp", 960, "cover")],
      fallback: variant("jpeg", 640, "cover"),
      width: 2160,
      height: 2880,
    });
    const preload = picturePreload(picture, "book-cover");
    expect(preload?.type).toBe("image/avif");
    expect(preload?.imagesizes).toBe(slotSizes("book-cover", 0.75));
    // The cover's slot needs 480, 640, 720 and 960 px: the 320 and 800 px files are not offered.
    expect(preload?.imagesrcset.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual([
      "480w",
      "640w",
      "720w",
      "960w",
    ]);
    expect(picturePreload(undefined, "book-cover")).toBeUndefined();
  });

  it("gives a page only the pictures its content names, found at any depth", () => {
    const owner = toPicture({
      avif: variant("avif", 160),
      webp: [],
      fallback: variant("png", 160),
      width: 160,
      height: 160,
    });
    const cover = toPicture({ avif: [], webp: [], fallback: variant("jpeg", 160, "cover"), width: 160, height: 160 });
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
