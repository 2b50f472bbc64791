/** Landscape pieces: rolling hills, trees, bushes, grass tufts and flowers. */
import { C, mix, shade, tint } from "../core/palette.ts";
import { blob, ring, smooth, specks } from "../core/shapes.ts";
import type { Pt } from "../core/shapes.ts";
import { circle, f, fine, g, path, skip } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";

/** Points along a rolling hill line between x0 and x1 around baseline y. */
export function hillLine(ctx: Ctx, x0: number, x1: number, y: number, amp: number, bumps = 3): Pt[] {
  const pts: Pt[] = [];
  const n = bumps * 2 + 1;
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    const up = i % 2 === 1 ? -1 : 0.4;
    pts.push([x, y + up * amp * ctx.rng.range(0.6, 1.1)]);
  }
  return pts;
}

/** A filled hill band from the hill line down to `bottom`, with a lighter crest. */
export function hill(
  ctx: Ctx,
  x0: number,
  x1: number,
  y: number,
  amp: number,
  bottom: number,
  colour: string,
  bumps = 3,
  outline = false,
): string {
  const pts = hillLine(ctx, x0, x1, y, amp, bumps);
  const top = smooth(pts, false);
  const d = `${top}L${f(x1)} ${f(bottom)}L${f(x0)} ${f(bottom)}Z`;
  const crest = smooth(
    pts.map(([x, yy]) => [x, yy + amp * 0.22] as Pt),
    false,
  );
  return (
    path(d, {
      fill: colour,
      stroke: outline ? shade(colour, 0.45) : undefined,
      "stroke-width": outline ? ctx.lw * 0.8 : undefined,
    }) + path(crest, { fill: "none", stroke: tint(colour, 0.35), "stroke-width": ctx.lw * 1.4, opacity: 0.6 })
  );
}

/** Scattered grass tufts along a band. */
export function tufts(
  ctx: Ctx,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  colour: string = C.leafDark,
  size = 10,
): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = ctx.rng.range(x0, x1);
    const y = ctx.rng.range(y0, y1);
    const s = size * ctx.rng.range(0.7, 1.2);
    if (skip(ctx, i)) continue;
    d += `M${f(x - s * 0.5)} ${f(y - s * 0.8)}Q${f(x - s * 0.2)} ${f(y - s * 0.2)} ${f(x)} ${f(y)}Q${f(x + s * 0.1)} ${f(y - s * 0.7)} ${f(x + s * 0.2)} ${f(y - s)}M${f(x)} ${f(y)}Q${f(x + s * 0.35)} ${f(y - s * 0.35)} ${f(x + s * 0.6)} ${f(y - s * 0.6)}`;
  }
  return path(d, { fill: "none", stroke: colour, "stroke-width": ctx.lw * 0.7 });
}

/** Little flowers: five round petals (a dotted ring) around a centre; one path per colour. */
export function flowers(
  ctx: Ctx,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  size = 6,
  colours: string[] = [C.rose, C.white, C.honey],
): string {
  const petals = new Map<string, string>();
  const centres: [number, number][] = [];
  const r = size * 0.6;
  for (let i = 0; i < count; i++) {
    const x = ctx.rng.range(x0, x1);
    const y = ctx.rng.range(y0, y1);
    const c = ctx.rng.pick(colours);
    if (skip(ctx, i)) continue;
    petals.set(c, (petals.get(c) ?? "") + ring(x, y, r));
    centres.push([x, y]);
  }
  let out = "";
  const dash = `0 ${fine((2 * Math.PI * r) / 5)}`;
  for (const [c, d] of petals)
    out += path(d, { fill: "none", stroke: c, "stroke-width": size, "stroke-dasharray": dash });
  return out + path(specks(centres), { stroke: C.amber, "stroke-width": size * 0.7 });
}

export type TreeKind = "round" | "pine" | "tall" | "apple";

