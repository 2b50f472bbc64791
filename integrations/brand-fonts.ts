import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { createFontStack } from "@capsizecss/core";
import { entireMetricsCollection } from "@capsizecss/metrics/entireMetricsCollection";
import { fromBuffer } from "@capsizecss/unpack";
import subsetFont from "subset-font";

/**
 * `node integrations/brand-fonts.ts` (first step of `npm run build` and `npm run dev`): the two brand faces,
 * cut down at every build to the characters of the site's own text and to the weights it sets, plus
 * fallback faces matched to their metrics (issue 13, decision 005; issue 36, decision 023).
 *
 * - **Fredoka**, the display face (headings, buttons, navigation, prices), at 600 only: on every first
 *   paint, its bytes inside every page's document, in an inline `<style>` (decisions 019 and 023).
 * - **Nunito**, the text face (400–700): a woff2 file of its own that a first visit's first page does
 *   not wait for. The shell fetches it once that page has loaded, and every later page that knows it
 *   is cached sets its text in it from the first paint (src/shell/text-face.ts, decision 023).
 *
 * The text is every non-test source, content and markdown file under src/ and public/assets/, without
 * the comments of its code (characters that appear only in TSDoc never reach a page).
 * Writes src/styles/generated/ (not committed):
 * - `brand-faces.css`: one `@font-face` per Fredoka cut (the Latin one, and e.g. a latin-ext one once
 *   the owner writes "Łódź"), each with the exact unicode-range it covers and its woff2 as a data: URL
 *   (src/components/layout/brand-fonts.astro writes it into each page's `<head>`);
 * - `text-face.css` and `nunito-<subset>.woff2`: the `@font-face` rules of the Nunito cuts, whose files
 *   the build hashes and hosts cache for a year (imported by src/styles/app.css);
 * - `fallbacks.css`: `@font-face` rules "Fredoka Variable Fallback" and "Nunito Variable Fallback" on
 *   local Arial (or its metric twin Liberation Sans) and on Roboto, a regular and a bold face each, with
 *   size-adjust and ascent/descent/line-gap overrides computed from the brand faces by Capsize, so that
 *   bold text in a fallback is drawn in a real bold, never a synthetic one;
 * - `brand-fonts.ts`: the display faces' CSS as a string (imported with `?raw`);
 * - `text-face.ts`: the version of the Nunito cuts (a hash of their bytes), which the shell keeps to
 *   know that the visitor's browser has this build's cuts.
 */

/** How a face reaches the page: inside the render-blocking stylesheet, or as a file of its own after the first paint. */
export type FaceDelivery = "first-paint" | "after-first-paint";

/** One brand face: its fontsource package, the CSS family name, the weight range the site uses, and how it is delivered. */
export type BrandFace = {
  /** e.g. "fredoka": @fontsource-variable/fredoka, files `fredoka-<subset>-wght-normal.woff2`. */
  packageName: string;
  family: string;
  /** [min, max] of the wght axis kept, e.g. [400, 700] (Tailwind font-normal to font-bold). */
  weight: [number, number];
  delivery: FaceDelivery;
};

/** The faces of the studio's type (spec §9, decision 023): weights as used by src/styles/app.css and the components. */
export const BRAND_FACES: BrandFace[] = [
  // Headings, buttons, navigation, FAQ questions, prices: font-semibold (600) only.
  { packageName: "fredoka", family: "Fredoka Variable", weight: [600, 600], delivery: "first-paint" },
  // Text: regular (400), labels and emphasis up to bold (700).
  { packageName: "nunito", family: "Nunito Variable", weight: [400, 700], delivery: "after-first-paint" },
];

