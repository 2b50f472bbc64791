/** Books as props: a big open picture book, a small held book, closed books and stacks. */
import { C, shade, tint } from "../core/palette.ts";
import { rrect } from "../core/shapes.ts";
import { f, g, path, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";

/**
 * A large open book seen from the front, spine at (cx, cy), total width w.
 * Returns the back part (cover + pages); text lines are faint scribbles.
 */
export function openBook(ctx: Ctx, cx: number, cy: number, w: number, cover: string = C.orange, lines = true): string {
  const h = w * 0.36;
  const lift = w * 0.06;
  const coverD = `M${f(cx - w / 2 - w * 0.02)} ${f(cy - h + lift * 1.4)}Q${f(cx - w / 4)} ${f(cy - h - lift * 0.2)} ${f(cx)} ${f(cy - h + lift * 1.6)}Q${f(cx + w / 4)} ${f(cy - h - lift * 0.2)} ${f(cx + w / 2 + w * 0.02)} ${f(cy - h + lift * 1.4)}L${f(cx + w / 2 + w * 0.02)} ${f(cy + w * 0.035)}Q${f(cx + w / 4)} ${f(cy - lift * 0.3)} ${f(cx)} ${f(cy + w * 0.045)}Q${f(cx - w / 4)} ${f(cy - lift * 0.3)} ${f(cx - w / 2 - w * 0.02)} ${f(cy + w * 0.035)}Z`;
  const page = (side: number, inset: number): string => {
    const ox = cx + side * (w / 2 - inset);
    return `M${f(cx)} ${f(cy - h + lift * 1.3 + inset * 0.3)}Q${f(cx + (side * w) / 4)} ${f(cy - h - lift * 0.6 + inset * 0.4)} ${f(ox)} ${f(cy - h + lift + inset * 0.3)}L${f(ox)} ${f(cy - inset * 0.2)}Q${f(cx + (side * w) / 4)} ${f(cy - lift * 1.2 - inset * 0.4)} ${f(cx)} ${f(cy - inset * 0.1)}Z`;
  };
  let pages = "";
  for (const side of [-1, 1]) {
    pages += path(page(side, w * 0.035), { fill: C.paperDeep });
    pages += path(page(side, w * 0.012), { fill: C.white });
  }
  let text = "";
  if (lines) {
    for (const side of [-1, 1]) {
      for (let i = 0; i < 5; i++) {
        const y = cy - h * 0.62 + i * h * 0.11;
        const x0 = cx + side * w * 0.08;
        const x1 = cx + side * w * ctx.rng.range(0.3, 0.4);
        text += `M${f(x0)} ${f(y)}Q${f((x0 + x1) / 2)} ${f(y - h * 0.05)} ${f(x1)} ${f(y)}`;
      }
    }
  }
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(coverD, { fill: cover }),
    g({ "stroke-width": ctx.lw * 0.8 }, pages),
    path(`M${f(cx)} ${f(cy - h + lift * 1.5)}V${f(cy)}`, { fill: "none", stroke: shade(C.paperDeep, 0.3) }),
    text ? path(text, { fill: "none", stroke: C.grey, "stroke-width": ctx.lw * 0.9, opacity: 0.7 }) : "",
  );
}

/** A small open book held in paws/hands, centred at (x, y) in a character's own space. */
export function heldBook(x: number, y: number, w: number, cover: string = C.leaf): string {
  const h = w * 0.55;
  return (
    path(
      `M${f(x - w / 2)} ${f(y - h / 2)}Q${f(x)} ${f(y - h / 2 - w * 0.12)} ${f(x + w / 2)} ${f(y - h / 2)}V${f(y + h / 2)}Q${f(x)} ${f(y + h / 2 - w * 0.08)} ${f(x - w / 2)} ${f(y + h / 2)}Z`,
      { fill: cover },
    ) +
    path(
      `M${f(x - w / 2 + w * 0.05)} ${f(y - h / 2 - w * 0.04)}Q${f(x - w / 4)} ${f(y - h / 2 - w * 0.12)} ${f(x)} ${f(y - h / 2 + w * 0.02)}Q${f(x + w / 4)} ${f(y - h / 2 - w * 0.12)} ${f(x + w / 2 - w * 0.05)} ${f(y - h / 2 - w * 0.04)}V${f(y + h / 2 - w * 0.1)}Q${f(x + w / 4)} ${f(y + h / 2 - w * 0.16)} ${f(x)} ${f(y + h / 2 - w * 0.04)}Q${f(x - w / 4)} ${f(y + h / 2 - w * 0.16)} ${f(x - w / 2 + w * 0.05)} ${f(y + h / 2 - w * 0.1)}Z`,
      { fill: C.white },
    ) +
    path(`M${f(x)} ${f(y - h / 2 + w * 0.02)}V${f(y + h / 2 - w * 0.04)}`, { fill: "none" })
  );
}

