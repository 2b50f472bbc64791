/** Garden and music bits: sunflowers, a watering can, a drum, a flute, music notes, a rainbow, fireflies. */
import { C, shade, tint } from "../core/palette.ts";
import { ring, specks } from "../core/shapes.ts";
import { circle, ellipse, f, fine, g, path, rect, skip } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";

/** A sunflower on a stem; (x, y) ground, h height. */
export function sunflower(ctx: Ctx, x: number, y: number, h: number, face = true): string {
  const r = h * 0.13;
  const hx = x + h * 0.05;
  const hy = y - h;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(`M${f(x)} ${f(y)}Q${f(x - h * 0.05)} ${f(y - h * 0.5)} ${f(hx)} ${f(hy)}`, {
      fill: "none",
      stroke: C.leafDark,
      "stroke-width": ctx.lw * 1.6,
    }),
    path(
      `M${f(x - h * 0.02)} ${f(y - h * 0.45)}q${f(-h * 0.2)} ${f(-h * 0.02)} ${f(-h * 0.22)} ${f(-h * 0.14)}q${f(h * 0.14)} ${f(-h * 0.02)} ${f(h * 0.22)} ${f(h * 0.14)}Z`,
      { fill: C.leaf },
    ),
    path(ring(hx, hy, r * 1.35), {
      fill: "none",
      stroke: C.honey,
      "stroke-width": r * 0.9,
      "stroke-dasharray": `0 ${fine((2 * Math.PI * r * 1.35) / 12)}`,
    }),
    circle(hx, hy, r, { fill: C.brown }),
    face
      ? path(`M${f(hx - r * 0.4)} ${f(hy - r * 0.15)}h0M${f(hx + r * 0.4)} ${f(hy - r * 0.15)}h0`, {
          stroke: C.ink,
          "stroke-width": r * 0.28,
        }) +
          path(
            `M${f(hx - r * 0.35)} ${f(hy + r * 0.25)}Q${f(hx)} ${f(hy + r * 0.6)} ${f(hx + r * 0.35)} ${f(hy + r * 0.25)}`,
            { fill: "none", "stroke-width": ctx.lw * 0.7 },
          )
      : "",
  );
}

/** A watering can; (x, y) base centre, w width. */
export function wateringCan(ctx: Ctx, x: number, y: number, w: number, colour: string = C.sky): string {
  const h = w * 0.7;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(`M${f(x + w * 0.35)} ${f(y - h * 0.3)}L${f(x + w * 0.85)} ${f(y - h * 0.95)}`, {
      fill: "none",
      stroke: C.ink,
      "stroke-width": w * 0.12,
    }),
    path(`M${f(x + w * 0.35)} ${f(y - h * 0.3)}L${f(x + w * 0.85)} ${f(y - h * 0.95)}`, {
      fill: "none",
      stroke: colour,
      "stroke-width": w * 0.07,
    }),
    path(
      `M${f(x - w * 0.4)} ${f(y)}V${f(y - h * 0.75)}Q${f(x)} ${f(y - h * 0.85)} ${f(x + w * 0.4)} ${f(y - h * 0.75)}V${f(y)}Z`,
      { fill: colour },
    ),
    path(`M${f(x - w * 0.3)} ${f(y - h * 0.8)}Q${f(x)} ${f(y - h * 1.3)} ${f(x + w * 0.3)} ${f(y - h * 0.8)}`, {
      fill: "none",
      "stroke-width": ctx.lw * 1.6,
    }),
    ellipse(x + w * 0.88, y - h * 0.98, w * 0.08, w * 0.12, {
      fill: shade(colour, 0.2),
      transform: `rotate(-40 ${f(x + w * 0.88)} ${f(y - h * 0.98)})`,
    }),
  );
}

/** A drum; (x, y) base centre, w width. */
export function drum(ctx: Ctx, x: number, y: number, w: number, colour: string = C.orange): string {
  const h = w * 0.6;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(
      `M${f(x - w / 2)} ${f(y - h)}V${f(y - w * 0.1)}Q${f(x)} ${f(y + w * 0.1)} ${f(x + w / 2)} ${f(y - w * 0.1)}V${f(y - h)}Z`,
      { fill: colour },
    ),
    path(
      `M${f(x - w / 2)} ${f(y - h)}L${f(x - w * 0.25)} ${f(y - w * 0.04)}L${f(x)} ${f(y - h)}L${f(x + w * 0.25)} ${f(y - w * 0.04)}L${f(x + w / 2)} ${f(y - h)}`,
      { fill: "none", stroke: C.honey, "stroke-width": ctx.lw * 0.9 },
    ),
    ellipse(x, y - h, w / 2, w * 0.13, { fill: C.paper }),
  );
}

