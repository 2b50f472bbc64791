/** Bakery things: loaves, buns, a layer cake, a tray, an oven; also interior bits (shelf, window). */
import { C, shade, tint } from "../core/palette.ts";
import { rrect } from "../core/shapes.ts";
import { circle, clip, ellipse, f, g, path, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";

export function loaf(ctx: Ctx, x: number, y: number, w: number): string {
  const h = w * 0.45;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw * 0.9 },
    path(
      `M${f(x - w / 2)} ${f(y)}C${f(x - w * 0.55)} ${f(y - h * 1.2)} ${f(x + w * 0.55)} ${f(y - h * 1.2)} ${f(x + w / 2)} ${f(y)}Z`,
      { fill: C.brownLight },
    ),
    path(
      `M${f(x - w * 0.2)} ${f(y - h * 0.75)}l${f(w * 0.08)} ${f(h * 0.3)}M${f(x)} ${f(y - h * 0.85)}l${f(w * 0.08)} ${f(h * 0.3)}M${f(x + w * 0.2)} ${f(y - h * 0.75)}l${f(w * 0.08)} ${f(h * 0.3)}`,
      { fill: "none", stroke: shade(C.brownLight, 0.3) },
    ),
  );
}

export function buns(ctx: Ctx, x: number, y: number, r: number, n = 3): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const bx = x + (i - (n - 1) / 2) * r * 2.1;
    out +=
      path(`M${f(bx - r)} ${f(y)}A${f(r)} ${f(r * 0.85)} 0 0 1 ${f(bx + r)} ${f(y)}Z`, { fill: C.amber }) +
      ellipse(bx - r * 0.2, y - r * 0.5, r * 0.35, r * 0.15, { fill: tint(C.honey, 0.4), stroke: "none" });
  }
  return g({ stroke: C.ink, "stroke-width": ctx.lw * 0.9 }, out);
}

/** A tray carried at (x, y) with buns on it. */
export function tray(ctx: Ctx, x: number, y: number, w: number): string {
  return (
    buns(ctx, x, y - 3, w * 0.13, 3) +
    g({ stroke: C.ink, "stroke-width": ctx.lw }, path(rrect(x - w / 2, y - 4, w, 8, 4), { fill: C.grey }))
  );
}

export function cake(ctx: Ctx, x: number, y: number, w: number): string {
  const h = w * 0.55;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw * 0.9 },
    ellipse(x, y, w * 0.62, w * 0.1, { fill: C.white }),
    path(rrect(x - w / 2, y - h, w, h, w * 0.08), { fill: C.rose }),
    path(
      `M${f(x - w / 2)} ${f(y - h * 0.6)}q${f(w / 8)} ${f(h * 0.25)} ${f(w / 4)} 0t${f(w / 4)} 0t${f(w / 4)} 0t${f(w / 4)} 0`,
      { fill: "none", stroke: C.white, "stroke-width": ctx.lw * 1.6 },
    ),
    path(
      `M${f(x - w / 2)} ${f(y - h + w * 0.06)}Q${f(x)} ${f(y - h - w * 0.06)} ${f(x + w / 2)} ${f(y - h + w * 0.06)}`,
      { fill: "none", stroke: C.white, "stroke-width": ctx.lw * 2.2 },
    ),
    circle(x, y - h - w * 0.1, w * 0.09, { fill: C.orange }),
  );
}

/** A wall shelf with a bracket; (x, y) top-left, w long. */
export function shelf(ctx: Ctx, x: number, y: number, w: number, colour: string = C.brown): string {
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    rect(x, y, w, 12, { fill: colour, rx: 3 }),
    path(`M${f(x + w * 0.1)} ${f(y + 12)}l12 20M${f(x + w * 0.9)} ${f(y + 12)}l-12 20`, { fill: "none" }),
  );
}

/** A window with panes; content is drawn inside (sky, rain, moon…). */
export function windowFrame(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  inside: string,
  frame: string = C.white,
  arched = true,
): string {
  const top = arched ? `Q${f(x + w / 2)} ${f(y - h * 0.3)} ${f(x + w)} ${f(y)}` : `H${f(x + w)}`;
  const d = `M${f(x)} ${f(y + h)}V${f(y)}${top}V${f(y + h)}Z`;
  return (
    g({ "clip-path": clip(ctx, path(d)) }, inside) +
    path(d, { fill: "none", stroke: frame, "stroke-width": w * 0.06 }) +
    path(d, { fill: "none", stroke: C.ink, "stroke-width": ctx.lw }) +
    path(`M${f(x + w / 2)} ${f(arched ? y - h * 0.15 : y)}V${f(y + h)}M${f(x)} ${f(y + h * 0.45)}H${f(x + w)}`, {
      fill: "none",
      stroke: frame,
      "stroke-width": w * 0.04,
    }) +
    rect(x - w * 0.08, y + h, w * 1.16, h * 0.07, { fill: frame, stroke: C.ink, "stroke-width": ctx.lw, rx: 4 })
  );
}

/** A brick oven with a warm glow; (x, y) base centre, w width. */
export function oven(ctx: Ctx, x: number, y: number, w: number): string {
  const h = w * 0.9;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(
      `M${f(x - w / 2)} ${f(y)}V${f(y - h * 0.6)}Q${f(x)} ${f(y - h * 1.2)} ${f(x + w / 2)} ${f(y - h * 0.6)}V${f(y)}Z`,
      { fill: C.rose },
    ),
    path(
      `M${f(x - w * 0.25)} ${f(y - h * 0.2)}V${f(y - h * 0.45)}Q${f(x)} ${f(y - h * 0.75)} ${f(x + w * 0.25)} ${f(y - h * 0.45)}V${f(y - h * 0.2)}Z`,
      { fill: C.ink },
    ),
    path(
      `M${f(x - w * 0.15)} ${f(y - h * 0.2)}Q${f(x - w * 0.1)} ${f(y - h * 0.45)} ${f(x)} ${f(y - h * 0.5)}Q${f(x + w * 0.1)} ${f(y - h * 0.4)} ${f(x + w * 0.15)} ${f(y - h * 0.2)}Z`,
      { fill: C.orange, stroke: "none" },
    ),
    path(
      `M${f(x - w * 0.45)} ${f(y - h * 0.1)}h${f(w * 0.15)}M${f(x + w * 0.3)} ${f(y - h * 0.1)}h${f(w * 0.15)}M${f(x - w * 0.4)} ${f(y - h * 0.55)}h${f(w * 0.12)}M${f(x + w * 0.3)} ${f(y - h * 0.55)}h${f(w * 0.12)}`,
      { fill: "none", stroke: shade(C.rose, 0.25) },
    ),
  );
}