/** A closed book standing upright (spine facing us), bottom-left at (x, y). */
export function spine(x: number, y: number, w: number, h: number, colour: string, tilt = 0): string {
  const band = tint(colour, 0.45);
  return g(
    { transform: tilt ? `rotate(${f(tilt)} ${f(x + w / 2)} ${f(y)})` : undefined },
    path(rrect(x, y - h, w, h, w * 0.18), { fill: colour }),
    rect(x + w * 0.15, y - h * 0.8, w * 0.7, h * 0.1, { fill: band, stroke: "none" }),
    rect(x + w * 0.15, y - h * 0.3, w * 0.7, h * 0.06, { fill: band, stroke: "none" }),
  );
}

/** A row of books on a shelf from x to x+w at baseline y (one path per colour keeps it light). */
export function shelfRow(ctx: Ctx, x: number, y: number, w: number, maxH: number): string {
  const cols = [C.orange, C.leaf, C.honey, C.sky, C.rose, C.amber, C.lilac, C.leafDark];
  const byColour = new Map<string, string>();
  let bands = "";
  let tilted = "";
  let cx = x;
  while (cx < x + w - maxH * 0.2) {
    const bw = ctx.rng.range(maxH * 0.16, maxH * 0.26);
    const bh = ctx.rng.range(maxH * 0.7, maxH);
    const tilt = ctx.rng.chance(0.12) ? 8 : 0;
    const colour = ctx.rng.pick(cols);
    if (tilt) tilted += spine(cx, y, bw, bh, colour, tilt);
    else {
      byColour.set(colour, (byColour.get(colour) ?? "") + `M${f(cx)} ${f(y)}v${f(-bh)}h${f(bw)}v${f(bh)}Z`);
      bands += `M${f(cx + bw * 0.2)} ${f(y - bh * 0.78)}h${f(bw * 0.6)}M${f(cx + bw * 0.2)} ${f(y - bh * 0.25)}h${f(bw * 0.6)}`;
    }
    cx += bw + maxH * 0.02 + (tilt ? maxH * 0.1 : 0);
  }
  let books = "";
  for (const [colour, d] of byColour) books += path(d, { fill: colour });
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw * 0.8 },
    books,
    path(bands, { fill: "none", stroke: C.white, "stroke-width": maxH * 0.07, opacity: 0.55 }),
    tilted,
  );
}

/** A closed book lying flat (front view, cover up), centred at (x, y). */
export function bookStack(ctx: Ctx, x: number, y: number, w: number, count: number): string {
  const cols = [C.leaf, C.orange, C.sky, C.honey, C.rose];
  let out = "";
  let yy = y;
  for (let i = 0; i < count; i++) {
    const bw = w * ctx.rng.range(0.85, 1);
    const bh = w * 0.16;
    const off = ctx.rng.range(-w * 0.06, w * 0.06);
    out += path(rrect(x - bw / 2 + off, yy - bh, bw, bh, bh * 0.25), { fill: cols[(i + count) % cols.length] });
    out += path(`M${f(x - bw / 2 + off + bw * 0.92)} ${f(yy - bh * 0.75)}V${f(yy - bh * 0.25)}`, {
      fill: "none",
      stroke: C.white,
    });
    yy -= bh;
  }
  return g({ stroke: C.ink, "stroke-width": ctx.lw }, out);
}
