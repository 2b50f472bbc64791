/**
 * The studio's rounded face (Fredoka, the self-hosted variable font the site itself loads) read
 * with fontkit, so the artwork can draw its words as the font's own outlines:
 * an SVG shown as an image cannot use the page's web fonts, and <text> fell back to whatever the
 * viewer's system had. Glyphs are shared per file through <defs> (see glyphDefs).
 *
 * fontkit cannot vary a WOFF2 font (its getVariation and WOFF2 glyph decoder ignore the gvar
 * deltas in fontkit 2.0.4), so each weight the art uses is first instanced from the variable
 * file to a static TrueType font by subset-font (HarfBuzz, already used by integrations/brand-faces/subset.ts) with
 * every character of the file kept; fontkit then reads that instance. This module loads the
 * instances once, with a top-level await.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";
import type { Font, Glyph } from "fontkit";
import subsetFont from "subset-font";

/**
 * Units per em of the shared glyph outlines, whole units: 200 in full images (one unit is
 * 0.28 px of a 56 px title), 100 in previews, which are shown at half the size or less.
 */
export function glyphEm(full: boolean): number {
  return full ? 200 : 100;
}

/** The weights the art sets type in: 500 text, 600 labels, 700 titles and signs. */
export const WEIGHTS = [500, 600, 700] as const;

const FILE = "@fontsource-variable/fredoka/files/fredoka-latin-wght-normal.woff2";

/** Finds the font file in the nearest node_modules above this file (the package's exports hide it from resolve). */
function fontPath(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, "node_modules", FILE);
    if (existsSync(candidate)) return candidate;
    const up = dirname(dir);
    if (up === dir) throw new Error(`Fredoka not found: install @fontsource-variable/fredoka (${FILE})`);
    dir = up;
  }
}

function single(font: ReturnType<typeof fontkit.create>): Font {
  if (!("layout" in font)) throw new Error("expected a single font, got a collection");
  return font;
}

/** Instances the variable font at each weight (static TrueType, all characters kept). */
async function loadInstances(): Promise<Map<number, Font>> {
  const variable = readFileSync(fontPath());
  const chars = String.fromCodePoint(...single(fontkit.create(variable)).characterSet);
  const out = new Map<number, Font>();
  for (const weight of WEIGHTS) {
    const ttf = await subsetFont(variable, chars, { targetFormat: "truetype", variationAxes: { wght: weight } });
    out.set(weight, single(fontkit.create(ttf)));
  }
  return out;
}

const instances = await loadInstances();

/**
 * The Fredoka instance at a weight, one of WEIGHTS (px-independent, in font units).
 * Throws for any other weight: add it to WEIGHTS to use it.
 */
export function fredoka(weight: number): Font {
  const font = instances.get(weight);
  if (!font) throw new Error(`the art's Fredoka has weights ${WEIGHTS.join(", ")}, not ${weight}`);
  return font;
}

/** One positioned glyph of a laid-out line: x is the pen position in font units from the line start. */
export type PlacedGlyph = { id: number; x: number };

/** A laid-out line: glyphs with kerning applied, and the advance width in font units. */
export type Run = { glyphs: PlacedGlyph[]; width: number; unitsPerEm: number };

const runs = new Map<string, Run>();

/**
 * Lays out one line of text at a weight with the font's advances and kerning.
 * Takes the text and the weight; returns positions in font units (divide by unitsPerEm and
 * multiply by the font size for px). Throws when a character has no glyph in the font's Latin
 * subset, rather than drawing a blank box.
 */
export function layoutLine(text: string, weight: number): Run {
  const key = `${weight}\u0000${text}`;
  const cached = runs.get(key);
  if (cached) return cached;
  const font = fredoka(weight);
  const run = font.layout(text);
  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  run.glyphs.forEach((glyph: Glyph, i: number) => {
    const pos = run.positions[i];
    if (glyph.id === 0) throw new Error(`Fredoka has no glyph for ${JSON.stringify(text[i] ?? "?")} in ${text}`);
    glyphs.push({ id: glyph.id, x: x + (pos?.xOffset ?? 0) });
    x += pos?.xAdvance ?? glyph.advanceWidth;
  });
  const result = { glyphs, width: x, unitsPerEm: font.unitsPerEm };
  runs.set(key, result);
  return result;
}

/**
 * The width of a line of text in px at a font size (px) and weight, with extra letter spacing
 * (px after every character but the last). Throws as layoutLine does.
 */
export function measureText(text: string, size: number, weight: number, letterSpacing = 0): number {
  const run = layoutLine(text, weight);
  return (run.width / run.unitsPerEm) * size + letterSpacing * Math.max(0, run.glyphs.length - 1);
}

/** A glyph outline in glyph units (see glyphEm), y down, with the box of all its points. */
export type GlyphShape = { d: string; box: [number, number, number, number] };

const shapes = new Map<string, GlyphShape>();

/** The letter a weight's glyph ids start with in a file's <defs>. */
const WEIGHT_LETTER: Record<number, string> = { 500: "m", 600: "s", 700: "b" };

