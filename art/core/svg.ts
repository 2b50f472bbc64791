/** Tiny string builders for SVG markup, plus the per-file drawing context. */
import { glyphDefs, glyphEm } from "./font.ts";
import { C } from "./palette.ts";
import { makeRng } from "./rng.ts";
import type { Rng } from "./rng.ts";

export type Attrs = Record<string, string | number | undefined | null | false>;

/**
 * Coordinate precision. Full images keep one decimal below 100; previews (shown at a
 * third of the size or less) round everything to whole units. Set by makeCtx.
 */
let wholeUnitsOnly = false;

/** True while drawing a full image, false for a preview (set by makeCtx; drawn type picks its glyph precision by it). */
export function fullPrecision(): boolean {
  return !wholeUnitsOnly;
}

/** Formats a coordinate: one decimal for small values, whole numbers from 100 up (keeps files small). */
export function f(v: number): string {
  const r = wholeUnitsOnly || Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}
/** Formats a non-coordinate number (dash lengths, widths) with two decimals at any precision. */
export function fine(v: number): string {
  return String(Math.round(v * 100) / 100);
}
/** Formats a scale factor with up to three decimals. */
export function f3(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Attributes that are not coordinates keep two decimals at any precision. */
const FINE = new Set(["opacity", "fill-opacity", "stroke-opacity", "stop-opacity", "offset", "stroke-width"]);

function attrString(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    const text = typeof v === "number" ? (FINE.has(k) ? fine(v) : f(v)) : esc(v);
    out += ` ${k}="${text}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs = {}, ...children: string[]): string {
  const inner = children.join("");
  return inner ? `<${tag}${attrString(a)}>${inner}</${tag}>` : `<${tag}${attrString(a)}/>`;
}

/** A group; without attributes the children are simply concatenated. */
export const g = (a: Attrs, ...children: string[]): string =>
  Object.values(a).some((v) => v !== undefined && v !== null && v !== false)
    ? el("g", a, ...children)
    : children.join("");
export const path = (d: string, a: Attrs = {}): string => el("path", { d, ...a });
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string => el("circle", { cx, cy, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, ...a });
export const rect = (x: number, y: number, width: number, height: number, a: Attrs = {}): string =>
  el("rect", { x, y, width, height, ...a });
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): string =>
  el("line", { x1, y1, x2, y2, ...a });

/** Everything a drawing function needs: randomness, shared defs, ids, line weight. */
export type Ctx = {
  rng: Rng;
  defs: string[];
  id: (prefix: string) => string;
  /** Outline width in viewBox units at scale 1. */
  lw: number;
  /** Full images get paper grain and fine texture; previews skip them. */
  full: boolean;
};

/**
 * Previews skip every other scattered detail (tufts, stars, petals) but still draw
 * the same random numbers, so the rest of the picture matches the full image.
 */
export function skip(ctx: Ctx, i: number): boolean {
  return !ctx.full && i % 2 === 1;
}

export function makeCtx(seed: string, lw: number, full: boolean): Ctx {
  wholeUnitsOnly = !full;
  const counts = new Map<string, number>();
  return {
    rng: makeRng(seed),
    defs: [],
    lw,
    full,
    id: (prefix) => {
      const n = (counts.get(prefix) ?? 0) + 1;
      counts.set(prefix, n);
      return `${prefix}${n}`;
    },
  };
}

/** A vertical (or angled) linear gradient; returns the paint reference. */
export function linear(ctx: Ctx, stops: [number, string, number?][], x2 = 0, y2 = 1): string {
  const id = ctx.id("lg");
  const s = stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join("");
  ctx.defs.push(el("linearGradient", { id, x1: 0, y1: 0, x2, y2 }, s));
  return `url(#${id})`;
}

/** A radial gradient (soft glows, vignettes); returns the paint reference. */
export function radial(ctx: Ctx, stops: [number, string, number?][]): string {
  const id = ctx.id("rg");
  const s = stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join("");
  ctx.defs.push(el("radialGradient", { id }, s));
  return `url(#${id})`;
}

/** Registers a clip path and returns its reference. */
export function clip(ctx: Ctx, shape: string): string {
  const id = ctx.id("cp");
  ctx.defs.push(el("clipPath", { id }, shape));
  return `url(#${id})`;
}

/** A soft paper-grain overlay built from a tiny dotted tile. */
function grain(ctx: Ctx, w: number, h: number): string {
  const id = ctx.id("grain");
  const r = ctx.rng;
  let dots = "";
  for (let i = 0; i < 9; i++) {
    const dark = i % 3 !== 0;
    dots += circle(r.range(0, 36), r.range(0, 36), r.range(0.5, 1.1), {
      fill: dark ? C.brownDark : C.white,
      "fill-opacity": dark ? 0.08 : 0.35,
    });
  }
  ctx.defs.push(el("pattern", { id, width: 36, height: 36, patternUnits: "userSpaceOnUse" }, dots));
  return rect(0, 0, w, h, { fill: `url(#${id})` });
}

export type DocOptions = {
  /** viewBox size */
  vw: number;
  vh: number;
  /** intrinsic size (defaults to the viewBox size) */
  width?: number;
  height?: number;
  title: string;
  ctx: Ctx;
  body: string;
};

export function svgDoc(o: DocOptions): string {
  const tail = o.ctx.full ? grain(o.ctx, o.vw, o.vh) : "";
  // Drawn type (core/text.ts) refers to glyph outlines by id; each file carries the ones it uses.
  const all = o.ctx.defs.join("") + glyphDefs(o.body, glyphEm(o.ctx.full));
  const defs = all ? `<defs>${all}</defs>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width ?? o.vw}" height="${o.height ?? o.vh}" ` +
    `viewBox="0 0 ${o.vw} ${o.vh}" role="img" stroke-linecap="round" stroke-linejoin="round">` +
    `<title>${esc(o.title)}</title>${defs}${o.body}${tail}</svg>\n`
  );
}
