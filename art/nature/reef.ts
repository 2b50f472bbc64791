/** Seabed things and tidy-up clutter: shells, starfish, socks, bubbles, light rays, rocks. */
import { C, shade, tint } from "../core/palette.ts";
import { blob, ring } from "../core/shapes.ts";
import { starPath } from "./sky.ts";
import { f, g, path } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";

export function shell(ctx: Ctx, x: number, y: number, s: number, colour: string = C.roseLight): string {
  const d = `M${f(x)} ${f(y)}L${f(x - s)} ${f(y - s * 0.8)}Q${f(x)} ${f(y - s * 1.7)} ${f(x + s)} ${f(y - s * 0.8)}Z`;
  const ribs = `M${f(x)} ${f(y)}L${f(x - s * 0.5)} ${f(y - s * 1.1)}M${f(x)} ${f(y)}V${f(y - s * 1.25)}M${f(x)} ${f(y)}L${f(x + s * 0.5)} ${f(y - s * 1.1)}`;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw * 0.8 },
    path(d, { fill: colour }),
    path(ribs, { fill: "none", stroke: shade(colour, 0.3) }),
  );
}

export function starfish(ctx: Ctx, x: number, y: number, s: number, rot = 0, colour: string = C.orange): string {
  return path(starPath(x, y, s, 0.5, -90 + rot), { fill: colour, stroke: C.ink, "stroke-width": ctx.lw * 0.8 });
}

export function sock(ctx: Ctx, x: number, y: number, s: number, rot = 0, colour: string = C.sky): string {
  return g(
    { transform: `translate(${f(x)} ${f(y)}) rotate(${f(rot)})`, stroke: C.ink, "stroke-width": ctx.lw * 0.8 },
    path(
      `M${f(-s * 0.3)} ${f(-s)}H${f(s * 0.3)}V${f(s * 0.2)}Q${f(s * 0.3)} ${f(s * 0.5)} ${f(s * 0.7)} ${f(s * 0.5)}Q${f(s)} ${f(s * 0.6)} ${f(s * 0.9)} ${f(s * 0.9)}H${f(-s * 0.1)}Q${f(-s * 0.3)} ${f(s * 0.9)} ${f(-s * 0.3)} ${f(s * 0.5)}Z`,
      { fill: colour },
    ),
    path(`M${f(-s * 0.3)} ${f(-s * 0.7)}H${f(s * 0.3)}M${f(-s * 0.3)} ${f(-s * 0.45)}H${f(s * 0.3)}`, {
      fill: "none",
      stroke: C.white,
      "stroke-width": ctx.lw * 1.2,
    }),
  );
}

/** Rising bubbles. */
export function bubbles(ctx: Ctx, x: number, y: number, w: number, h: number, count: number): string {
  let d = "";
  for (let i = 0; i < count; i++) d += ring(x + ctx.rng.range(0, w), y + ctx.rng.range(0, h), ctx.rng.range(4, 11));
  return path(d, { fill: C.white, "fill-opacity": 0.25, stroke: C.white, "stroke-width": ctx.lw * 0.7, opacity: 0.85 });
}

/** Soft rays of light falling through water or a window. */
export function rays(x: number, w: number, h: number, n = 4): string {
  let d = "";
  for (let i = 0; i < n; i++) {
    const x0 = x + (w / n) * i;
    d += `M${f(x0)} 0h${f(w / n / 3)}L${f(x0 + w * 0.15 + w / n / 2)} ${f(h)}h${f(-w / n / 1.5)}Z`;
  }
  return path(d, { fill: C.white, opacity: 0.12 });
}

/** A rounded rock or boulder. */
export function rock(ctx: Ctx, x: number, y: number, w: number, colour: string = C.grey): string {
  const d = `M${f(x - w / 2)} ${f(y)}C${f(x - w * 0.55)} ${f(y - w * 0.45)} ${f(x - w * 0.1)} ${f(y - w * 0.6)} ${f(x + w * 0.15)} ${f(y - w * 0.5)}C${f(x + w * 0.45)} ${f(y - w * 0.42)} ${f(x + w * 0.55)} ${f(y - w * 0.2)} ${f(x + w / 2)} ${f(y)}Z`;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(d, { fill: colour }),
    path(blob(x - w * 0.12, y - w * 0.36, w * 0.16, w * 0.06, ctx.rng), { fill: tint(colour, 0.4), stroke: "none" }),
  );
}
