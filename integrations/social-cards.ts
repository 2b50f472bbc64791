/**
 * The social cards: every page's `og:image` and `twitter:image`, a 1200 × 630 PNG
 * drawn at build from the site's own art and its Fredoka lettering, so Facebook, X, LinkedIn, Slack,
 * WhatsApp and iMessage show a picture where an SVG showed none.
 *
 * - a book: its cover beside its title;
 * - an article: its featured picture, its middle above a paper band that holds its title;
 * - every other page: its heading on that band under the studio's art (the hero picture, or the
 *   picture the page names).
 *
 * The lettering is the art's own (art/core): Fredoka's outlines read with fontkit, lines
 * balanced with no lone last word. sharp (libvips and librsvg) turns the SVG into a palette PNG.
 *
 * A card's file name carries a hash of everything it is drawn from (its kind, title, the picture's
 * bytes, this renderer's source and the art's lettering code), so a changed book gets a new card
 * and a new book gets one at the next build with nothing to do. Cards are kept in
 * `node_modules/.cache/social-cards/` by that name: a build draws only the cards that changed, and
 * integrations/astro-social-cards.ts copies those the pages name into the build.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { glyphDefs, glyphEm, measureText } from "../art/core/font.ts";
import { balanceLines } from "../art/core/linebreak.ts";
import { C } from "../art/core/palette.ts";
import { fullPrecision } from "../art/core/svg.ts";
import { layoutText } from "../art/core/text.ts";

/** A card's size in px: the 1.91:1 that every platform shows whole. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Where the cards are served from. */
export const CARDS_PATH = "/assets/cards";
/** The studio's name, drawn small on every card. */
const STUDIO = "Bramble & Bee Studio";

/** What a card is drawn from. */
export type SocialCardInput = {
  /** `book`: cover and title; `article`: picture and title; `page`: heading over the art. */
  kind: "book" | "article" | "page";
  /** The title or heading drawn on the card (plain text). */
  title: string;
  /** The picture's site path, e.g. `/assets/images/books/3/cover.svg` (SVG, PNG, JPEG or WebP). */
  image: string;
  /** A readable start of the file name, e.g. `books-3` (letters, digits and dashes). */
  slug: string;
};

/** A drawn card, as a page's head names it. */
export type SocialCard = {
  /** Site path of the PNG, e.g. `/assets/cards/books-3-1a2b3c4d5e.png`. */
  path: string;
  width: number;
  height: number;
  type: "image/png";
  /** What the card shows, for `og:image:alt` and `twitter:image:alt`. */
  alt: string;
};

/** The files whose content changes how a card looks: their bytes go into every card's hash. */
const RENDERER_FILES = [
  "integrations/social-cards.ts",
  "art/core/font.ts",
  "art/core/text.ts",
  "art/core/linebreak.ts",
  "art/core/palette.ts",
];

/**
 * The file a site path's picture is read from: `public/…`, or, for a raster source the content
 * pipeline serves (`/assets/images/…` from `src/content/images/…`), that source.
 * @throws Error naming the path when neither exists
 */
