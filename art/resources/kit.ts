/** Editorial props for the article illustrations: barcodes, price tags, a bulb, toy blocks, devices, hands. */
import { C, shade, tint } from "../core/palette.ts";
import { rrect } from "../core/shapes.ts";
import { circle, f, g, path, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { textBlock } from "../core/text.ts";

/** An ISBN-style barcode (bars are a fixed pattern, not a real number). */
export function barcode(x: number, y: number, w: number, h: number, seed = 0): string {
  const pattern = [2, 1, 1, 3, 1, 2, 2, 1, 1, 1, 3, 2, 1, 1, 2, 3, 1, 1, 2, 1, 1, 2, 1, 3, 2, 1];
  let d = "";
  const widths = pattern.map((k, i) => ((k + seed + i) % 3) + 1);
  const unit = w / widths.reduce((a, b) => a + b, 0);
  let cx = x;
  widths.forEach((k, i) => {
    if (i % 2 === 0) d += `M${f(cx)} ${f(y)}h${f(k * unit)}v${f(h)}h${f(-k * unit)}Z`;
    cx += k * unit;
  });
  return (
    rect(x - unit * 2, y - unit * 2, w + unit * 4, h + unit * 9, {
      fill: C.white,
      stroke: C.ink,
      "stroke-width": 2,
      rx: 3,
    }) +
    path(d, { fill: C.ink }) +
    path(`M${f(x)} ${f(y + h + unit * 3.5)}h${f(w * 0.9)}`, {
      stroke: C.ink,
      "stroke-width": unit * 1.4,
      "stroke-dasharray": `${f(unit)} ${f(unit * 0.8)}`,
      fill: "none",
    })
  );
}

/** A hanging price tag with a label; (x, y) is the hole. */
export function priceTag(ctx: Ctx, x: number, y: number, w: number, colour: string, label: string, rot = 0): string {
  const h = w * 1.25;
  return g(
    { transform: `rotate(${f(rot)} ${f(x)} ${f(y)})`, stroke: C.ink, "stroke-width": ctx.lw },
    path(
      `M${f(x)} ${f(y - w * 0.5)}C${f(x - w * 0.2)} ${f(y - w * 0.9)} ${f(x + w * 0.3)} ${f(y - w * 1.1)} ${f(x + w * 0.1)} ${f(y - w * 1.4)}`,
      { fill: "none", stroke: C.brown },
    ),
    path(`M${f(x)} ${f(y - w * 0.3)}L${f(x + w / 2)} ${f(y)}V${f(y + h)}H${f(x - w / 2)}V${f(y)}Z`, { fill: colour }),
    circle(x, y - w * 0.08, w * 0.07, { fill: C.paper }),
    textBlock([label], { x, y: y + w * 0.42, size: w * 0.3, anchor: "middle", weight: 700, fill: C.ink }),
    barcode(x - w * 0.32, y + w * 0.6, w * 0.64, w * 0.34),
  );
}

/** A glowing light bulb; (x, y) centre of the glass. */
export function bulb(ctx: Ctx, x: number, y: number, r: number): string {
  let rays = "";
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (1.05 + (i * 0.9) / 8);
    rays += `M${f(x + Math.cos(a) * r * 1.35)} ${f(y + Math.sin(a) * r * 1.35)}L${f(x + Math.cos(a) * r * 1.75)} ${f(y + Math.sin(a) * r * 1.75)}`;
  }
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    circle(x, y, r * 1.9, { fill: C.honey, opacity: 0.2, stroke: "none" }),
    path(rays, { fill: "none", stroke: C.amber, "stroke-width": ctx.lw * 1.6 }),
    path(
      `M${f(x - r * 0.45)} ${f(y + r * 0.85)}C${f(x - r * 0.5)} ${f(y + r * 0.5)} ${f(x - r)} ${f(y + r * 0.3)} ${f(x - r)} ${f(y - r * 0.1)}A${f(r)} ${f(r)} 0 1 1 ${f(x + r)} ${f(y - r * 0.1)}C${f(x + r)} ${f(y + r * 0.3)} ${f(x + r * 0.5)} ${f(y + r * 0.5)} ${f(x + r * 0.45)} ${f(y + r * 0.85)}Z`,
      { fill: "#FFE39A" },
    ),
    path(
      `M${f(x - r * 0.25)} ${f(y + r * 0.8)}V${f(y + r * 0.1)}L${f(x)} ${f(y - r * 0.15)}L${f(x + r * 0.25)} ${f(y + r * 0.1)}V${f(y + r * 0.8)}`,
      { fill: "none", stroke: C.amber },
    ),
    path(rrect(x - r * 0.48, y + r * 0.85, r * 0.96, r * 0.45, r * 0.12), { fill: C.grey }),
    path(`M${f(x - r * 0.48)} ${f(y + r * 1.0)}h${f(r * 0.96)}M${f(x - r * 0.48)} ${f(y + r * 1.15)}h${f(r * 0.96)}`, {
      fill: "none",
    }),
    path(
      `M${f(x - r * 0.55)} ${f(y - r * 0.45)}Q${f(x - r * 0.45)} ${f(y - r * 0.75)} ${f(x - r * 0.15)} ${f(y - r * 0.8)}`,
      { fill: "none", stroke: C.white, "stroke-width": ctx.lw * 2 },
    ),
  );
}

