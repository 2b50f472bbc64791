import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  artCredit,
  artPieces,
  decapMediaName,
  planSlots,
  REAL_ART_ROUTES,
  setFrontMatterFields,
  setJsonFields,
  slotFile,
  uploadUrl,
} from "./real-art-plan.ts";
import { bookPath, resourcePath, ROUTES } from "../../src/routes.ts";

const SIX = ["Autumn", "ColorfulCups", "Kite", "SafeLanding", "Shell", "Volna"];
const files = (names: string[]) => names.flatMap((n) => [`${n}.jpg`, `${n}-cover.jpg`, `${n}-spread.jpg`]);
/** The editor's settings: where uploads go and how the content names them. */
const adminConfig = parse(readFileSync(new URL("../../public/admin/config.yml", import.meta.url), "utf8")) as {
  media_folder: string;
  public_folder: string;
};

describe("artPieces (the real-art tool's files, grouped)", () => {
  it("takes a name whose original, cover and spread are all there, sorted, and leaves the rest", () => {
    const pieces = artPieces([
      "Volna.jpg",
      "Volna-spread.jpg",
      "Volna-cover.jpg",
      ...files(["Kite"]),
      "Lone.jpg",
      "deb",
    ]);
    expect(pieces).toEqual([
      { name: "Kite", original: "Kite.jpg", cover: "Kite-cover.jpg", spread: "Kite-spread.jpg" },
      { name: "Volna", original: "Volna.jpg", cover: "Volna-cover.jpg", spread: "Volna-spread.jpg" },
    ]);
  });
});

describe("decapMediaName and uploadUrl (what Decap CMS names an upload)", () => {
  it("lower-cases and keeps letters, digits, dots and dashes, as Decap does with the config's slug settings", () => {
    expect(decapMediaName("SafeLanding-cover.jpg")).toBe("safelanding-cover.jpg");
    expect(decapMediaName("Été à Noël (2)_v1.JPG")).toBe("ete-a-noel-2-_v1.jpg");
  });

  it("names the upload under the editor's public folder, the media folder's address", () => {
    expect(uploadUrl("Kite-spread.jpg")).toBe(`${adminConfig.public_folder}/kite-spread.jpg`);
    expect(adminConfig.media_folder).toBe("src/content/images/uploads");
  });
});

describe("planSlots (which picture fills which slot)", () => {
  const slots = planSlots(artPieces(files(SIX)));
  const byLabel = (label: string) => slots.find((slot) => slot.label === label);
  /** The file filling the slot of that label. */
  const fileOf = (label: string) => {
    const slot = byLabel(label);
    if (!slot) throw new Error(`no slot ${label}`);
    return slotFile(slot);
  };

  it("gives books 1 to 4 a cover crop and two spread crops of other pieces", () => {
    expect(byLabel("book 1: cover")).toMatchObject({ file: "books/1.json", shape: "cover" });
    expect(fileOf("book 1: cover")).toBe("Autumn-cover.jpg");
    expect(fileOf("book 1: spread 1")).toBe("ColorfulCups-spread.jpg");
    expect(fileOf("book 4: spread 2")).toBe("Volna-spread.jpg");
    expect(byLabel("book 1: cover")?.fields).toEqual([
      ["galleryCoverUrl"],
      ["bookDetailsGalleryImages", 0, "previewImageUrl"],
      ["bookDetailsGalleryImages", 0, "fullImageUrl"],
    ]);
    expect(byLabel("book 5: cover")).toBeUndefined();
  });

  it("fills portfolio items, the owner's photo, a client review's photo and an article", () => {
    expect(slots.filter((s) => s.label.startsWith("portfolio: illustration")).map(slotFile)).toEqual(
      SIX.map((n) => `${n}.jpg`),
    );
    expect(slots.filter((s) => s.label.startsWith("portfolio: cover design"))).toHaveLength(4);
    expect(slots.filter((s) => s.label.startsWith("portfolio: book layout"))).toHaveLength(4);
    expect(byLabel("the owner's photo")).toMatchObject({
      file: "site.json",
      fields: [["studio", "owner", "photoUrl"]],
    });
    expect(fileOf("the owner's photo")).toBe("Shell-cover.jpg");
    expect(fileOf("client review 1: reviewer's photo")).toBe("Volna-cover.jpg");
    const article = slots.find((s) => s.file === "resources/1.md");
    expect(article?.fields).toEqual([["featuredCoverUrl"], ["galleryCoverUrl"]]);
  });

  it("puts real art on every measured page but /about, which has no picture the owner fills", () => {
    const routes = new Set(slots.flatMap((s) => s.routes));
    expect(REAL_ART_ROUTES.filter((route) => !routes.has(route))).toEqual([ROUTES.about]);
    expect(REAL_ART_ROUTES).toEqual([
      ROUTES.home,
      ROUTES.books,
      bookPath(1),
      ROUTES.portfolio,
      ROUTES.about,
      resourcePath(1),
    ]);
  });

  it("takes the pieces in turn when there are fewer than six, and refuses none", () => {
    const one = planSlots(artPieces(files(["Kite"])));
    expect(new Set(one.map((s) => s.piece.name))).toEqual(new Set(["Kite"]));
    expect(one.filter((s) => s.label.startsWith("portfolio: illustration"))).toHaveLength(1);
    expect(() => planSlots([])).toThrow("no NAME.jpg");
  });
});

