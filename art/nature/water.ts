/** Water and weather: seas with wave lines, ripples, puddles, rain and snow. */
import { C, tint } from "../core/palette.ts";
import { blob } from "../core/shapes.ts";
import { circle, ellipse, f, linear, path, skip, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";

/** A wavy horizontal line path from x0 to x1. */
export function waveLine(x0: number, x1: number, y: number, amp: number, period: number): string {
  let d = `M${f(x0)} ${f(y)}`;
  for (let x = x0; x < x1; x += period) {
    d += `q${f(period / 4)} ${f(-amp)} ${f(period / 2)} 0t${f(period / 2)} 0`;
  }
  return d;
}

/** A body of water from y down to bottom, with gentle wave marks. */
export function sea(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  bottom: number,
  top: string = C.sky,
  deep: string = C.skyDeep,
  lines = 5,
): string {
  const r = ctx.rng;
  const fill = linear(ctx, [
    [0, top],
    [1, deep],
  ]);
  const amp = Math.max(3, w * 0.006);
  let marks = "";
  for (let i = 0; i < lines; i++) {
    const yy = y + ((bottom - y) * (i + 0.6)) / (lines + 0.5);
    const x0 = x + r.range(0, w * 0.5);
    const len = r.range(w * 0.12, w * 0.3);
    marks += waveLine(x0, x0 + len, yy, amp * (0.8 + i * 0.1), amp * 8);
  }
  return (
    path(`${waveLine(x, x + w, y, amp * 1.3, amp * 12)}V${f(bottom)}H${f(x)}Z`, { fill }) +
    path(waveLine(x, x + w, y, amp * 1.3, amp * 12), {
      fill: "none",
      stroke: C.white,
      "stroke-width": ctx.lw * 1.1,
      opacity: 0.8,
    }) +
    path(marks, { fill: "none", stroke: C.white, "stroke-width": ctx.lw * 0.8, opacity: 0.55 })
  );
}

/** Concentric ripple ellipses. */
export function ripples(cx: number, cy: number, rx: number, n = 2, colour: string = C.white): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const k = 1 + i * 0.55;
    out += ellipse(cx, cy, rx * k, rx * k * 0.28, {
      fill: "none",
      stroke: colour,
      "stroke-width": rx * 0.06,
      opacity: 0.8 - i * 0.25,
    });
  }
  return out;
}

/** A puddle reflecting the sky. */
export function puddle(ctx: Ctx, cx: number, cy: number, rx: number): string {
  return (
    path(blob(cx, cy, rx, rx * 0.26, ctx.rng, 0.12, 9), {
      fill: tint(C.sky, 0.15),
      stroke: C.skyDeep,
      "stroke-width": ctx.lw * 0.8,
    }) + ellipse(cx - rx * 0.3, cy - rx * 0.05, rx * 0.3, rx * 0.05, { fill: C.white, opacity: 0.7 })
  );
}

/** Slanted raindrops over a region. */
export function rain(ctx: Ctx, x: number, y: number, w: number, h: number, count: number, len = 22): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const rx = ctx.rng.range(x, x + w);
    const ry = ctx.rng.range(y, y + h);
    if (skip(ctx, i)) continue;
    d += `M${f(rx)} ${f(ry)}l${f(-len * 0.25)} ${f(len)}`;
  }
  return path(d, { stroke: C.white, "stroke-width": ctx.lw * 0.9, opacity: 0.75, fill: "none" });
}

/** Soft falling snow. */
export function snowfall(ctx: Ctx, x: number, y: number, w: number, h: number, count: number, size = 4): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const sx = ctx.rng.range(x, x + w);
    const sy = ctx.rng.range(y, y + h);
    if (!skip(ctx, i)) d += `M${f(sx)} ${f(sy)}h0`;
  }
  return path(d, { stroke: C.white, "stroke-width": size, opacity: 0.9 });
}

/** Snowy ground as a band with a soft blue shadow edge. */
export function snowGround(ctx: Ctx, x: number, y: number, w: number, bottom: number): string {
  return (
    rect(x, y, w, bottom - y, {
      fill: linear(ctx, [
        [0, C.white],
        [1, "#E3EEF3"],
      ]),
    }) +
    path(`M${f(x)} ${f(y)}Q${f(x + w * 0.3)} ${f(y - 18)} ${f(x + w * 0.6)} ${f(y + 4)}T${f(x + w)} ${f(y - 6)}`, {
      fill: "none",
      stroke: C.skyLight,
      "stroke-width": ctx.lw * 1.2,
    })
  );
}

/** A droplet shape (rain icons, tears of joy, puddle splashes). */
export function drop(cx: number, cy: number, r: number, colour: string = C.sky): string {
  return (
    path(
      `M${f(cx)} ${f(cy - r * 1.6)}Q${f(cx + r * 1.1)} ${f(cy - r * 0.2)} ${f(cx + r)} ${f(cy + r * 0.2)}A${f(r)} ${f(r)} 0 0 1 ${f(cx - r)} ${f(cy + r * 0.2)}Q${f(cx - r * 1.1)} ${f(cy - r * 0.2)} ${f(cx)} ${f(cy - r * 1.6)}Z`,
      { fill: colour },
    ) + circle(cx - r * 0.35, cy, r * 0.22, { fill: C.white, opacity: 0.7 })
  );
}
