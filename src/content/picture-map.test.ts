import { describe, expect, it } from "vitest";
import {
  buildPictureMap,
  candidatesOf,
  type ImageVariant,
  isRasterUrl,
  picturePreloads,
  picturesIn,
  slotSources,
  slotSrcSet,
  sourcePathOf,
  toPicture,
} from "./picture-map";
import { PAST_CEILING_MEDIA, PAST_CEILING_SCALE, slotSizes, UP_TO_CEILING_MEDIA } from "./picture-slots";

const variant = (format: string, width: number, name = "owner"): ImageVariant => ({
  src: `/assets/${name}-${format}${width}.${format}`,
  width,
  height: width,
  format,
});

/** A 3:4 cover with AVIF and WebP files at six widths, and a JPEG fallback. */
const cover = () =>
  toPicture({
    avif: [320, 480, 640, 720, 800, 960].map((width) => variant("avif", width, "cover")),
    webp: [320, 480, 640, 720, 800, 960].map((width) => variant("webp", width, "cover")),
    fallback: variant("jpeg", 640, "cover"),
    width: 2160,
    height: 2880,
  });

/** `text` split at the commas outside parentheses, each part trimmed. */
function splitTop(text: string): string[] {
  const parts = [""];
  let depth = 0;
  for (const char of text) {
    if (char === "," && depth === 0) parts.push("");
    else parts[parts.length - 1] += char;
    if (char === "(") depth += 1;
    if (char === ")") depth -= 1;
  }
  return parts.map((part) => part.trim());
}

/** A length of the forms `slotSizes` writes (`448px`, `calc(50vw - 28px)`, `min(a, b)`) in px at a viewport. */
function lengthPx(length: string, viewport: { width: number; height: number }): number {
  const min = /^min\((.*)\)$/.exec(length);
  if (min?.[1] !== undefined) return Math.min(...splitTop(min[1]).map((part) => lengthPx(part, viewport)));
  let total = 0;
  for (const [, sign, value, unit] of length.matchAll(/([+-]?)\s*([\d.]+)(px|vw|vh)/g)) {
    const px =
      unit === "px" ? Number(value) : (Number(value) * (unit === "vw" ? viewport.width : viewport.height)) / 100;
    total += sign === "-" ? -px : px;
  }
  return total;
}

/**
 * The candidate width a browser takes from `sources` at a viewport and density, as Chromium 156 chose
 * on the real-art build (checked at 1.75×, 2×, 2.4×, 2.625×, 3× and 3.5×): the first source of a
 * type it decodes whose media matches, the first entry of its `sizes` whose condition matches, then
 * the narrowest candidate at least `density` × that width, or the widest.
 * @param type - the one format the browser decodes of the two
 */
function chosenWidth(
  sources: ReturnType<typeof slotSources>,
  viewport: { width: number; height: number },
  density: number,
  type: "image/avif" | "image/webp" = "image/avif",
): number | undefined {
  const matches = (media: string | undefined) =>
    media === undefined ||
    (media === PAST_CEILING_MEDIA ? density >= 2.5 : media === UP_TO_CEILING_MEDIA && density < 2.5);
  const source = sources.find((candidate) => candidate.type === type && matches(candidate.media));
  const entry = splitTop(source?.sizes ?? "").find((candidate) => {
    const condition = /^\(min-width: (\d+)px\)/.exec(candidate);
    return !condition || viewport.width >= Number(condition[1]);
  });
  const need = lengthPx((entry ?? "").replace(/^\(min-width: \d+px\)\s*/, ""), viewport) * density;
  const widths = candidatesOf(source?.srcset ?? "").map(({ width }) => width);
  return widths.find((width) => width >= need) ?? widths.at(-1);
}

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

  it("preloads the LCP picture's first format with the slot's srcset, for screens up to the ceiling and past it, and nothing for an SVG", () => {
    const picture = cover();
    const preloads = picturePreloads(picture, "book-cover");
    expect(preloads.map(({ type, media }) => `${type} ${media}`)).toEqual([
      `image/avif ${UP_TO_CEILING_MEDIA}`,
      `image/avif ${PAST_CEILING_MEDIA}`,
    ]);
    expect(preloads.map(({ imagesizes }) => imagesizes)).toEqual([
      slotSizes("book-cover", 0.75),
      slotSizes("book-cover", 0.75, PAST_CEILING_SCALE),
    ]);
    // The cover's slot needs 480, 640, 720 and 960 px: the 320 and 800 px files are not offered.
    for (const { imagesrcset } of preloads)
      expect(imagesrcset.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual([
        "480w",
        "640w",
        "720w",
        "960w",
      ]);
    expect(picturePreloads(undefined, "book-cover")).toEqual([]);
  });

  it("gives each format a source for screens up to the density ceiling and one past it, AVIF's first", () => {
    const sources = slotSources(cover(), "book-cover");
    expect(sources.map(({ type, media }) => `${type} ${media ?? "all"}`)).toEqual([
      `image/avif ${UP_TO_CEILING_MEDIA}`,
      `image/avif ${PAST_CEILING_MEDIA}`,
      `image/webp ${PAST_CEILING_MEDIA}`,
      "image/webp all",
    ]);
    // The first source a reader finds tells the slot's true width.
    expect(sources[0]?.sizes).toBe(slotSizes("book-cover", 0.75));
  });

  it("gives the lightbox one source per format with its true sizes: its <img> takes its width from them", () => {
    const sources = slotSources(cover(), "lightbox");
    expect(sources.map(({ type, media, sizes }) => [type, media, sizes])).toEqual([
      ["image/avif", undefined, slotSizes("lightbox", 0.75)],
      ["image/webp", undefined, slotSizes("lightbox", 0.75)],
    ]);
    expect(picturePreloads(cover(), "lightbox").map(({ media }) => media)).toEqual([undefined]);
  });

  it("lets a 3× phone take the file a 2× phone takes, and leaves screens up to 2× as they were", () => {
    const sources = slotSources(cover(), "book-cover");
    const take = (width: number, density: number) => chosenWidth(sources, { width, height: 844 }, density);
    // A 390 px phone: the cover is 350 px wide; 700 px at 2× is the 720 px file.
    expect(take(390, 2)).toBe(720);
    expect(take(390, 3)).toBe(720);
    // Lighthouse's phone (412 px at 1.75×, 372 px: 651 px) and a Pixel's 2.625× (1.75× after scaling).
    expect(take(412, 1.75)).toBe(720);
    expect(take(412, 2.625)).toBe(720);
    // A 3.5× phone asks for 2.33×, 868 px: the 960 px file, as before.
    expect(take(412, 3.5)).toBe(960);
    // Desktops at 1× and 2×: the 448 px cover takes the 480 and 960 px files.
    expect(take(1440, 1)).toBe(480);
    expect(take(1440, 2)).toBe(960);
    // A browser without AVIF takes the same widths in WebP.
    expect(chosenWidth(sources, { width: 390, height: 844 }, 3, "image/webp")).toBe(720);
    expect(chosenWidth(sources, { width: 390, height: 844 }, 2, "image/webp")).toBe(720);
    expect(chosenWidth(sources, { width: 1440, height: 900 }, 1, "image/webp")).toBe(480);
    // Without the ceiling (the true sizes on every screen) a 3× phone took the slot's widest file.
    const unscaled = sources.map((source) => ({ ...source, sizes: slotSizes("book-cover", 0.75) }));
    expect(chosenWidth(unscaled, { width: 390, height: 844 }, 3)).toBe(960);
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
