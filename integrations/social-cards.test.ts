import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { socialCard, socialCardCache } from "./social-cards.ts";

const project = process.cwd();
/** A project folder of its own: the renderer's files and one picture, so the cache and the picture can change freely. */
const root = mkdtempSync(join(tmpdir(), "social-cards-"));
for (const file of [
  "integrations/social-cards.ts",
  "art/core/font.ts",
  "art/core/text.ts",
  "art/core/linebreak.ts",
  "art/core/palette.ts",
]) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  cpSync(join(project, file), join(root, file));
}
const cover = "/assets/images/books/3/cover.svg";
mkdirSync(join(root, "public/assets/images/books/3"), { recursive: true });
cpSync(join(project, "public", cover), join(root, "public", cover));

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("socialCard", () => {
  const book = { kind: "book", title: "Granny Fig's Garden Band", image: cover, slug: "books-3" } as const;

  it("draws a 1200 × 630 PNG under 300 kB into the cache, named by the slug and a hash", async () => {
    const card = await socialCard(book, root);
    expect(card).toEqual({
      path: expect.stringMatching(/^\/assets\/cards\/books-3-[0-9a-f]{10}\.png$/),
      width: 1200,
      height: 630,
      type: "image/png",
      alt: "The cover of Granny Fig's Garden Band beside its title, from Bramble & Bee Studio",
    });
    const file = join(socialCardCache(root), card.path.split("/").pop() ?? "");
    const { format, width, height } = await sharp(file).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
    expect(statSync(file).size).toBeLessThan(300 * 1024);
  }, 30_000);

  it("keeps the name while nothing changes, and takes a new one when the title or the picture changes", async () => {
    const first = (await socialCard(book, root)).path;
    expect((await socialCard(book, root)).path).toBe(first);
    expect((await socialCard({ ...book, title: "Granny Fig's Garden Band, Again" }, root)).path).not.toBe(first);
    writeFileSync(join(root, "public", cover), "<svg xmlns='http://www.w3.org/2000/svg' width='600' height='800'/>");
    expect((await socialCard(book, root)).path).not.toBe(first);
    expect(readdirSync(socialCardCache(root)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  }, 60_000);

  it("fails naming the picture when it is missing", async () => {
    await expect(socialCard({ ...book, image: "/assets/images/none.svg" }, root)).rejects.toThrow(
      "the picture /assets/images/none.svg is neither in public/ nor in src/content/images/",
    );
  });
});