/** A picture-book tree with its base at (x, y) and height h. */
export function tree(
  ctx: Ctx,
  x: number,
  y: number,
  h: number,
  kind: TreeKind = "round",
  colour: string = C.leaf,
  outline = true,
): string {
  const r = ctx.rng;
  const lw = ctx.lw * (outline ? 1 : 0);
  const ink = outline ? C.ink : "none";
  const trunkW = h * 0.07;
  const trunk = path(
    `M${f(x - trunkW)} ${f(y)}Q${f(x - trunkW * 0.4)} ${f(y - h * 0.3)} ${f(x - trunkW * 0.5)} ${f(y - h * 0.55)}L${f(x + trunkW * 0.5)} ${f(y - h * 0.55)}Q${f(x + trunkW * 0.4)} ${f(y - h * 0.3)} ${f(x + trunkW)} ${f(y)}Z`,
    { fill: C.brown, stroke: ink, "stroke-width": lw },
  );
  if (kind === "pine") {
    let tiers = "";
    for (let i = 0; i < 3; i++) {
      const ty = y - h * (0.25 + i * 0.24);
      const tw = h * (0.36 - i * 0.08);
      tiers += path(
        `M${f(x - tw)} ${f(ty)}Q${f(x)} ${f(ty + tw * 0.22)} ${f(x + tw)} ${f(ty)}Q${f(x + tw * 0.3)} ${f(ty - h * 0.18)} ${f(x)} ${f(ty - h * 0.34)}Q${f(x - tw * 0.3)} ${f(ty - h * 0.18)} ${f(x - tw)} ${f(ty)}Z`,
        { fill: i % 2 ? tint(colour, 0.12) : colour },
      );
    }
    return trunk + g({ stroke: ink, "stroke-width": lw }, tiers);
  }
  const cw = kind === "tall" ? h * 0.26 : h * 0.4;
  const ch = kind === "tall" ? h * 0.42 : h * 0.34;
  const cy = y - h + ch;
  const crown = path(blob(x, cy, cw, ch, r, 0.09, 10), { fill: colour, stroke: ink, "stroke-width": lw });
  const light = path(blob(x - cw * 0.25, cy - ch * 0.3, cw * 0.45, ch * 0.38, r, 0.1, 7), {
    fill: tint(colour, 0.3),
    opacity: 0.7,
  });
  const spots: [number, number][] = [];
  for (let i = 0; i < 5; i++) spots.push([x + r.range(-cw * 0.6, cw * 0.6), cy + r.range(-ch * 0.5, ch * 0.6)]);
  const dots =
    kind === "apple"
      ? path(spots.map(([dx, dy]) => ring(dx, dy, h * 0.035)).join(""), {
          fill: C.rose,
          stroke: ink,
          "stroke-width": lw * 0.6,
        })
      : path(specks(spots), { stroke: shade(colour, 0.3), "stroke-width": h * 0.036 });
  return trunk + crown + light + dots;
}

/** A rounded bush. */
export function bush(ctx: Ctx, x: number, y: number, w: number, colour: string = C.leaf, berries = false): string {
  const r = ctx.rng;
  const body = path(
    smooth(
      [
        [x - w / 2, y],
        [x - w * 0.46, y - w * 0.28],
        [x - w * 0.2, y - w * 0.45],
        [x + w * 0.1, y - w * 0.5],
        [x + w * 0.4, y - w * 0.32],
        [x + w / 2, y],
      ],
      false,
    ) + "Z",
    { fill: colour, stroke: C.ink, "stroke-width": ctx.lw },
  );
  const hi = path(blob(x - w * 0.12, y - w * 0.3, w * 0.2, w * 0.1, r), { fill: tint(colour, 0.3), opacity: 0.7 });
  let b = "";
  if (berries)
    for (let i = 0; i < 4; i++)
      b += circle(x + r.range(-w * 0.35, w * 0.35), y - r.range(w * 0.1, w * 0.35), w * 0.035, { fill: C.rose });
  return body + hi + b;
}

/** A winding path/road from near (x0,y0) to far (x1,y1), narrowing into the distance. */
export function windingPath(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  w0: number,
  colour: string = mix(C.honey, C.paper, 0.5),
): string {
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  const w1 = w0 * 0.15;
  const d = `M${f(x0 - w0)} ${f(y0)}C${f(mx - w0 * 1.2)} ${f(my)} ${f(mx + w0 * 0.9)} ${f(my)} ${f(x1 - w1)} ${f(y1)}L${f(x1 + w1)} ${f(y1)}C${f(mx + w0 * 1.6)} ${f(my)} ${f(mx - w0 * 0.2)} ${f(my)} ${f(x0 + w0)} ${f(y0)}Z`;
  return path(d, { fill: colour });
}