describe("setJsonFields (a content file as Decap writes it)", () => {
  const book = JSON.stringify({ galleryCoverUrl: "/a.svg", images: [{ fullImageUrl: "/b.svg" }], id: 1 }, null, 2);

  it("sets nested fields and writes JSON with two-space indentation and no final newline", () => {
    const text = setJsonFields(book, [
      { path: ["galleryCoverUrl"], value: "/assets/images/uploads/x.jpg" },
      { path: ["images", 0, "fullImageUrl"], value: "/assets/images/uploads/y.jpg" },
    ]);
    expect(JSON.parse(text)).toEqual({
      galleryCoverUrl: "/assets/images/uploads/x.jpg",
      images: [{ fullImageUrl: "/assets/images/uploads/y.jpg" }],
      id: 1,
    });
    expect(text).toBe(JSON.stringify(JSON.parse(text), null, 2));
  });

  it("fails on a path that names no picture field, so a changed sample stops the build early", () => {
    expect(() => setJsonFields(book, [{ path: ["images", 3, "fullImageUrl"], value: "/x" }])).toThrow(
      "no picture field images.3.fullImageUrl",
    );
    expect(() => setJsonFields(book, [{ path: ["id"], value: "/x" }])).toThrow("no picture field id");
  });
});

describe("setFrontMatterFields (an article's picture fields)", () => {
  const article =
    "---\nid: 1\nfeaturedCoverUrl: /a.svg\ngalleryCoverUrl: /b.svg\n---\n\nBody with\ngalleryCoverUrl: /c.svg\n";

  it("changes the front matter's lines only, and keeps the body", () => {
    expect(setFrontMatterFields(article, [{ key: "galleryCoverUrl", value: "/assets/images/uploads/x.jpg" }])).toBe(
      "---\nid: 1\nfeaturedCoverUrl: /a.svg\ngalleryCoverUrl: /assets/images/uploads/x.jpg\n---\n\nBody with\ngalleryCoverUrl: /c.svg\n",
    );
  });

  it("fails without front matter or without the key", () => {
    expect(() => setFrontMatterFields("Just text", [{ key: "id", value: "1" }])).toThrow("no front matter");
    expect(() => setFrontMatterFields(article, [{ key: "cover", value: "/x" }])).toThrow("has no cover");
  });
});

describe("artCredit (author and licence from the wallpaper's metadata)", () => {
  it("reads metadata.json's first author and licence", () => {
    const json = JSON.stringify({ KPlugin: { Authors: [{ Name: "Nikita Babin" }], License: "CC-BY-SA-4.0" } });
    expect(artCredit(json)).toEqual({ author: "Nikita Babin", licence: "CC-BY-SA-4.0" });
  });

  it("reads metadata.desktop's keys, and says ? for what is missing", () => {
    expect(
      artCredit(
        undefined,
        "[Desktop Entry]\nX-KDE-PluginInfo-Author=Louis Durrant\nX-KDE-PluginInfo-License=CC-BY-SA-4.0\n",
      ),
    ).toEqual({
      author: "Louis Durrant",
      licence: "CC-BY-SA-4.0",
    });
    expect(artCredit()).toEqual({ author: "?", licence: "?" });
  });
});