function pictureFile(root: string, image: string): string {
  const inPublic = join(root, "public", image);
  if (existsSync(inPublic)) return inPublic;
  const source = join(root, "src/content/images", image.replace(/^\/assets\/images\//, ""));
  if (existsSync(source)) return source;
  throw new Error(`Social card: the picture ${image} is neither in public/ nor in src/content/images/`);
}

/** Escapes text for SVG content and attributes. */
const esc = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/**
 * A title set in bold Fredoka outlines to fit a box: balanced lines, no lone last word, the size
 * stepping down from `size` until the lines fit `width` and at most `maxLines` lines fit `height`.
 * @returns the markup (first baseline at `top` + size) and the block's height in px
 */
function titleBlock(
  title: string,
  o: {
    x: number;
    top: number;
    width: number;
    height: number;
    size: number;
    maxLines: number;
    anchor?: "start" | "middle";
  },
): { svg: string; height: number } {
  let size = o.size;
  const fit = (s: number) => balanceLines(title, (line) => measureText(line, s, 700), o.width);
  let lines = fit(size);
  const fits = (ls: string[], s: number) =>
    ls.length <= o.maxLines &&
    ls.length * s * 1.12 <= o.height &&
    ls.every((line) => measureText(line, s, 700) <= o.width);
  while (!fits(lines, size) && size > 30) {
    size -= 2;
    lines = fit(size);
  }
  const { svg } = layoutText(lines, {
    x: o.x,
    y: o.top + size * 0.92,
    size,
    lineHeight: size * 1.12,
    anchor: o.anchor ?? "start",
    weight: 700,
    fill: C.ink,
  });
  return { svg, height: (lines.length - 1) * size * 1.12 + size * 1.15 };
}

/** The studio's name in its small bold label, with a honey dot before it. */
function studioLabel(x: number, baseline: number, size = 30): string {
  return (
    `<circle cx="${x + size * 0.35}" cy="${baseline - size * 0.34}" r="${size * 0.35}" fill="${C.honey}"/>` +
    layoutText([STUDIO], { x: x + size * 1.05, y: baseline, size, weight: 600, fill: C.orange }).svg
  );
}

/** An `<image>` of the picture, as a data URL, placed and cropped like CSS `object-fit: cover`. */
function pictureImage(dataUrl: string, x: number, y: number, w: number, h: number, crop: "slice" | "meet"): string {
  return `<image href="${dataUrl}" x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid ${crop}"/>`;
}

/**
 * The card's SVG, 1200 × 630, its type drawn as Fredoka's outlines.
 * @param input - what the card shows
 * @param picture - the picture as a data URL, and its size in px (for a book cover's frame)
 * @returns the SVG markup; throws when a character of the title is missing from Fredoka
 */
export function cardSvg(input: SocialCardInput, picture: { dataUrl: string; width: number; height: number }): string {
  const W = CARD_WIDTH;
  const H = CARD_HEIGHT;
  let body: string;
  if (input.kind === "book") {
    // The cover, 480 px tall, on paper with a soft shadow; the title and the studio's name beside it.
    const ch = 500;
    const cw = Math.round((ch * picture.width) / picture.height);
    const cx = 70;
    const cy = (H - ch) / 2;
    const textX = cx + cw + 70;
    const textW = W - textX - 70;
    const title = titleBlock(input.title, { x: textX, top: 0, width: textW, height: 330, size: 76, maxLines: 4 });
    const blockH = title.height + 80;
    const top = (H - blockH) / 2;
    body =
      `<rect width="${W}" height="${H}" fill="${C.paper}"/>` +
      `<circle cx="${W - 40}" cy="40" r="150" fill="${C.honey}" opacity="0.35"/>` +
      `<circle cx="${W - 200}" cy="${H + 30}" r="120" fill="${C.skyLight}" opacity="0.7"/>` +
      `<rect x="${cx + 10}" y="${cy + 14}" width="${cw}" height="${ch}" rx="18" fill="${C.ink}" opacity="0.18"/>` +
      `<clipPath id="cover"><rect x="${cx}" y="${cy}" width="${cw}" height="${ch}" rx="18"/></clipPath>` +
      `<g clip-path="url(#cover)">${pictureImage(picture.dataUrl, cx, cy, cw, ch, "slice")}</g>` +
      `<rect x="${cx}" y="${cy}" width="${cw}" height="${ch}" rx="18" fill="none" stroke="${C.ink}" stroke-width="3"/>` +
      `<g transform="translate(0 ${top})">${title.svg}</g>` +
      studioLabel(textX, top + title.height + 62);
  } else {
    // The picture's middle fills the card above a paper band along its foot, which holds the title.
    const title = titleBlock(input.title, { x: 70, top: 0, width: W - 140, height: 170, size: 64, maxLines: 2 });
    const bandH = Math.round(title.height + 120);
    const bandY = H - bandH;
    body =
      `<rect width="${W}" height="${H}" fill="${C.paper}"/>` +
      pictureImage(picture.dataUrl, 0, 0, W, bandY, "slice") +
      `<rect x="0" y="${bandY}" width="${W}" height="${bandH}" fill="${C.paper}"/>` +
      `<rect x="0" y="${bandY}" width="${W}" height="8" fill="${C.honey}"/>` +
      studioLabel(70, bandY + 58, 28) +
      `<g transform="translate(0 ${bandY + 78})">${title.svg}</g>`;
  }
  const defs = glyphDefs(body, glyphEm(fullPrecision()));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<title>${esc(input.title)}</title><defs>${defs}</defs>${body}</svg>`
  );
}

/** The words of `og:image:alt`: what the card shows. */
function altText({ kind, title }: SocialCardInput): string {
  if (kind === "book") return `The cover of ${title} beside its title, from ${STUDIO}`;
  if (kind === "article") return `${title}: the article's picture with its title, from ${STUDIO}`;
  return `${title}, over ${STUDIO}'s art`;
}

/**
 * Draws a card as PNG bytes: the SVG of {@link cardSvg} rendered by sharp at 1200 × 630 and
 * written as a palette PNG (the art's flat colours; well under 300 kB).
 * @param input - what the card shows
 * @param root - the project folder (where public/ is)
 * @throws Error when the picture is missing or cannot be decoded
 */
export async function renderSocialCard(input: SocialCardInput, root: string): Promise<Buffer> {
  const file = pictureFile(root, input.image);
  const bytes = readFileSync(file);
  const meta = await sharp(bytes).metadata();
  const format = meta.format === "svg" ? "svg+xml" : meta.format === "jpeg" ? "jpeg" : "png";
  // A raster picture is first made a PNG of at most 1200 px: librsvg reads PNG and JPEG data URLs, not WebP.
  const data =
    meta.format === "svg" || meta.format === "jpeg" || meta.format === "png"
      ? bytes
      : await sharp(bytes).resize({ width: CARD_WIDTH, withoutEnlargement: true }).png().toBuffer();
  const svg = cardSvg(input, {
    dataUrl: `data:image/${format};base64,${data.toString("base64")}`,
    width: meta.width ?? 3,
    height: meta.height ?? 4,
  });
  return sharp(Buffer.from(svg))
    .resize(CARD_WIDTH, CARD_HEIGHT)
    .flatten({ background: C.paper })
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 8 })
    .toBuffer();
}

