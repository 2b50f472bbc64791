/** Plants and leaves: banana leaves, autumn leaves, reeds, lily pads, seaweed, snowy pines. */
import { C, shade, tint } from "../core/palette.ts";
import { f, g, path, skip } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";

/** A big tropical leaf on a stalk from (x, y), length len, leaning by angle degrees. */
export function bananaLeaf(
  ctx: Ctx,
  x: number,
  y: number,
  len: number,
  angle: number,
  colour: string = C.leaf,
): string {
  const w = len * 0.28;
  const d = `M0 0C${f(-w)} ${f(-len * 0.3)} ${f(-w * 1.1)} ${f(-len * 0.8)} 0 ${f(-len)}C${f(w * 1.1)} ${f(-len * 0.8)} ${f(w)} ${f(-len * 0.3)} 0 0Z`;
  let ribs = "";
  for (let i = 1; i < 6; i++) {
    const yy = -len * (0.15 + i * 0.13);
    ribs += `M0 ${f(yy)}l${f(-w * 0.8)} ${f(len * 0.08)}M0 ${f(yy)}l${f(w * 0.8)} ${f(len * 0.08)}`;
  }
  return g(
    { transform: `translate(${f(x)} ${f(y)}) rotate(${f(angle)})`, stroke: C.ink, "stroke-width": ctx.lw },
    path(`M0 ${f(len * 0.25)}V0`, { fill: "none", stroke: C.leafDark, "stroke-width": ctx.lw * 2 }),
    path(d, { fill: colour }),
    path(`M0 0V${f(-len * 0.96)}${ribs}`, { fill: "none", stroke: tint(colour, 0.35), "stroke-width": ctx.lw * 0.8 }),
  );
}

/** One leaf shape (autumn leaves, falling leaves) at (x, y), size s, rotation rot. */
export function leaf(x: number, y: number, s: number, rot: number, colour: string): string {
  return path(
    `M0 ${f(s)}C${f(-s * 0.7)} ${f(s * 0.4)} ${f(-s * 0.6)} ${f(-s * 0.6)} 0 ${f(-s)}C${f(s * 0.6)} ${f(-s * 0.6)} ${f(s * 0.7)} ${f(s * 0.4)} 0 ${f(s)}ZM0 ${f(s * 1.3)}V${f(-s * 0.5)}`,
    {
      fill: colour,
      stroke: shade(colour, 0.35),
      "stroke-width": Math.max(1, s * 0.12),
      transform: `translate(${f(x)} ${f(y)}) rotate(${f(rot)})`,
    },
  );
}

/** Scattered autumn leaves over a region. */
export function leafFall(ctx: Ctx, x: number, y: number, w: number, h: number, count: number, size = 12): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const lx = ctx.rng.range(x, x + w);
    const ly = ctx.rng.range(y, y + h);
    const rot = ctx.rng.range(0, 360);
    const c = ctx.rng.pick([C.orange, C.amber, C.honey, C.rose, C.brownLight]);
    const s = size * ctx.rng.range(0.7, 1.2);
    if (!skip(ctx, i)) out += leaf(lx, ly, s, rot, c);
  }
  return out;
}

/** Reeds / tall grass blades from ground y. */
export function reeds(
  ctx: Ctx,
  x0: number,
  x1: number,
  y: number,
  h: number,
  count: number,
  colour: string = C.leafDark,
  cattails = false,
): string {
  let d = "";
  let tops = "";
  for (let i = 0; i < count; i++) {
    const x = ctx.rng.range(x0, x1);
    const hh = h * ctx.rng.range(0.6, 1.1);
    const lean = ctx.rng.range(-h * 0.25, h * 0.25);
    d += `M${f(x)} ${f(y)}Q${f(x + lean * 0.2)} ${f(y - hh * 0.6)} ${f(x + lean)} ${f(y - hh)}`;
    if (cattails && i % 3 === 0)
      tops += `M${f(x + lean * 0.85)} ${f(y - hh * 0.88)}L${f(x + lean * 0.95)} ${f(y - hh * 1.02)}`;
  }
  return (
    path(d, { fill: "none", stroke: colour, "stroke-width": ctx.lw * 1.1 }) +
    (tops ? path(tops, { fill: "none", stroke: C.brown, "stroke-width": ctx.lw * 3 }) : "")
  );
}

/** A lily pad (with optional flower) at (x, y), radius r. */
export function lilyPad(ctx: Ctx, x: number, y: number, r: number, bloom = false): string {
  const pad = `M${f(x)} ${f(y)}L${f(x + r * 0.9)} ${f(y - r * 0.12)}A${f(r)} ${f(r * 0.38)} 0 1 1 ${f(x + r * 0.95)} ${f(y + r * 0.08)}Z`;
  const flower = bloom
    ? path(
        `M${f(x - r * 0.2)} ${f(y - r * 0.05)}l${f(r * 0.1)} ${f(-r * 0.3)}l${f(r * 0.1)} ${f(r * 0.2)}l${f(r * 0.1)} ${f(-r * 0.3)}l${f(r * 0.1)} ${f(r * 0.3)}Z`,
        { fill: C.roseLight },
      )
    : "";
  return g({ stroke: C.ink, "stroke-width": ctx.lw * 0.8 }, path(pad, { fill: C.leafLight }), flower);
}

/** Wavy seaweed rising from (x, y). */
export function seaweed(ctx: Ctx, x: number, y: number, h: number, colour: string = C.leaf): string {
  const d = `M${f(x)} ${f(y)}q${f(-h * 0.12)} ${f(-h * 0.17)} 0 ${f(-h * 0.33)}t0 ${f(-h * 0.33)}t0 ${f(-h * 0.33)}`;
  return (
    path(d, { fill: "none", stroke: C.ink, "stroke-width": ctx.lw * 4.4 }) +
    path(d, { fill: "none", stroke: colour, "stroke-width": ctx.lw * 2.6 })
  );
}

/** A pine heavy with snow; (x, y) base, h height. */
export function snowyPine(ctx: Ctx, x: number, y: number, h: number, colour: string = C.leafDark): string {
  let tiers = "";
  for (let i = 0; i < 3; i++) {
    const ty = y - h * (0.2 + i * 0.25);
    const tw = h * (0.34 - i * 0.08);
    tiers += path(
      `M${f(x - tw)} ${f(ty)}Q${f(x)} ${f(ty + tw * 0.2)} ${f(x + tw)} ${f(ty)}L${f(x)} ${f(ty - h * 0.34)}Z`,
      { fill: colour },
    );
    tiers += path(
      `M${f(x - tw * 0.55)} ${f(ty - h * 0.12)}Q${f(x)} ${f(ty - h * 0.06)} ${f(x + tw * 0.5)} ${f(ty - h * 0.13)}L${f(x)} ${f(ty - h * 0.33)}Z`,
      { fill: C.white, stroke: "none" },
    );
  }
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(`M${f(x)} ${f(y)}V${f(y - h * 0.2)}`, { fill: "none", stroke: C.brown, "stroke-width": h * 0.06 }),
    tiers,
  );
}
