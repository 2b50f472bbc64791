/** Indoor pieces: wall and floor, armchair, rug, bookcase, framed picture, bathtub, barber pole, mirror. */
import { C, mix, shade, tint } from "../core/palette.ts";
import { capsule, rrect } from "../core/shapes.ts";
import { circle, ellipse, f, g, linear, path, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { shelfRow } from "./book.ts";

/** A papered wall with a soft stripe and a wooden floor below `floorY`. */
export function room(
  ctx: Ctx,
  w: number,
  h: number,
  floorY: number,
  wall: string = C.paperDeep,
  floor: string = C.brownLight,
): string {
  let stripes = "";
  for (let x = 30; x < w; x += 60) stripes += `M${f(x)} 0V${f(floorY)}`;
  let boards = "";
  for (let y = floorY + 30; y < h; y += 40) boards += `M0 ${f(y)}H${f(w)}`;
  return (
    rect(0, 0, w, floorY, { fill: wall }) +
    path(stripes, { stroke: tint(wall, 0.4), "stroke-width": 16, fill: "none" }) +
    rect(0, floorY, w, h - floorY, {
      fill: linear(ctx, [
        [0, shade(floor, 0.08)],
        [1, floor],
      ]),
    }) +
    path(boards, { stroke: shade(floor, 0.15), "stroke-width": 2, fill: "none" }) +
    rect(0, floorY - 14, w, 14, { fill: C.white, stroke: C.ink, "stroke-width": ctx.lw * 0.8 })
  );
}

/** A round rug centred at (x, y). */
export function rug(x: number, y: number, rx: number, colour: string = C.rose): string {
  return (
    ellipse(x, y, rx, rx * 0.2, { fill: colour }) +
    ellipse(x, y, rx * 0.8, rx * 0.15, {
      fill: "none",
      stroke: C.white,
      "stroke-width": 5,
      "stroke-dasharray": "2 12",
      opacity: 0.9,
    })
  );
}

/** A plump armchair; (x, y) floor centre, w width. Draw the sitter after it, then `armFront`. */
export function armchair(ctx: Ctx, x: number, y: number, w: number, colour: string = C.leaf): string {
  const h = w * 0.95;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(
      `M${f(x - w * 0.42)} ${f(y - h * 0.3)}V${f(y - h * 0.85)}Q${f(x - w * 0.42)} ${f(y - h)} ${f(x - w * 0.25)} ${f(y - h)}H${f(x + w * 0.25)}Q${f(x + w * 0.42)} ${f(y - h)} ${f(x + w * 0.42)} ${f(y - h * 0.85)}V${f(y - h * 0.3)}Z`,
      { fill: colour },
    ),
    path(rrect(x - w * 0.4, y - h * 0.36, w * 0.8, h * 0.26, w * 0.06), { fill: tint(colour, 0.2) }),
    path(`M${f(x - w * 0.35)} ${f(y - h * 0.1)}v${f(h * 0.1)}M${f(x + w * 0.35)} ${f(y - h * 0.1)}v${f(h * 0.1)}`, {
      fill: "none",
      "stroke-width": ctx.lw * 2.5,
    }),
  );
}

/** The chair's arms, drawn over whoever sits in it. */
export function armFront(ctx: Ctx, x: number, y: number, w: number, colour: string = C.leaf): string {
  const h = w * 0.95;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(rrect(x - w * 0.56, y - h * 0.55, w * 0.2, h * 0.47, w * 0.08), { fill: shade(colour, 0.1) }),
    path(rrect(x + w * 0.36, y - h * 0.55, w * 0.2, h * 0.47, w * 0.08), { fill: shade(colour, 0.1) }),
    rect(x - w * 0.56, y - h * 0.1, w * 1.12, h * 0.1, { fill: shade(colour, 0.2), rx: 6 }),
  );
}

/** A bookcase full of books; (x, y) top-left, w × h. */
export function bookcase(ctx: Ctx, x: number, y: number, w: number, h: number, wood: string = C.brown): string {
  const rows = Math.max(2, Math.round(h / 110));
  const rh = (h - 20) / rows;
  let books = "";
  for (let i = 0; i < rows; i++) books += shelfRow(ctx, x + 14, y + 10 + rh * (i + 1), w - 28, rh * 0.8);
  let boards = "";
  for (let i = 1; i <= rows; i++) boards += `M${f(x)} ${f(y + 10 + rh * i)}H${f(x + w)}`;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(rrect(x, y, w, h, 8), { fill: wood }),
    rect(x + 12, y + 10, w - 24, h - 20, { fill: shade(wood, 0.3) }),
    books,
    path(boards, { fill: "none", stroke: tint(wood, 0.2), "stroke-width": ctx.lw * 2.5 }),
  );
}

/** A framed picture on the wall with a tiny landscape inside. */
export function framed(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    rect(x, y, w, h, { fill: C.honey, rx: 4 }),
    rect(x + w * 0.1, y + h * 0.1, w * 0.8, h * 0.8, { fill: C.skyLight }),
    path(
      `M${f(x + w * 0.1)} ${f(y + h * 0.75)}Q${f(x + w * 0.4)} ${f(y + h * 0.45)} ${f(x + w * 0.9)} ${f(y + h * 0.7)}V${f(y + h * 0.9)}H${f(x + w * 0.1)}Z`,
      { fill: C.leafLight, "stroke-width": ctx.lw * 0.6 },
    ),
    circle(x + w * 0.7, y + h * 0.3, w * 0.08, { fill: C.orange, stroke: "none" }),
  );
}