let rendererHash: string | undefined;

/**
 * A card's name and, when the cache lacks it, its drawing: `{slug}-{hash}.png`, the hash over the
 * input, the picture's bytes and the renderer's source ({@link RENDERER_FILES}), so any change
 * makes a new name. Written to the cache folder through a temporary file, so a half-written card
 * is never taken for a drawn one.
 * @param input - what the card shows
 * @param root - the project folder (default: the working folder, where `astro build` runs)
 * @returns how the page's head names the card
 * @throws Error when the picture is missing, or a character of the title is not in Fredoka
 */
export async function socialCard(input: SocialCardInput, root: string = process.cwd()): Promise<SocialCard> {
  rendererHash ??= createHash("sha256")
    .update(RENDERER_FILES.map((file) => readFileSync(join(root, file))).join("\u0000"))
    .digest("hex");
  const hash = createHash("sha256")
    .update(rendererHash)
    .update(JSON.stringify([input.kind, input.title, input.image]))
    .update(readFileSync(pictureFile(root, input.image)))
    .digest("hex")
    .slice(0, 10);
  const name = `${input.slug.replace(/[^a-z0-9-]+/gi, "-").toLowerCase()}-${hash}.png`;
  const dir = socialCardCache(root);
  const file = join(dir, name);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, await renderSocialCard(input, root));
    renameSync(temp, file);
  }
  return {
    path: `${CARDS_PATH}/${name}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    type: "image/png",
    alt: altText(input),
  };
}

/**
 * The folder drawn cards are kept in between builds, by name.
 * @param root - the project folder
 */
export function socialCardCache(root: string): string {
  return join(root, "node_modules/.cache/social-cards");
}
