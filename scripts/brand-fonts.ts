import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import roboto from "@capsizecss/metrics/roboto";
import { fromBuffer } from "@capsizecss/unpack";
import subsetFont from "subset-font";

/**
 * `node scripts/brand-fonts.ts` (first step of `npm run build` and `npm run dev`): the two brand faces,
 * Fredoka (headings, buttons) and Nunito (text), cut down at every build to the characters the site's
 * own text uses and to the weights it sets, plus fallback faces matched to their metrics, so that the
 * first paint can use a local font that takes the same room (issue 13, decision 005).
 *
 * The text is every non-test source, content and markdown file under src/ and public/assets/.
 * Writes src/styles/generated/ (not committed):
 * - `brand-faces.css`: one `@font-face` per face and per fontsource subset that the text needs (the
 *   Latin cut, and e.g. a latin-ext cut once the owner writes "Łódź"), each with the exact
 *   unicode-range it covers and its woff2 bytes as a data: URL (decision 019);
 * - `fallbacks.css`: `@font-face` rules "Fredoka Variable Fallback" and "Nunito Variable Fallback" on
 *   local Arial (or its metric twin Liberation Sans) and on Roboto, with size-adjust and
 *   ascent/descent/line-gap overrides computed from the brand fonts by Capsize;
 * - `brand-fonts.ts`: the stylesheet's URL (imported with `?url`, so the build hashes it) and the
 *   cuts as data (family, weight range, unicode-range, bytes).
 */

/** One brand face: its fontsource package, the CSS family name, and the weight range the site uses. */
export type BrandFace = {
  /** e.g. "fredoka": @fontsource-variable/fredoka, files `fredoka-<subset>-wght-normal.woff2`. */
  packageName: string;
  family: string;
  /** [min, max] of the wght axis kept, e.g. [500, 600] (Tailwind font-medium and font-semibold). */
  weight: [number, number];
};

/** The faces of the studio's type (spec §9): weights as used by src/styles/app.css and the components. */
export const BRAND_FACES: BrandFace[] = [
  // Headings and buttons: font-semibold (600); navigation, FAQ questions, h4: font-medium (500).
  { packageName: "fredoka", family: "Fredoka Variable", weight: [500, 600] },
  // Text: regular (400), labels and emphasis up to bold (700).
  { packageName: "nunito", family: "Nunito Variable", weight: [400, 700] },
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
 * The code points the fonts must cover: every printable ASCII character (so any English text the owner
 * or a later page adds renders in the brand fonts) and every other character in the given texts, except
 * controls and emoji-range symbols (U+1F000 and up), which the system's emoji font draws anyway.
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
const SKIPPED_FILE = /\.(test|spec)\.tsx?$/;

/** Every text file under the roots (skipping tests and generated files), read as UTF-8. */
function* readTexts(roots: string[]): Generator<string> {
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
        if (entry.name !== "generated" && entry.name !== "images") yield* readTexts([path]);
      } else if (TEXT_FILE.test(entry.name) && !SKIPPED_FILE.test(entry.name)) yield readFileSync(path, "utf8");
    }
  }
}

const quote = (value: string) => JSON.stringify(value);

/**
 * The `@font-face` rule of one cut, its woff2 bytes carried in a `data:` URL, so that the face is in
 * the stylesheet that holds up the first paint rather than in a request of its own (decision 019).
 * @param face the face the cut belongs to
 * @param font the cut's woff2 bytes
 * @param unicodeRange the characters it covers, as a CSS `unicode-range` value
 * @returns the rule as CSS text
 */
export function faceCss(face: BrandFace, font: Uint8Array, unicodeRange: string): string {
  return [
    "@font-face {",
    `  font-family: ${quote(face.family)};`,
    `  src: url(data:font/woff2;base64,${Buffer.from(font).toString("base64")}) format("woff2");`,
    `  font-weight: ${face.weight.join(" ")};`,
    `  unicode-range: ${unicodeRange};`,
    "  font-display: block;",
    "}",
  ].join("\n");
}

