/** Organic path builders: smooth curves through points, wobbly blobs, placement of figures. */
import { C } from "./palette.ts";
import { ellipse, f, f3 } from "./svg.ts";
import type { Ctx } from "./svg.ts";
import type { Rng } from "./rng.ts";

export type Pt = [number, number];

const pt = (p: Pt): string => `${f(p[0])} ${f(p[1])}`;

/** A Catmull-Rom curve through the points, as cubic Bézier path data. */
export function smooth(points: Pt[], closed: boolean): string {
  const n = points.length;
  if (n < 2) return "";
  const at = (i: number): Pt => {
    if (closed) return points[((i % n) + n) % n] as Pt;
    return points[Math.max(0, Math.min(n - 1, i))] as Pt;
  };
  let d = `M${pt(at(0))}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return closed ? d + "Z" : d;
}

/** Points around an ellipse, nudged a little so the outline feels hand-drawn. */
export function blobPts(cx: number, cy: number, rx: number, ry: number, rng: Rng, wobble = 0.05, n = 9): Pt[] {
  const start = rng.range(0, Math.PI * 2);
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = start + (i / n) * Math.PI * 2;
    const k = 1 + rng.range(-wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return pts;
}

export function blob(cx: number, cy: number, rx: number, ry: number, rng: Rng, wobble = 0.05, n = 9): string {
  return smooth(blobPts(cx, cy, rx, ry, rng, wobble, n), true);
}

/** A rounded rectangle as path data (corners as quadratic curves). */
export function rrect(x: number, y: number, w: number, h: number, r: number): string {
  const q = Math.min(r, w / 2, h / 2);
  return (
    `M${f(x + q)} ${f(y)}H${f(x + w - q)}Q${f(x + w)} ${f(y)} ${f(x + w)} ${f(y + q)}` +
    `V${f(y + h - q)}Q${f(x + w)} ${f(y + h)} ${f(x + w - q)} ${f(y + h)}H${f(x + q)}` +
    `Q${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - q)}V${f(y + q)}Q${f(x)} ${f(y)} ${f(x + q)} ${f(y)}Z`
  );
}

/** A polygon path (straight segments). */
export function poly(points: Pt[], closed = true): string {
  return "M" + points.map(pt).join("L") + (closed ? "Z" : "");
}

/** Where a character sits in a scene: feet at (x, y), scale s, optionally mirrored. */
export type Place = { x: number; y: number; s?: number; flip?: boolean; rot?: number };

/**
 * Wraps a character drawn in its own 100-unit space (origin at its feet) and keeps
 * the outline weight equal to the scene's line weight whatever the scale.
 */
export function place(ctx: Ctx, p: Place, inner: string, shadowW = 0): string {
  const s = p.s ?? 1;
  const shadow = shadowW ? ellipse(p.x, p.y, shadowW * s, shadowW * s * 0.16, { fill: C.ink, opacity: 0.13 }) : "";
  const t =
    `translate(${f(p.x)} ${f(p.y)})` +
    (p.rot ? ` rotate(${f(p.rot)})` : "") +
    (p.flip ? ` scale(${f3(-s)} ${f3(s)})` : ` scale(${f3(s)})`);
  return `${shadow}<g transform="${t}" stroke="${C.ink}" stroke-width="${f3(ctx.lw / s)}">${inner}</g>`;
}

/** Maps a point from a placed character's own space into the scene. */
export function toScene(p: Place, lx: number, ly: number): Pt {
  const s = p.s ?? 1;
  const a = ((p.rot ?? 0) * Math.PI) / 180;
  const x = (p.flip ? -lx : lx) * s;
  const y = ly * s;
  return [p.x + x * Math.cos(a) - y * Math.sin(a), p.y + x * Math.sin(a) + y * Math.cos(a)];
}

/** A rounded limb from (x1,y1) to (x2,y2) of radius r (arms, legs, branches). */
export function capsule(x1: number, y1: number, x2: number, y2: number, r: number, r2 = r): string {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const nx = -Math.sin(a);
  const ny = Math.cos(a);
  return (
    `M${f(x1 + nx * r)} ${f(y1 + ny * r)}L${f(x2 + nx * r2)} ${f(y2 + ny * r2)}` +
    `A${f(r2)} ${f(r2)} 0 0 0 ${f(x2 - nx * r2)} ${f(y2 - ny * r2)}L${f(x1 - nx * r)} ${f(y1 - ny * r)}` +
    `A${f(r)} ${f(r)} 0 0 0 ${f(x1 + nx * r)} ${f(y1 + ny * r)}Z`
  );
}

/** A thick outlined stroke along path data (trunks, tentacles, strings of bunting). */
export function tube(d: string, colour: string, width: number, outline: number): string {
  return (
    `<path d="${d}" fill="none" stroke="${C.ink}" stroke-width="${f(width + outline * 2)}"/>` +
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${f(width)}"/>`
  );
}

/** Points as zero-length segments: with a round cap and a stroke width they draw as dots. */
export function specks(list: [number, number][]): string {
  return list.map(([x, y]) => `M${f(x)} ${f(y)}h0`).join("");
}

/** A circle as path data (starts at its left edge), for dashed-dot petal rings. */
export function ring(x: number, y: number, r: number): string {
  return `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
}

/** An ellipse as path data, so several can share one <path>. */
export function oval(x: number, y: number, rx: number, ry: number): string {
  return `M${f(x - rx)} ${f(y)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0`;
}
