/** Things that go: bicycle, train carriage, hot-air balloon, cardboard rocket, sled, boats, tractor. */
import { C, shade, tint } from "../core/palette.ts";
import { rrect } from "../core/shapes.ts";
import { circle, ellipse, f, g, path, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";

const ink = (ctx: Ctx): Record<string, string | number> => ({ stroke: C.ink, "stroke-width": ctx.lw });

function wheel(ctx: Ctx, x: number, y: number, r: number, spokes = true): string {
  const sp = spokes
    ? path(
        `M${f(x - r * 0.8)} ${f(y)}H${f(x + r * 0.8)}M${f(x)} ${f(y - r * 0.8)}V${f(y + r * 0.8)}M${f(x - r * 0.56)} ${f(y - r * 0.56)}L${f(x + r * 0.56)} ${f(y + r * 0.56)}M${f(x + r * 0.56)} ${f(y - r * 0.56)}L${f(x - r * 0.56)} ${f(y + r * 0.56)}`,
        { fill: "none", "stroke-width": ctx.lw * 0.5, opacity: 0.7 },
      )
    : "";
  return circle(x, y, r, { fill: "none", "stroke-width": ctx.lw * 2.2 }) + sp + circle(x, y, r * 0.12, { fill: C.ink });
}

/** A small bicycle; (x, y) ground point under its middle, size w (wheelbase). Returns [art, seat point]. */
export function bicycle(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  colour: string = C.orange,
  basket = true,
): { art: string; seat: [number, number]; bars: [number, number] } {
  const r = w * 0.3;
  const bx = x - w / 2;
  const fx = x + w / 2;
  const wy = y - r;
  const seat: [number, number] = [x - w * 0.12, wy - r * 1.2];
  const bars: [number, number] = [fx - w * 0.12, wy - r * 1.5];
  const frame = `M${f(bx)} ${f(wy)}L${f(x)} ${f(wy)}L${f(seat[0])} ${f(seat[1])}M${f(bx)} ${f(wy)}L${f(seat[0])} ${f(seat[1])}L${f(bars[0])} ${f(bars[1] + r * 0.3)}L${f(x)} ${f(wy)}M${f(fx)} ${f(wy)}L${f(bars[0])} ${f(bars[1])}`;
  const bask = basket
    ? path(rrect(fx - w * 0.08, bars[1] + r * 0.1, w * 0.3, r * 0.55, r * 0.1), { fill: C.brownLight }) +
      path(
        `M${f(fx - w * 0.02)} ${f(bars[1] + r * 0.2)}v${f(r * 0.4)}M${f(fx + w * 0.07)} ${f(bars[1] + r * 0.2)}v${f(r * 0.4)}M${f(fx + w * 0.16)} ${f(bars[1] + r * 0.2)}v${f(r * 0.4)}`,
        { fill: "none", "stroke-width": ctx.lw * 0.6 },
      )
    : "";
  const art = g(
    ink(ctx),
    wheel(ctx, bx, wy, r),
    wheel(ctx, fx, wy, r),
    path(frame, { fill: "none", stroke: colour, "stroke-width": ctx.lw * 2 }),
    path(
      `M${f(bars[0] - r * 0.3)} ${f(bars[1] - r * 0.1)}Q${f(bars[0])} ${f(bars[1] + r * 0.1)} ${f(bars[0] + r * 0.3)} ${f(bars[1] - r * 0.25)}`,
      { fill: "none", "stroke-width": ctx.lw * 1.4 },
    ),
    ellipse(seat[0], seat[1], r * 0.3, r * 0.1, { fill: C.ink }),
    bask,
  );
  return { art, seat, bars };
}

/** A little steam engine or carriage; (x, y) rail point under its left end, length w. */
export function trainCar(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  colour: string,
  engine = false,
  windowFaces = "",
): string {
  const h = w * 0.55;
  const wr = w * 0.12;
  let windows = "";
  if (!engine)
    for (let i = 0; i < 2; i++)
      windows += path(rrect(x + w * 0.12 + i * w * 0.42, y - h * 0.95, w * 0.32, h * 0.4, w * 0.05), { fill: C.honey });
  const body = engine
    ? path(rrect(x, y - h * 0.75, w * 0.62, h * 0.5, w * 0.06), { fill: colour }) +
      path(rrect(x + w * 0.55, y - h * 1.15, w * 0.45, h * 0.9, w * 0.06), { fill: shade(colour, 0.15) }) +
      path(rrect(x + w * 0.64, y - h * 1.05, w * 0.26, h * 0.3, w * 0.04), { fill: C.honey }) +
      path(`M${f(x + w * 0.5)} ${f(y - h * 1.22)}H${f(x + w * 1.04)}`, { fill: "none", "stroke-width": ctx.lw * 2.5 }) +
      path(
        `M${f(x + w * 0.1)} ${f(y - h * 0.75)}L${f(x + w * 0.06)} ${f(y - h * 1.15)}H${f(x + w * 0.26)}L${f(x + w * 0.22)} ${f(y - h * 0.75)}Z`,
        { fill: C.ink },
      ) +
      circle(x - w * 0.02, y - h * 0.5, w * 0.05, { fill: "#FFF3C4" })
    : path(rrect(x, y - h * 1.1, w, h * 0.85, w * 0.08), { fill: colour }) +
      path(
        `M${f(x - w * 0.02)} ${f(y - h * 1.1)}Q${f(x + w / 2)} ${f(y - h * 1.35)} ${f(x + w * 1.02)} ${f(y - h * 1.1)}Z`,
        { fill: shade(colour, 0.25) },
      );
  return g(
    ink(ctx),
    body,
    windows,
    windowFaces,
    circle(x + w * 0.22, y - wr, wr, { fill: C.ink }),
    circle(x + w * 0.78, y - wr, wr, { fill: C.ink }),
    circle(x + w * 0.22, y - wr, wr * 0.4, { fill: C.grey }),
    circle(x + w * 0.78, y - wr, wr * 0.4, { fill: C.grey }),
  );
}

/** A hot-air balloon; (x, y) centre of the envelope, radius r. */
export function balloon(
  ctx: Ctx,
  x: number,
  y: number,
  r: number,
  colours: string[] = [C.orange, C.honey, C.rose],
): string {
  const env = `M${f(x)} ${f(y + r * 1.15)}C${f(x - r * 0.5)} ${f(y + r * 0.9)} ${f(x - r * 1.05)} ${f(y + r * 0.4)} ${f(x - r)} ${f(y - r * 0.1)}C${f(x - r * 0.95)} ${f(y - r * 1.1)} ${f(x + r * 0.95)} ${f(y - r * 1.1)} ${f(x + r)} ${f(y - r * 0.1)}C${f(x + r * 1.05)} ${f(y + r * 0.4)} ${f(x + r * 0.5)} ${f(y + r * 0.9)} ${f(x)} ${f(y + r * 1.15)}Z`;
  let gores = "";
  for (let i = 0; i < 3; i++) {
    const k = [-0.55, 0, 0.55][i] ?? 0;
    gores += path(
      `M${f(x + k * r * 0.35)} ${f(y + r * 1.1)}C${f(x + k * r * 1.2)} ${f(y + r * 0.5)} ${f(x + k * r * 1.25)} ${f(y - r * 0.6)} ${f(x + k * r * 0.4)} ${f(y - r * 0.84)}C${f(x + k * r * 0.1)} ${f(y - r * 0.86)} ${f(x - (i - 1) * r * 0.05)} ${f(y - r * 0.8)} ${f(x + k * r * 0.35)} ${f(y + r * 1.1)}Z`,
      { fill: colours[i % colours.length], stroke: "none" },
    );
  }
  const by = y + r * 1.5;
  return (
    g(
      ink(ctx),
      path(env, { fill: C.white }),
      gores,
      path(env, { fill: "none" }),
      path(
        `M${f(x - r * 0.3)} ${f(y + r * 1.05)}L${f(x - r * 0.22)} ${f(by)}M${f(x + r * 0.3)} ${f(y + r * 1.05)}L${f(x + r * 0.22)} ${f(by)}`,
        { fill: "none", "stroke-width": ctx.lw * 0.7 },
      ),
    ) + balloonBasket(ctx, x, y, r)
  );
}

/** The basket of a balloon (drawn again over any passengers). */
export function balloonBasket(ctx: Ctx, x: number, y: number, r: number): string {
  const by = y + r * 1.5;
  return g(
    ink(ctx),
    path(rrect(x - r * 0.26, by, r * 0.52, r * 0.36, r * 0.06), { fill: C.brownLight }),
    path(`M${f(x - r * 0.26)} ${f(by + r * 0.12)}H${f(x + r * 0.26)}`, { fill: "none", stroke: C.brown }),
  );
}

/** A cardboard-box rocket; (x, y) base centre, height h. */
export function boxRocket(ctx: Ctx, x: number, y: number, h: number): string {
  const w = h * 0.36;
  const card = "#D9A86A";
  return g(
    ink(ctx),
    path(
      `M${f(x - w / 2)} ${f(y - h * 0.2)}L${f(x - w)} ${f(y)}L${f(x - w / 2)} ${f(y)}ZM${f(x + w / 2)} ${f(y - h * 0.2)}L${f(x + w)} ${f(y)}L${f(x + w / 2)} ${f(y)}Z`,
      { fill: C.orange },
    ),
    path(rrect(x - w / 2, y - h * 0.7, w, h * 0.7, w * 0.04), { fill: card }),
    path(`M${f(x - w / 2 - 2)} ${f(y - h * 0.7)}L${f(x)} ${f(y - h)}L${f(x + w / 2 + 2)} ${f(y - h * 0.7)}Z`, {
      fill: C.rose,
    }),
    circle(x, y - h * 0.5, w * 0.22, { fill: C.skyLight, "stroke-width": ctx.lw * 1.4 }),
    rect(x - w / 2, y - h * 0.28, w, h * 0.06, { fill: tint(C.sky, 0.2), opacity: 0.9 }),
    path(
      `M${f(x - w * 0.3)} ${f(y - h * 0.16)}l${f(w * 0.1)} ${f(-h * 0.04)}M${f(x + w * 0.1)} ${f(y - h * 0.12)}l${f(w * 0.14)} ${f(-h * 0.05)}`,
      { fill: "none", stroke: shade(card, 0.3) },
    ),
  );
}

/** A wooden sled; (x, y) front runner tip, length w. */
export function sled(ctx: Ctx, x: number, y: number, w: number, colour: string = C.orange): string {
  return g(
    ink(ctx),
    path(`M${f(x - w)} ${f(y)}H${f(x - w * 0.1)}Q${f(x + w * 0.08)} ${f(y)} ${f(x + w * 0.06)} ${f(y - w * 0.14)}`, {
      fill: "none",
      "stroke-width": ctx.lw * 1.6,
    }),
    path(`M${f(x - w * 0.85)} ${f(y)}V${f(y - w * 0.1)}M${f(x - w * 0.25)} ${f(y)}V${f(y - w * 0.1)}`, {
      fill: "none",
    }),
    path(rrect(x - w * 1.02, y - w * 0.17, w * 0.96, w * 0.08, w * 0.03), { fill: colour }),
  );
}

/** A little rowing boat; (x, y) waterline centre, length w. */
export function rowboat(ctx: Ctx, x: number, y: number, w: number, colour: string = C.orange): string {
  return g(
    ink(ctx),
    path(
      `M${f(x - w / 2)} ${f(y - w * 0.16)}H${f(x + w / 2)}Q${f(x + w * 0.42)} ${f(y + w * 0.08)} ${f(x + w * 0.25)} ${f(y + w * 0.08)}H${f(x - w * 0.3)}Q${f(x - w * 0.45)} ${f(y + w * 0.06)} ${f(x - w / 2)} ${f(y - w * 0.16)}Z`,
      { fill: colour },
    ),
    path(`M${f(x - w * 0.46)} ${f(y - w * 0.08)}H${f(x + w * 0.46)}`, {
      fill: "none",
      stroke: C.white,
      "stroke-width": ctx.lw * 1.5,
    }),
  );
}

/** A folded paper boat; (x, y) waterline centre, length w. */
export function paperBoat(ctx: Ctx, x: number, y: number, w: number, colour: string = C.white): string {
  return g(
    ink(ctx),
    path(`M${f(x - w / 2)} ${f(y - w * 0.2)}H${f(x + w / 2)}L${f(x + w * 0.32)} ${f(y)}H${f(x - w * 0.32)}Z`, {
      fill: colour,
    }),
    path(`M${f(x - w * 0.3)} ${f(y - w * 0.2)}L${f(x)} ${f(y - w * 0.62)}L${f(x + w * 0.3)} ${f(y - w * 0.2)}Z`, {
      fill: tint(colour === C.white ? C.greyLight : colour, 0.2),
    }),
    path(`M${f(x - w * 0.1)} ${f(y - w * 0.32)}h${f(w * 0.2)}`, {
      fill: "none",
      stroke: C.grey,
      "stroke-width": ctx.lw * 0.6,
    }),
  );
}

/** A tiny tractor; (x, y) ground under its middle, length w. */
export function tractor(ctx: Ctx, x: number, y: number, w: number, colour: string = C.orange): string {
  const big = w * 0.26;
  const small = w * 0.16;
  return g(
    ink(ctx),
    path(rrect(x - w * 0.1, y - w * 0.42, w * 0.55, w * 0.22, w * 0.05), { fill: colour }),
    path(`M${f(x - w * 0.45)} ${f(y - w * 0.2)}V${f(y - w * 0.72)}H${f(x - w * 0.05)}V${f(y - w * 0.2)}`, {
      fill: "none",
    }),
    path(`M${f(x - w * 0.5)} ${f(y - w * 0.72)}H${f(x)}`, { fill: "none", "stroke-width": ctx.lw * 2.2 }),
    path(rrect(x - w * 0.5, y - w * 0.42, w * 0.5, w * 0.24, w * 0.04), { fill: colour }),
    rect(x + w * 0.3, y - w * 0.62, w * 0.05, w * 0.22, { fill: C.ink }),
    wheel(ctx, x - w * 0.28, y - big, big, false),
    circle(x - w * 0.28, y - big, big * 0.55, { fill: C.honey }),
    wheel(ctx, x + w * 0.34, y - small, small, false),
    circle(x + w * 0.34, y - small, small * 0.5, { fill: C.honey }),
  );
}