/** Builds the fallback @font-face rules of one face from its metrics. */
function fallbackCss(face: BrandFace, metrics: Parameters<typeof createFontStack>[0][number]): string {
  const rules: string[] = [];
  for (const [local, names] of [
    [arial, ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"]],
    [roboto, ["Roboto", "Roboto-Regular"]],
  ] as const) {
    const { fontFaces } = createFontStack([{ ...metrics, familyName: face.family }, local], {
      fontFaceFormat: "styleObject",
    });
    const declaration = fontFaces[0]?.["@font-face"];
    if (!declaration) continue;
    rules.push(
      [
        "@font-face {",
        `  font-family: ${quote(`${face.family} Fallback`)};`,
        `  src: ${names.map((name) => `local(${quote(name)})`).join(", ")};`,
        `  size-adjust: ${declaration.sizeAdjust};`,
        `  ascent-override: ${declaration.ascentOverride};`,
        `  descent-override: ${declaration.descentOverride};`,
        `  line-gap-override: ${declaration.lineGapOverride ?? "0%"};`,
        "}",
      ].join("\n"),
    );
  }
  return rules.join("\n");
}

/**
 * Writes src/styles/generated/ (see the file comment).
 * @param projectRoot the repository root
 * @returns what was written, for the build log: file name → bytes
 * @throws if a fontsource package is missing (npm ci not run) or harfbuzz cannot subset a file
 */
export async function buildBrandFonts(projectRoot: string): Promise<Map<string, number>> {
  const outDir = join(projectRoot, "src/styles/generated");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const points = codePointsToCover(readTexts(["src", "public/assets"].map((dir) => join(projectRoot, dir))));
  const written = new Map<string, number>();
  const entries: string[] = [];
  const faces: string[] = [];
  const fallbacks: string[] = [];
  for (const face of BRAND_FACES) {
    const packageDir = join(projectRoot, "node_modules/@fontsource-variable", face.packageName);
    const subsets = parseSourceSubsets(readFileSync(join(packageDir, "wght.css"), "utf8"));
    for (const [part, { subset, points: covered }] of assignToSubsets(points, subsets).entries()) {
      const source = readFileSync(join(packageDir, "files", subset.file));
      const text = String.fromCodePoint(...covered);
      const font = await subsetFont(source, text, {
        targetFormat: "woff2",
        variationAxes: { wght: { min: face.weight[0], max: face.weight[1] } },
      });
      const fileName = `${face.packageName}-${subset.name}.woff2`;
      written.set(fileName, font.length);
      const unicodeRange = formatUnicodeRange(covered);
      entries.push(
        `  { family: ${quote(face.family)}, weight: "${face.weight.join(" ")}", unicodeRange: ${quote(unicodeRange)}, bytes: ${font.length} },`,
      );
      faces.push(faceCss(face, font, unicodeRange));
      // Metrics come from the first cut (Latin when the text has any), the same for every cut of a face.
      if (part === 0) {
        const metrics = await fromBuffer(Buffer.from(await subsetFont(source, text, { targetFormat: "truetype" })));
        fallbacks.push(fallbackCss(face, metrics));
      }
    }
  }
  const header = `/* Generated by scripts/${basename(fileURLToPath(import.meta.url))} at build time: do not edit. */`;
  writeFileSync(join(outDir, "fallbacks.css"), `${header}\n${fallbacks.join("\n")}\n`);
  writeFileSync(join(outDir, "brand-faces.css"), `${header}\n${faces.join("\n")}\n`);
  writeFileSync(
    join(outDir, "brand-fonts.ts"),
    [
      header.replace("/*", "//").replace(" */", ""),
      'import type { BrandFontFace } from "../brand-font-face";',
      'import stylesheet from "./brand-faces.css?url";',
      "",
      "/** The brand faces' stylesheet: every cut below as a `data:` URL in its `@font-face` (scripts/brand-fonts.ts). */",
      "export const BRAND_FACES_STYLESHEET: string = stylesheet;",
      "",
      "/** The brand faces as cut for this build's text (scripts/brand-fonts.ts). */",
      "export const BRAND_FONT_FACES: BrandFontFace[] = [",
      ...entries,
      "];",
      "",
    ].join("\n"),
  );
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const written = await buildBrandFonts(root);
  const summary = [...written].map(([file, bytes]) => `${file} ${(bytes / 1024).toFixed(1)} KB`).join(", ");
  console.log(`brand-fonts: ${summary}; fallbacks in ${relative(root, join(root, "src/styles/generated"))}`);
}
