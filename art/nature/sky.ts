/** Skies and what floats in them: gradients, sun, moon, stars, clouds, sparkles. */
import { C, mix } from "../core/palette.ts";
import { blob, poly } from "../core/shapes.ts";
import type { Pt } from "../core/shapes.ts";
import { circle, ellipse, f, g, linear, path, skip, radial, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";

export type SkyKind = "day" | "dusk" | "night" | "storm" | "snow" | "sea";

const SKIES: Record<SkyKind, [string, string]> = {
  day: [C.sky, "#E4F1EE"],
  dusk: ["#F3A46B", "#FBE3B5"],
  night: ["#1F2B48", C.night],
  storm: ["#6F8BA3", "#B9CCD3"],
  snow: ["#A9C9DC", "#EEF3F2"],
  sea: ["#8CC4DD", "#E6F3EF"],
};

/** Fills the box with a soft vertical sky gradient. */
export function skyFill(ctx: Ctx, kind: SkyKind, w: number, h: number, x = 0, y = 0): string {
  const [top, bottom] = SKIES[kind];
  return rect(x, y, w, h, {
    fill: linear(ctx, [
      [0, top],
      [1, bottom],
    ]),
  });
}

/** A soft round glow (lamps, moons, suns). */
export function glow(ctx: Ctx, cx: number, cy: number, r: number, colour: string = C.honey, strength = 0.55): string {
  return circle(cx, cy, r, {
    fill: radial(ctx, [
      [0, colour, strength],
      [1, colour, 0],
    ]),
  });
}

export function sun(ctx: Ctx, cx: number, cy: number, r: number): string {
  let rays = "";
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2 + 0.2;
    const r1 = r * 1.28;
    const r2 = r * (i % 2 ? 1.5 : 1.65);
    rays += `M${f(cx + Math.cos(a) * r1)} ${f(cy + Math.sin(a) * r1)}L${f(cx + Math.cos(a) * r2)} ${f(cy + Math.sin(a) * r2)}`;
  }
  return (
    glow(ctx, cx, cy, r * 2.6, C.honey, 0.45) +
    path(rays, { stroke: C.amber, "stroke-width": r * 0.12, fill: "none" }) +
    circle(cx, cy, r, { fill: C.honey, stroke: C.amber, "stroke-width": r * 0.06 }) +
    ellipse(cx - r * 0.3, cy - r * 0.32, r * 0.32, r * 0.2, { fill: "#FFE39A", opacity: 0.8 })
  );
}

/** A full moon with soft craters, or a crescent when phase > 0. */
export function moon(ctx: Ctx, cx: number, cy: number, r: number, phase = 0): string {
  const halo = glow(ctx, cx, cy, r * 2.8, "#FFF1C4", 0.35);
  if (phase > 0) {
    const d = `M${f(cx)} ${f(cy - r)}A${f(r)} ${f(r)} 0 1 0 ${f(cx)} ${f(cy + r)}A${f(r * (1 - phase))} ${f(r)} 0 1 1 ${f(cx)} ${f(cy - r)}Z`;
    return halo + path(d, { fill: "#FFEFC2", stroke: C.honey, "stroke-width": r * 0.05 });
  }
  return (
    halo +
    circle(cx, cy, r, { fill: "#FFEFC2", stroke: C.honey, "stroke-width": r * 0.04 }) +
    circle(cx - r * 0.3, cy - r * 0.2, r * 0.18, { fill: "#F6DC9C" }) +
    circle(cx + r * 0.35, cy + r * 0.25, r * 0.12, { fill: "#F6DC9C" }) +
    circle(cx + r * 0.1, cy - r * 0.45, r * 0.08, { fill: "#F6DC9C" })
  );
}

/** A five-point star path. */
export function starPath(cx: number, cy: number, r: number, inner = 0.45, rot = -90): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = ((rot + i * 36) * Math.PI) / 180;
    const rr = i % 2 ? r * inner : r;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return poly(pts);
}

/** A four-point twinkle. */
export function twinkle(cx: number, cy: number, r: number): string {
  const k = r * 0.22;
  return `M${f(cx)} ${f(cy - r)}Q${f(cx + k)} ${f(cy - k)} ${f(cx + r)} ${f(cy)}Q${f(cx + k)} ${f(cy + k)} ${f(cx)} ${f(cy + r)}Q${f(cx - k)} ${f(cy + k)} ${f(cx - r)} ${f(cy)}Q${f(cx - k)} ${f(cy - k)} ${f(cx)} ${f(cy - r)}Z`;
}

/** Scatters stars and twinkles over a region of the sky. */
export function starField(ctx: Ctx, x: number, y: number, w: number, h: number, count: number, size = 6): string {
  const r = ctx.rng;
  let dots = "";
  let sparks = "";
  for (let i = 0; i < count; i++) {
    const sx = r.range(x, x + w);
    const sy = r.range(y, y + h);
    const spark = r.chance(0.3);
    const size2 = r.range(size * 0.9, size * 1.6);
    if (skip(ctx, i)) continue;
    if (spark) sparks += twinkle(sx, sy, size2);
    else dots += `M${f(sx)} ${f(sy)}h0`;
  }
  return (
    path(dots, { stroke: "#FFF1C4", "stroke-width": size * 0.55, opacity: 0.85 }) + path(sparks, { fill: "#FFE7A3" })
  );
}

/** A puffy cloud: overlapping bumps with a soft shadowed belly. */
export function cloud(ctx: Ctx, cx: number, cy: number, w: number, colour: string = C.white, opacity = 0.95): string {
  const r = ctx.rng;
  const n = 4;
  let bumps = "";
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const bx = cx - w / 2 + w * 0.18 + t * w * 0.64;
    const br = w * (0.17 + Math.sin(t * Math.PI) * 0.1) * r.range(0.9, 1.1);
    bumps += circle(bx, cy - br * 0.35, br);
  }
  const belly = path(blob(cx, cy + w * 0.02, w * 0.48, w * 0.12, r, 0.04), {});
  return g(
    { opacity },
    ellipse(cx + w * 0.03, cy + w * 0.1, w * 0.45, w * 0.07, { fill: mix(colour, C.sky, 0.35) }),
    g({ fill: colour }, bumps, belly),
  );
}