/**
 * Printable ASCII characters left out of the display face's cut: none occurs in the site's headings,
 * buttons, navigation or prices (measured on the build of 2026-11-28: those use letters, digits and
 * `!"$%&'()+,-./:?`), and should the owner ever write one in a heading, that one character is drawn
 * from the fallback. Every other printable ASCII character stays, so any English heading, price or
 * label renders in Fredoka.
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

/** Every text file under the roots (skipping tests and generated files), read as UTF-8, code without its comments. */
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
      } else if (TEXT_FILE.test(entry.name) && !SKIPPED_FILE.test(entry.name)) {
        const text = readFileSync(path, "utf8");
        yield CODE_FILE.test(entry.name) ? withoutComments(text) : text;
      }
    }
  }
}

const quote = (value: string) => JSON.stringify(value);

/**
 * The `@font-face` rule of one cut.
 * @param face the face the cut belongs to
 * @param source the cut's woff2 bytes, carried in a `data:` URL (a first-paint face, inside the
 *   stylesheet that holds up the first paint: decision 019), or the URL of its file relative to the
 *   stylesheet (a face that comes after the first paint: decision 023)
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

/** Font metrics as Capsize reads them from a font file or its metrics collection. */
export type FontMetrics = Parameters<typeof createFontStack>[0][number];

/** A local font the fallbacks draw with: its metrics and the names `local()` finds it by, at one weight. */
export type LocalFont = { metrics: FontMetrics; names: string[] };