/** A claw-foot bathtub; (x, y) floor centre, w width. Draw the bather between `tubBack` and `tubFront`. */
export function tubBack(ctx: Ctx, x: number, y: number, w: number): string {
  return ellipse(x, y - w * 0.36, w * 0.5, w * 0.07, {
    fill: shade(C.white, 0.12),
    stroke: C.ink,
    "stroke-width": ctx.lw,
  });
}
export function tubFront(ctx: Ctx, x: number, y: number, w: number): string {
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(
      `M${f(x - w * 0.5)} ${f(y - w * 0.36)}Q${f(x - w * 0.5)} ${f(y - w * 0.06)} ${f(x - w * 0.3)} ${f(y - w * 0.06)}H${f(x + w * 0.3)}Q${f(x + w * 0.5)} ${f(y - w * 0.06)} ${f(x + w * 0.5)} ${f(y - w * 0.36)}Z`,
      { fill: C.white },
    ),
    path(
      `M${f(x - w * 0.3)} ${f(y - w * 0.06)}l-8 ${f(w * 0.06)}M${f(x + w * 0.3)} ${f(y - w * 0.06)}l8 ${f(w * 0.06)}`,
      { fill: "none", stroke: C.honey, "stroke-width": ctx.lw * 3 },
    ),
    path(
      `M${f(x - w * 0.4)} ${f(y - w * 0.3)}Q${f(x - w * 0.38)} ${f(y - w * 0.14)} ${f(x - w * 0.25)} ${f(y - w * 0.12)}`,
      { fill: "none", stroke: C.skyLight, "stroke-width": ctx.lw * 2 },
    ),
  );
}

/** A rubber duck. */
export function duck(ctx: Ctx, x: number, y: number, s: number): string {
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw * 0.8 },
    path(
      `M${f(x - s)} ${f(y)}Q${f(x - s)} ${f(y - s * 0.7)} ${f(x)} ${f(y - s * 0.5)}Q${f(x - s * 0.3)} ${f(y - s * 1.4)} ${f(x + s * 0.3)} ${f(y - s * 1.3)}Q${f(x + s * 0.8)} ${f(y - s * 1.2)} ${f(x + s * 0.5)} ${f(y - s * 0.6)}Q${f(x + s)} ${f(y - s * 0.5)} ${f(x + s * 0.8)} ${f(y)}Z`,
      { fill: C.honey },
    ),
    path(`M${f(x + s * 0.5)} ${f(y - s * 1.05)}l${f(s * 0.45)} ${f(s * 0.1)}l${f(-s * 0.4)} ${f(s * 0.15)}Z`, {
      fill: C.orange,
    }),
    circle(x + s * 0.3, y - s * 1.1, s * 0.08, { fill: C.ink, stroke: "none" }),
  );
}

/** A striped barber's pole; (x, y) top. */
export function barberPole(ctx: Ctx, x: number, y: number, h: number): string {
  let stripes = "";
  for (let i = 0; i < 5; i++)
    stripes += path(`M${f(x - 12)} ${f(y + 10 + i * h * 0.18)}l24 -14v12l-24 14Z`, { fill: C.orange, stroke: "none" });
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    rect(x - 12, y, 24, h, { fill: C.white, rx: 4 }),
    stripes,
    rect(x - 12, y, 24, h, { fill: "none", rx: 4 }),
    circle(x, y - 6, 12, { fill: C.honey }),
    circle(x, y + h + 6, 12, { fill: C.honey }),
  );
}

/** An oval mirror on the wall. */
export function mirror(ctx: Ctx, x: number, y: number, rx: number, ry: number): string {
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    ellipse(x, y, rx + 12, ry + 12, { fill: C.honey }),
    ellipse(x, y, rx, ry, { fill: mix(C.skyLight, C.white, 0.4) }),
    path(
      `M${f(x - rx * 0.5)} ${f(y - ry * 0.2)}l${f(rx * 0.35)} ${f(-ry * 0.35)}M${f(x - rx * 0.4)} ${f(y + ry * 0.1)}l${f(rx * 0.6)} ${f(-ry * 0.6)}`,
      { fill: "none", stroke: C.white, "stroke-width": ctx.lw * 2 },
    ),
  );
}

/** A knitting needle pair crossing at (x, y). */
export function needles(ctx: Ctx, x: number, y: number, s: number): string {
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw * 0.6 },
    path(capsule(x - s, y - s * 0.6, x + s, y + s * 0.2, 2), { fill: C.grey }),
    path(capsule(x - s, y + s * 0.2, x + s, y - s * 0.6, 2), { fill: C.grey }),
    circle(x - s, y - s * 0.6, 4, { fill: C.orange }),
    circle(x - s, y + s * 0.2, 4, { fill: C.orange }),
  );
}
