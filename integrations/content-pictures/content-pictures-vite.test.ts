import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_CONTENT_DIR } from "../../src/content/data-files.server";
import { contentPictures, CONTENT_PICTURES_MODULE, encodingsOf, qualityCacheFile } from "./content-pictures-vite";

/**
 * The build's check of the content's pictures, through the plugin as the build runs it: a copy of the
 * content names pictures the test draws with sharp in a project folder of its own.
 */
let root: string;
const data = () => join(root, "data");
const images = () => join(root, "src/content/images");

/** A picture drawn by sharp: a gradient of `width` × `height` px, as JPEG. */
async function draw(path: string, width: number, height: number): Promise<void> {
  mkdirSync(join(images(), path, ".."), { recursive: true });
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 1) pixels[at] = (at * 7) % 251;
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toFile(join(images(), path));
}

/** Names `url` as book 3's cover (its full image) in the content copy. */
function nameCover(url: string): void {
  const file = join(data(), "books/3.json");
  const book = JSON.parse(readFileSync(file, "utf8")) as { bookDetailsGalleryImages: { fullImageUrl: string }[] };
  const [cover] = book.bookDetailsGalleryImages;
  if (cover) cover.fullImageUrl = url;
  writeFileSync(file, JSON.stringify(book));
}

/** The module's code, as the plugin gives it to the build (or its error). */
async function load(command: "build" | "serve" = "serve"): Promise<string> {
  const plugin = contentPictures({ cacheDir: join(root, "cache") });
  (plugin.configResolved as (config: unknown) => void)({ root, command });
  const context = { addWatchFile: () => undefined };
  const id = (plugin.resolveId as (id: string) => string)(CONTENT_PICTURES_MODULE);
  return (plugin.load as (this: unknown, id: string) => Promise<string>).call(context, id);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "pictures-"));
  cpSync(DEFAULT_CONTENT_DIR, data(), { recursive: true });
  cpSync("src/content/images", images(), { recursive: true });
  vi.stubEnv("CONTENT_DIR", data());
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe("the content's pictures (decision 030)", () => {
  it("stops the build on a cover too small for its slot, naming the file, the book and the field", async () => {
    await draw("books/3/cover.jpg", 300, 400);
    nameCover("/assets/images/books/3/cover.jpg");
    const file = relative(process.cwd(), join(data(), "books/3.json"));
    await expect(load()).rejects.toThrow(
      `The content's pictures have 1 problem(s):\n${file}: book 3: bookDetailsGalleryImages[0].fullImageUrl: /assets/images/books/3/cover.jpg is 300 px wide, too small: the book-cover slot shows it up to 448 px wide (use at least 448 px, better 896)`,
    );
  });

  it("stops the build on a file that is not a picture, and on a missing one", async () => {
    mkdirSync(join(images(), "books/3"), { recursive: true });
    writeFileSync(join(images(), "books/3/cover.jpg"), "not a picture");
    nameCover("/assets/images/books/3/cover.jpg");
    await expect(load()).rejects.toThrow(
      /book 3: bookDetailsGalleryImages\[0\]\.fullImageUrl: \/assets\/images\/books\/3\/cover\.jpg: .*src\/content\/images\/books\/3\/cover\.jpg is not a JPEG, PNG or WebP picture$/m,
    );
    nameCover("/assets/images/books/3/gone.jpg");
    await expect(load()).rejects.toThrow(
      /book 3: bookDetailsGalleryImages\[0\]\.fullImageUrl: \/assets\/images\/books\/3\/gone\.jpg has no file /,
    );
  });

  it("encodes a picture for its slots only: the cover's widths, and none past the source's own", async () => {
    await draw("books/3/cover.jpg", 600, 800);
    nameCover("/assets/images/books/3/cover.jpg");
    const code = await load();
    const imports = code.split("\n").filter((line) => line.includes("books/3/cover.jpg"));
    // The cover's slot (480 … 960 px) and the lightbox's (up to 1280 px), asked of a 600 px source:
    // every width past 600 px is the source's own, asked for once.
    expect(imports[0]).toMatch(/\?w=480;600&format=avif&quality=\d+&effort=2&as=/);
    expect(imports[1]).toMatch(/\?w=480;600&format=webp&quality=\d+&/);
    expect(imports[2]).toMatch(/\?w=600&as=metadata/);
    expect(code).toContain(
      `"/assets/images/books/3/cover.jpg": { avif: [avif0_0].flat(), webp: [webp0_0].flat(), fallback: fallback0, width: 600, height: 800 }`,
    );
  });

  it("asks for the widths a 1× screen takes at the 1× quality and the others at the 2× one", async () => {
    await draw("books/3/cover.jpg", 1500, 2000);
    nameCover("/assets/images/books/3/cover.jpg");
    // The searches' answers, as an earlier build left them: AVIF 70 at 1×, 30 at 2×; WebP 85 and 50.
    const answers = [
      ["avif", 1, 70],
      ["avif", 2, 30],
      ["webp", 1, 85],
      ["webp", 2, 50],
    ] as const;
    mkdirSync(join(root, "cache/quality"), { recursive: true });
    for (const [format, density, quality] of answers) {
      const file = qualityCacheFile(join(images(), "books/3/cover.jpg"), format, density, join(root, "cache"));
      writeFileSync(file, JSON.stringify({ quality }));
    }
    const code = await load("build");
    const imports = code.split("\n").filter((line) => line.includes("books/3/cover.jpg"));
    // A 1× screen takes the 480 px cover, or the lightbox's 480 or 640 px file; only denser ones the
    // rest, in AVIF with one colour sample per CSS pixel.
    expect(imports[0]).toMatch(/\?w=480;640&format=avif&quality=70&effort=2&as=/);
    expect(imports[1]).toMatch(/\?w=720;800;960;1280&format=avif&quality=30&effort=2&chromaSubsampling=4:2:0&/);
    expect(imports[2]).toMatch(/\?w=480;640&format=webp&quality=85&/);
    expect(imports[3]).toMatch(/\?w=720;800;960;1280&format=webp&quality=50&/);
    expect(code).toContain(
      `"/assets/images/books/3/cover.jpg": { avif: [avif0_0, avif0_1].flat(), webp: [webp0_0, webp0_1].flat(),`,
    );
  });

  it("encodes the widths only denser screens take at the quality the picture needs at 2×, never above its 1× one", () => {
    // The cover: a 1× screen takes the 480 px file (the cover) or the 640 px one (the lightbox).
    const widths = [480, 640, 720, 800, 960, 1280];
    const oneX = { widths: [480, 640], density: 1 };
    expect(encodingsOf(widths, [480, 640], { oneX: 70, dense: 30 })).toEqual([
      { ...oneX, quality: 70 },
      { widths: [720, 800, 960, 1280], quality: 30, density: 2 },
    ]);
    // A 2× search that asked for more than the 1× one: the dense files at the 1× quality.
    expect(encodingsOf(widths, [480, 640], { oneX: 45, dense: 50 })).toEqual([
      { ...oneX, quality: 45 },
      { widths: [720, 800, 960, 1280], quality: 45, density: 2 },
    ]);
    // Every width seen at 1× (a reviewer's photo), or none.
    expect(encodingsOf([160], [160], { oneX: 45, dense: 30 })).toEqual([{ widths: [160], quality: 45, density: 1 }]);
    expect(encodingsOf([640, 800], [], { oneX: 45, dense: 30 })).toEqual([
      { widths: [640, 800], quality: 30, density: 2 },
    ]);
  });
});