/** The local fonts of the fallbacks, regular and bold: Arial (or Liberation Sans, its metric twin) and Roboto. */
export const LOCAL_FONTS: { regular: LocalFont; bold: LocalFont }[] = (() => {
  const { arial, roboto } = entireMetricsCollection;
  const variant = (base: typeof arial, weight: "700") => ({ ...base, ...base.variants?.[weight] }) as FontMetrics;
  return [
    {
      regular: { metrics: arial, names: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"] },
      bold: {
        metrics: variant(arial, "700"),
        names: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
      },
    },
    {
      regular: { metrics: roboto, names: ["Roboto", "Roboto-Regular"] },
      bold: { metrics: variant(roboto, "700"), names: ["Roboto Bold", "Roboto-Bold"] },
    },
  ];
})();

/**
 * The fallback `@font-face` rules of one face: for each local font, a regular face for weights up to
 * 500 and a bold face from 600, each scaled to the brand face's metrics at that weight, so that a
 * fallback takes the brand's room and bold text is drawn in the local font's own bold.
 * @param face the brand face (its family names the fallback "<family> Fallback")
 * @param regular the brand face's metrics at its lightest weight kept
 * @param bold the brand face's metrics at its boldest weight kept
 * @returns CSS text, four rules
 */
export function fallbackCss(face: BrandFace, regular: FontMetrics, bold: FontMetrics): string {
  const rules: string[] = [];
  for (const local of LOCAL_FONTS) {
    for (const [weight, metrics, localFont] of [
      ["100 500", regular, local.regular],
      ["600 900", bold, local.bold],
    ] as const) {
      const { fontFaces } = createFontStack([{ ...metrics, familyName: face.family }, localFont.metrics], {
        fontFaceFormat: "styleObject",
      });
      const declaration = fontFaces[0]?.["@font-face"];
      if (!declaration) continue;
      rules.push(
        [
          "@font-face {",
          `  font-family: ${quote(`${face.family} Fallback`)};`,
          `  src: ${localFont.names.map((name) => `local(${quote(name)})`).join(", ")};`,
          `  font-weight: ${weight};`,
          `  size-adjust: ${declaration.sizeAdjust};`,
          `  ascent-override: ${declaration.ascentOverride};`,
          `  descent-override: ${declaration.descentOverride};`,
          `  line-gap-override: ${declaration.lineGapOverride ?? "0%"};`,
          "}",
        ].join("\n"),
      );
    }
  }
  return rules.join("\n");
}

/** The metrics of a face's cut pinned at one weight (the source is a variable font). */
async function metricsAt(source: Buffer, text: string, weight: number): Promise<FontMetrics> {
  return fromBuffer(
    Buffer.from(await subsetFont(source, text, { targetFormat: "truetype", variationAxes: { wght: weight } })),
  );
}

/**
 * Writes src/styles/generated/ (see the file comment).
 * @param projectRoot the repository root
 * @returns what was written, for the build log: file name → bytes of each cut's woff2
 * @throws if a fontsource package is missing (npm ci not run) or harfbuzz cannot subset a file
 */
export async function buildBrandFonts(projectRoot: string): Promise<Map<string, number>> {
  const outDir = join(projectRoot, "src/styles/generated");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const points = codePointsToCover(readTexts(["src", "public/assets"].map((dir) => join(projectRoot, dir))));
  const written = new Map<string, number>();
  const firstPaintFaces: string[] = [];
  const textFaces: string[] = [];
  const fallbacks: string[] = [];
  const textFaceHash = createHash("sha256");
  for (const face of BRAND_FACES) {
    const packageDir = join(projectRoot, "node_modules/@fontsource-variable", face.packageName);
    const subsets = parseSourceSubsets(readFileSync(join(packageDir, "wght.css"), "utf8"));
    const facePoints =
      face.delivery === "first-paint"
        ? new Set([...points].filter((point) => !DISPLAY_OMITTED_ASCII.includes(String.fromCodePoint(point))))
        : points;
    for (const [part, { subset, points: covered }] of assignToSubsets(facePoints, subsets).entries()) {
      const source = readFileSync(join(packageDir, "files", subset.file));
      const text = String.fromCodePoint(...covered);
      const font = await subsetFont(source, text, {
        targetFormat: "woff2",
        variationAxes: { wght: { min: face.weight[0], max: face.weight[1] } },
        // subset-font 2.9 takes keepFeatures (hb-subset --layout-features); @types/subset-font predates it.
        ...({ keepFeatures: [...KEPT_FEATURES] } as object),
      });
      const fileName = `${face.packageName}-${subset.name}.woff2`;
      written.set(fileName, font.length);
      const unicodeRange = formatUnicodeRange(covered);
      if (face.delivery === "first-paint") firstPaintFaces.push(faceCss(face, font, unicodeRange));
      else {
        writeFileSync(join(outDir, fileName), font);
        textFaceHash.update(font);
        textFaces.push(faceCss(face, `./${fileName}`, unicodeRange));
      }
      // Metrics come from the first cut (Latin when the text has any), the same for every cut of a face.
      if (part === 0)
        fallbacks.push(
          fallbackCss(
            face,
            await metricsAt(source, text, face.weight[0]),
            await metricsAt(source, text, Math.max(face.weight[0], Math.min(face.weight[1], 700))),
          ),
        );
    }
  }
  const header = `/* Generated by integrations/${basename(fileURLToPath(import.meta.url))} at build time: do not edit. */`;
  const tsHeader = header.replace("/*", "//").replace(" */", "");
  writeFileSync(join(outDir, "fallbacks.css"), `${header}\n${fallbacks.join("\n")}\n`);
  writeFileSync(join(outDir, "brand-faces.css"), `${header}\n${firstPaintFaces.join("\n")}\n`);
  writeFileSync(join(outDir, "text-face.css"), `${header}\n${textFaces.join("\n")}\n`);
  writeFileSync(
    join(outDir, "brand-fonts.ts"),
    [
      tsHeader,
      'import css from "./brand-faces.css?raw";',
      "",
      "/** The display face's rules: every Fredoka cut as a `data:` URL in its `@font-face` (integrations/brand-fonts.ts). */",
      "export const BRAND_FACES_CSS: string = css;",
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(outDir, "text-face.ts"),
    [
      tsHeader,
      "",
      "/** This build's Nunito cuts, as a hash of their bytes: what the shell keeps once the visitor's browser has them (decision 023). */",
      `export const TEXT_FACE_VERSION = ${quote(textFaceHash.digest("hex").slice(0, 12))};`,
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