/** A drumstick / flute / baton: a simple stick from (x1,y1) to (x2,y2) with a round end. */
export function stick(
  ctx: Ctx,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  colour: string = C.brownLight,
  knob = true,
  width = 1.6,
): string {
  return (
    path(`M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`, {
      fill: "none",
      stroke: C.ink,
      "stroke-width": ctx.lw * (width + 1.6),
    }) +
    path(`M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`, { fill: "none", stroke: colour, "stroke-width": ctx.lw * width }) +
    (knob ? circle(x2, y2, ctx.lw * 2, { fill: C.white, stroke: C.ink, "stroke-width": ctx.lw * 0.8 }) : "")
  );
}

/** Floating music notes. */
export function notes(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  count: number,
  size = 16,
  colour: string = C.ink,
): string {
  let d = "";
  let heads = "";
  for (let i = 0; i < count; i++) {
    const nx = x + ctx.rng.range(0, w);
    const ny = y + ctx.rng.range(0, h);
    const double = ctx.rng.chance(0.4);
    heads += ring(nx, ny, size * 0.32);
    d +=
      `M${f(nx + size * 0.3)} ${f(ny)}V${f(ny - size)}` +
      (double
        ? `L${f(nx + size * 0.95)} ${f(ny - size * 1.2)}V${f(ny - size * 0.2)}`
        : `q${f(size * 0.1)} ${f(size * 0.4)} ${f(size * 0.5)} ${f(size * 0.45)}`);
    if (double) heads += ring(nx + size * 0.65, ny - size * 0.2, size * 0.32);
  }
  return path(d, { fill: "none", stroke: colour, "stroke-width": size * 0.14 }) + path(heads, { fill: colour });
}

/** A soft rainbow arc centred at (cx, cy). */
export function rainbow(cx: number, cy: number, r: number, band: number, opacity = 0.75): string {
  const cols = [C.rose, C.orange, C.honey, C.leafLight, C.sky, C.lilac];
  return g(
    { opacity, fill: "none", "stroke-width": band },
    ...cols.map((c, i) =>
      path(
        `M${f(cx - r + i * band)} ${f(cy)}A${f(r - i * band)} ${f(r - i * band)} 0 0 1 ${f(cx + r - i * band)} ${f(cy)}`,
        { stroke: c },
      ),
    ),
  );
}

/** Glowing fireflies: a soft halo and a bright dot each. */
export function fireflies(ctx: Ctx, x: number, y: number, w: number, h: number, count: number, size = 5): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const p: [number, number] = [x + ctx.rng.range(0, w), y + ctx.rng.range(0, h)];
    if (!skip(ctx, i)) pts.push(p);
  }
  return (
    path(specks(pts), { stroke: "#FFE37A", "stroke-width": size * 5, opacity: 0.22 }) +
    path(specks(pts), { stroke: "#FFF4B8", "stroke-width": size * 1.6 })
  );
}

/** A picket fence from x0 to x1 on ground y: one picket drawn once and repeated as a pattern. */
export function fence(ctx: Ctx, x0: number, x1: number, y: number, h: number, colour: string = C.white): string {
  const step = h * 0.45;
  const id = ctx.id("fence");
  const pw = h * 0.2;
  const picket = path(
    `M${f(step / 2 - pw / 2)} ${f(h)}V${f(h * 0.15)}l${f(pw / 2)} ${f(-h * 0.13)}l${f(pw / 2)} ${f(h * 0.13)}V${f(h)}Z`,
    { fill: colour, stroke: C.ink, "stroke-width": ctx.lw * 0.8 },
  );
  ctx.defs.push(
    `<pattern id="${id}" width="${f(step)}" height="${f(h)}" x="${f(x0)}" y="${f(y - h)}" patternUnits="userSpaceOnUse">${picket}</pattern>`,
  );
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw * 0.8 },
    rect(x0 - h * 0.1, y - h * 0.62, x1 - x0 + h * 0.2, h * 0.12, { fill: tint(colour, 0.2) }),
    rect(x0, y - h, x1 - x0, h, { fill: `url(#${id})`, stroke: "none" }),
  );
}
