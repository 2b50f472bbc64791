import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import type { BrandFace } from "./faces.ts";

/**
 * Cutting the brand faces down to the site's own text (decisions 005 and 023): which characters the
 * text uses, which of fontsource's files holds each, the cut itself (HarfBuzz, through subset-font),
 * and the `@font-face` rule that declares a cut. The text is every non-test source, content and
 * markdown file under src/ and public/assets/, without the comments of its code: characters that
 * appear only in TSDoc never reach a page.
 */

/**
 * Printable ASCII characters left out of the display face's cut: none occurs in the site's headings,
 * buttons, navigation or prices (measured on the build of 2026-11-28: those use letters, digits and
 * `!"$%&'()+,-./:?`), and should the owner ever write one in a heading, that one character is drawn
 * from the fallback. Every other printable ASCII character stays, so any English heading, price or
 * label renders in Fredoka (decision 023).
 */
export const DISPLAY_OMITTED_ASCII = "#*;<=>@[\\]^_`{|}~";

/**
 * The OpenType layout features kept in every cut: those browsers apply by default (kerning, ligatures,
 * contextual alternates, composition, localised forms, mark positioning) and tabular figures, which
 * the lightbox's counter asks for. Every other feature (stylistic sets, fractions…) is dropped.
 */
export const KEPT_FEATURES: readonly string[] = [
  "kern",
  "liga",
  "clig",
  "calt",
  "ccmp",
  "locl",
  "rlig",
  "mark",
  "mkmk",
  "tnum",
];

/** A fontsource file and the code points its `unicode-range` declares, as inclusive [from, to] pairs. */
export type SourceSubset = { name: string; file: string; ranges: [number, number][] };

/**
 * Reads a fontsource stylesheet (e.g. `wght.css`) into its subsets.
 * @param css the stylesheet text, with comments `/* fredoka-latin-wght-normal *\/` before each rule
 * @returns one entry per `@font-face`, e.g. { name: "latin", file: "fredoka-latin-wght-normal.woff2", ranges }
 */
export function parseSourceSubsets(css: string): SourceSubset[] {
  const subsets: SourceSubset[] = [];
  for (const rule of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = rule[1] ?? "";
    const file = /url\(\.\/files\/([^)]+)\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!file || !range) continue;
    const name = /^[a-z]+-(.+)-wght-normal\.woff2$/.exec(file)?.[1] ?? file;
    subsets.push({ name, file, ranges: parseUnicodeRange(range) });
  }
  return subsets;
}

/**
 * Parses a CSS unicode-range value.
 * @param value e.g. "U+0000-00FF,U+0131,U+2000-206F"
 * @returns inclusive code point pairs, e.g. [[0, 255], [305, 305], [8192, 8303]]; malformed parts are skipped
 */
export function parseUnicodeRange(value: string): [number, number][] {
  return value
    .split(",")
    .map((part) => /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part))
    .filter((match) => match !== null)
    .map((match) => [parseInt(match[1] ?? "0", 16), parseInt(match[2] ?? match[1] ?? "0", 16)]);
}

/**
 * Formats code points as a CSS unicode-range, joining runs.
 * @param codePoints any order, duplicates allowed, e.g. [0x42, 0x41, 0x43, 0xe9]
 * @returns e.g. "U+41-43,U+E9" ("" for none)
 */
export function formatUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    const from = (sorted[i] ?? 0).toString(16).toUpperCase();
    const to = (sorted[j] ?? 0).toString(16).toUpperCase();
    parts.push(i === j ? `U+${from}` : `U+${from}-${to}`);
    i = j + 1;
  }
  return parts.join(",");
}

/**
 * The code points the brand faces must cover: every printable ASCII character (so any English text the
 * owner or a later page adds renders in the brand faces) and every other character in the given texts,
 * except controls and emoji-range symbols (U+1F000 and up), which the system's emoji font draws anyway.
 * @param texts the site's text sources (content, interface strings, articles)
 * @returns a set of code points
 */
export function codePointsToCover(texts: Iterable<string>): Set<number> {
  const points = new Set<number>();
  for (let point = 0x20; point <= 0x7e; point++) points.add(point);
  points.add(0xa0); // the no-break space the typography uses between numbers and units
  for (const text of texts)
    for (const char of text) {
      const point = char.codePointAt(0) ?? 0;
      if (point >= 0xa0 && point < 0x1f000 && !(point >= 0xfe00 && point <= 0xfe0f)) points.add(point);
    }
  return points;
}

/**
 * The code points of one face's cut: all of `points` for the text face, and for the display face all
 * but {@link DISPLAY_OMITTED_ASCII}.
 * @param face the brand face (its delivery tells the display face, on the first paint, from the text face)
 * @param points from {@link codePointsToCover}
 * @returns the points to cut (the same set for the text face)
 */