/** The id a glyph's shared outline has in a file's <defs>: "_" + weight letter + glyph id, e.g. "_b68". */
export function glyphId(weight: number, id: number): string {
  const letter = WEIGHT_LETTER[weight];
  if (!letter) throw new Error(`the art's Fredoka has weights ${WEIGHTS.join(", ")}, not ${weight}`);
  return `_${letter}${id}`;
}

/** Joins path numbers with the fewest separators: a minus sign separates by itself. */
function joinNumbers(values: number[]): string {
  return values.map((v, i) => (i === 0 || v < 0 ? String(v) : ` ${v}`)).join("");
}

/**
 * The outline of a glyph as compact SVG path data: em units per em (see glyphEm), origin on the
 * baseline at the pen position, y down, whole units. Every point is rounded first and the path
 * is written relative between rounded points (no drift): h/v for straight runs, t where a
 * quadratic's control point mirrors the previous one (TrueType's implied on-curve points, within
 * one unit), and a command letter only when it changes. The box is [minX, minY, maxX, maxY] of
 * every point drawn, control points included, so it contains the shape. A space gives "".
 * Throws for a weight outside WEIGHTS.
 */
export function glyphShape(weight: number, id: number, em: number): GlyphShape {
  const key = `${glyphId(weight, id)}@${em}`;
  const cached = shapes.get(key);
  if (cached) return cached;
  const font = fredoka(weight);
  const k = em / font.unitsPerEm;
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  const point = (x: number, y: number): [number, number] => {
    const p: [number, number] = [Math.round(x * k), Math.round(-y * k)];
    box[0] = Math.min(box[0], p[0]);
    box[1] = Math.min(box[1], p[1]);
    box[2] = Math.max(box[2], p[0]);
    box[3] = Math.max(box[3], p[1]);
    return p;
  };
  let d = "";
  let last = "";
  const emit = (letter: string, values: number[]): void => {
    d += (letter === last ? ((values[0] ?? 0) < 0 ? "" : " ") : letter) + joinNumbers(values);
    last = letter;
  };
  let cur: [number, number] = [0, 0];
  /** The control point of the previous quadratic as drawn, for t; undefined after any other segment. */
  let ctrl: [number, number] | undefined;
  for (const { command, args } of font.getGlyph(id).path.commands) {
    const a = args as number[];
    if (command === "closePath") {
      d += "z";
      last = "z";
      ctrl = undefined;
      continue;
    }
    if (command === "moveTo") {
      cur = point(a[0] ?? 0, a[1] ?? 0);
      d += `M${joinNumbers(cur)}`;
      last = "M";
      ctrl = undefined;
    } else if (command === "lineTo") {
      const p = point(a[0] ?? 0, a[1] ?? 0);
      const [dx, dy] = [p[0] - cur[0], p[1] - cur[1]];
      if (dx === 0 && dy === 0) continue;
      if (dx === 0) emit("v", [dy]);
      else if (dy === 0) emit("h", [dx]);
      else emit("l", [dx, dy]);
      cur = p;
      ctrl = undefined;
    } else if (command === "quadraticCurveTo") {
      const c = point(a[0] ?? 0, a[1] ?? 0);
      const p = point(a[2] ?? 0, a[3] ?? 0);
      const mirror: [number, number] | undefined = ctrl && [2 * cur[0] - ctrl[0], 2 * cur[1] - ctrl[1]];
      if (mirror && Math.abs(mirror[0] - c[0]) <= 1 && Math.abs(mirror[1] - c[1]) <= 1) {
        point(mirror[0] / k, -mirror[1] / k);
        emit("t", [p[0] - cur[0], p[1] - cur[1]]);
        ctrl = mirror;
      } else {
        emit("q", [c[0] - cur[0], c[1] - cur[1], p[0] - cur[0], p[1] - cur[1]]);
        ctrl = c;
      }
      cur = p;
    } else {
      // bezierCurveTo: Fredoka is TrueType (quadratic only), kept for completeness.
      const c1 = point(a[0] ?? 0, a[1] ?? 0);
      const c2 = point(a[2] ?? 0, a[3] ?? 0);
      const p = point(a[4] ?? 0, a[5] ?? 0);
      emit("c", [c1[0] - cur[0], c1[1] - cur[1], c2[0] - cur[0], c2[1] - cur[1], p[0] - cur[0], p[1] - cur[1]]);
      cur = p;
      ctrl = undefined;
    }
  }
  if (box[0] === Infinity) box.splice(0, 4, 0, 0, 0, 0);
  const shape = { d, box };
  shapes.set(key, shape);
  return shape;
}

/**
 * The <path> elements a finished SVG needs in its <defs>: one per glyph it references as
 * href="#_…" (see glyphId), in order of first use, at the file's glyph em (glyphEm).
 * Takes the SVG body; returns markup (empty when the file has no drawn type).
 */
export function glyphDefs(body: string, em: number): string {
  const seen = new Set<string>();
  const weights = Object.fromEntries(Object.entries(WEIGHT_LETTER).map(([w, l]) => [l, Number(w)]));
  let out = "";
  for (const [, letter, id] of body.matchAll(/href="#_([msb])(\d+)"/g)) {
    const key = `_${letter}${id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out += `<path id="${key}" d="${glyphShape(weights[letter ?? ""] ?? 0, Number(id), em).d}"/>`;
  }
  return out;
}