/** A wooden toy block with a big label; (x, y) bottom-left. */
export function block(ctx: Ctx, x: number, y: number, s: number, colour: string, label: string): string {
  const d = s * 0.22;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(`M${f(x)} ${f(y - s)}l${f(d)} ${f(-d)}h${f(s)}l${f(-d)} ${f(d)}Z`, { fill: tint(colour, 0.35) }),
    path(`M${f(x + s)} ${f(y)}V${f(y - s)}l${f(d)} ${f(-d)}v${f(s)}Z`, { fill: shade(colour, 0.2) }),
    path(rrect(x, y - s, s, s, s * 0.06), { fill: colour }),
    textBlock([label], {
      x: x + s / 2,
      y: y - s * 0.3,
      size: s * 0.44,
      anchor: "middle",
      weight: 700,
      fill: C.white,
      halo: C.ink,
      haloWidth: s * 0.06,
    }),
  );
}

/** An e-reader; (x, y) bottom-left, w width. */
export function eReader(ctx: Ctx, x: number, y: number, w: number): string {
  const h = w * 1.4;
  let lines = "";
  for (let i = 0; i < 6; i++)
    lines += `M${f(x + w * 0.18)} ${f(y - h * 0.78 + i * h * 0.09)}h${f(w * (i === 5 ? 0.4 : 0.64))}`;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(rrect(x, y - h, w, h, w * 0.1), { fill: C.ink }),
    rect(x + w * 0.1, y - h * 0.9, w * 0.8, h * 0.76, { fill: C.paper, rx: 4 }),
    path(lines, { fill: "none", stroke: C.grey, "stroke-width": ctx.lw * 0.9 }),
    circle(x + w / 2, y - h * 0.065, w * 0.04, { fill: C.grey, stroke: "none" }),
  );
}

/** A standing book seen from the front (hardcover or paperback); (x, y) bottom-left. */
export function bookFront(ctx: Ctx, x: number, y: number, w: number, colour: string, hard: boolean): string {
  const h = w * 1.35;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    hard ? path(rrect(x + w * 0.06, y - h + w * 0.04, w, h, w * 0.04), { fill: C.paperDeep }) : "",
    path(rrect(x, y - h, w, h, hard ? w * 0.05 : w * 0.02), { fill: colour }),
    rect(x + (hard ? w * 0.12 : w * 0.08), y - h, hard ? w * 0.03 : w * 0.02, h, {
      fill: shade(colour, 0.25),
      stroke: "none",
    }),
    rect(x + w * 0.22, y - h * 0.8, w * 0.62, h * 0.22, { fill: C.paper, rx: 4 }),
    circle(x + w * 0.55, y - h * 0.38, w * 0.14, { fill: tint(colour, 0.5), stroke: "none" }),
  );
}

/** Two hands meeting in a handshake, centred at (x, y). */
export function handshake(ctx: Ctx, x: number, y: number, s: number, skinA: string, skinB: string): string {
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw, transform: `translate(${f(x)} ${f(y)}) scale(${f(s / 100)})` },
    path("M-190 30L-100-6L-84 34L-174 70Z", { fill: C.sky }),
    path("M190 30L100-6L84 34L174 70Z", { fill: C.orange }),
    path("M-96-4C-70-26-30-30 6-22C30-17 46-8 44 4C42 14 30 14 20 10L-4 2C2 12 0 26-10 32C-30 42-60 40-86 32Z", {
      fill: skinA,
    }),
    path("M96-6C70-30 30-36-4-28C-22-24-34-16-30-8C-26 0-14-2-4-6C-6 6 4 18 18 26C40 36 70 36 90 30Z", { fill: skinB }),
    path("M-4-6C10 4 14 12 18 26M8-14C24-4 30 6 34 18M22-20C36-12 42-2 46 8", { fill: "none", "stroke-width": 2 }),
  );
}