export function codePointsOfFace(face: BrandFace, points: Set<number>): Set<number> {
  return face.delivery === "first-paint"
    ? new Set([...points].filter((point) => !DISPLAY_OMITTED_ASCII.includes(String.fromCodePoint(point))))
    : points;
}

/**
 * Splits the needed code points over a face's fontsource subsets, each point going to the first subset
 * that declares it (fontsource orders them so that "latin" wins over "latin-ext").
 * @returns the subsets that get at least one point, with those points
 */
export function assignToSubsets(
  points: Set<number>,
  subsets: SourceSubset[],
): { subset: SourceSubset; points: number[] }[] {
  const order = [...subsets].sort((a, b) => Number(b.name === "latin") - Number(a.name === "latin"));
  const assigned = new Map<SourceSubset, number[]>();
  for (const point of [...points].sort((a, b) => a - b)) {
    const subset = order.find((candidate) => candidate.ranges.some(([from, to]) => point >= from && point <= to));
    if (subset) assigned.set(subset, [...(assigned.get(subset) ?? []), point]);
  }
  return order
    .filter((subset) => assigned.has(subset))
    .map((subset) => ({ subset, points: assigned.get(subset) ?? [] }));
}

const TEXT_FILE = /\.(ts|tsx|md|mdx|json|ya?ml)$/;
const CODE_FILE = /\.tsx?$/;
const SKIPPED_FILE = /\.(test|spec)\.tsx?$/;

/**
 * A code file's text without its comments, so that characters written only in TSDoc or notes (§, ×,
 * é in a decision's name) are not cut into the faces. Strings are kept; a `//` inside a string (a URL)
 * is left alone by requiring the line comment to start a line or follow a space.
 * @param text a .ts or .tsx file's text
 * @returns the text with block comments and line comments removed
 */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");
}

/**
 * The site's text, file by file: every text file under the roots (skipping tests, generated files and
 * images), read as UTF-8, code without its comments.
 * @param roots folders to walk, e.g. the project's src/ and public/assets/; one that is missing is skipped
 * @returns one string per file
 */
export function* readSiteTexts(roots: string[]): Generator<string> {
  for (const root of roots) {
    let entries;
    try {
      entries = readdirSync(root, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = join(root, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "generated" && entry.name !== "images") yield* readSiteTexts([path]);
      } else if (TEXT_FILE.test(entry.name) && !SKIPPED_FILE.test(entry.name)) {
        const text = readFileSync(path, "utf8");
        yield CODE_FILE.test(entry.name) ? withoutComments(text) : text;
      }
    }
  }
}

/**
 * Cuts one fontsource file of a face to the given characters, at the face's weights, with
 * {@link KEPT_FEATURES}.
 * @param face the brand face (its weight range is kept of the variable wght axis)
 * @param source the fontsource woff2 file's bytes
 * @param text the characters to keep
 * @returns the cut's woff2 bytes
 * @throws if HarfBuzz cannot read or subset the file
 */
export async function cutFace(face: BrandFace, source: Buffer, text: string): Promise<Buffer> {
  return subsetFont(source, text, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: face.weight[0], max: face.weight[1] } },
    // subset-font 2.9 takes keepFeatures (hb-subset --layout-features); @types/subset-font predates it.
    ...({ keepFeatures: [...KEPT_FEATURES] } as object),
  });
}

const quote = (value: string) => JSON.stringify(value);

/**
 * The `@font-face` rule of one cut.
 * @param face the face the cut belongs to
 * @param source the cut's woff2 bytes, carried in a `data:` URL (the display face, inside every
 *   document: decisions 019 and 023), or the URL of its file relative to the stylesheet (the text
 *   face, which comes after the first paint: decision 023)
 * @param unicodeRange the characters it covers, as a CSS `unicode-range` value
 * @returns the rule as CSS text, always `font-display: block`: a face is only ever asked for when its
 *   bytes are here or cached, and then the text waits for it rather than changing face
 */
export function faceCss(face: BrandFace, source: Uint8Array | string, unicodeRange: string): string {
  const url =
    typeof source === "string" ? quote(source) : `data:font/woff2;base64,${Buffer.from(source).toString("base64")}`;
  return [
    "@font-face {",
    `  font-family: ${quote(face.family)};`,
    `  src: url(${url}) format("woff2");`,
    `  font-weight: ${face.weight.join(" ")};`,
    `  unicode-range: ${unicodeRange};`,
    "  font-display: block;",
    "}",
  ].join("\n");
}
