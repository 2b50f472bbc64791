/** Small props: kite, lamp, umbrella, jar of fireflies, teacup, yarn, pie, campfire. */
import { C, shade, tint } from "../core/palette.ts";
import { rrect } from "../core/shapes.ts";
import { circle, ellipse, f, g, path } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";

/** A diamond kite centred at (x, y), height h, tilted by rot degrees, with a bowed tail. */
export function kite(
  ctx: Ctx,
  x: number,
  y: number,
  h: number,
  rot = -15,
  colours: [string, string] = [C.orange, C.honey],
): string {
  const w = h * 0.7;
  const top = -h * 0.45;
  const mid = -h * 0.1;
  const bot = h * 0.55;
  const quads =
    path(`M0 ${f(top)}L${f(-w / 2)} ${f(mid)}L0 ${f(mid)}Z`, { fill: colours[0] }) +
    path(`M0 ${f(top)}L${f(w / 2)} ${f(mid)}L0 ${f(mid)}Z`, { fill: colours[1] }) +
    path(`M${f(-w / 2)} ${f(mid)}L0 ${f(bot)}L0 ${f(mid)}Z`, { fill: colours[1] }) +
    path(`M${f(w / 2)} ${f(mid)}L0 ${f(bot)}L0 ${f(mid)}Z`, { fill: colours[0] });
  const outline = path(`M0 ${f(top)}L${f(w / 2)} ${f(mid)}L0 ${f(bot)}L${f(-w / 2)} ${f(mid)}Z`, { fill: "none" });
  let bows = "";
  const tail = `M0 ${f(bot)}c${f(-h * 0.3)} ${f(h * 0.3)} ${f(h * 0.3)} ${f(h * 0.5)} 0 ${f(h * 0.8)}s${f(h * 0.3)} ${f(h * 0.45)} 0 ${f(h * 0.75)}`;
  for (let i = 1; i <= 3; i++) {
    const by = bot + h * 0.4 * i;
    const bx = i % 2 ? -h * 0.08 : h * 0.06;
    bows += path(
      `M${f(bx)} ${f(by)}l${f(-h * 0.1)} ${f(-h * 0.06)}v${f(h * 0.12)}zl${f(h * 0.1)} ${f(-h * 0.06)}v${f(h * 0.12)}z`,
      { fill: i % 2 ? C.rose : C.sky },
    );
  }
  return g(
    { transform: `translate(${f(x)} ${f(y)}) rotate(${f(rot)})`, stroke: C.ink, "stroke-width": ctx.lw },
    path(tail, { fill: "none", "stroke-width": ctx.lw * 0.7 }),
    bows,
    quads,
    outline,
    path(`M0 ${f(top)}V${f(bot)}M${f(-w / 2)} ${f(mid)}H${f(w / 2)}`, {
      fill: "none",
      "stroke-width": ctx.lw * 0.6,
      opacity: 0.6,
    }),
  );
}

/** A kite string: a gentle sagging curve from hand to kite. */
export function kiteString(ctx: Ctx, x1: number, y1: number, x2: number, y2: number, sag = 0.15): string {
  const mx = (x1 + x2) / 2 + (y2 - y1) * sag;
  const my = (y1 + y2) / 2 + Math.abs(x2 - x1) * sag;
  return path(`M${f(x1)} ${f(y1)}Q${f(mx)} ${f(my)} ${f(x2)} ${f(y2)}`, {
    fill: "none",
    stroke: C.ink,
    "stroke-width": ctx.lw * 0.55,
    opacity: 0.8,
  });
}

/** A standing reading lamp; (x, y) base, h height. Returns lamp plus its warm glow. */
export function lamp(ctx: Ctx, x: number, y: number, h: number, shade_: string = C.honey): string {
  const sx = x + h * 0.25;
  const sy = y - h;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(
      `M${f(sx)} ${f(sy + h * 0.18)}L${f(sx - h * 0.55)} ${f(sy + h * 1.5)}L${f(sx + h * 0.55)} ${f(sy + h * 1.5)}Z`,
      { fill: "#FFE9A8", opacity: 0.35, stroke: "none" },
    ),
    path(`M${f(x)} ${f(y)}V${f(sy + h * 0.1)}Q${f(x)} ${f(sy - h * 0.04)} ${f(sx)} ${f(sy + h * 0.02)}`, {
      fill: "none",
      "stroke-width": ctx.lw * 1.4,
    }),
    ellipse(x, y, h * 0.16, h * 0.04, { fill: C.ink }),
    path(
      `M${f(sx - h * 0.1)} ${f(sy)}H${f(sx + h * 0.1)}L${f(sx + h * 0.18)} ${f(sy + h * 0.18)}H${f(sx - h * 0.18)}Z`,
      { fill: shade_ },
    ),
    ellipse(sx, sy + h * 0.19, h * 0.06, h * 0.025, { fill: "#FFF3C4" }),
  );
}

/** An umbrella held at (x, y) (the handle end), canopy radius r. */
export function umbrella(ctx: Ctx, x: number, y: number, r: number, colour: string = C.honey, tilt = -10): string {
  let scallop = `M${f(-r)} 0`;
  const n = 4;
  for (let i = 0; i < n; i++) scallop += `q${f(r / n)} ${f(-r * 0.18)} ${f((2 * r) / n)} 0`;
  const canopy = `M${f(-r)} 0C${f(-r)} ${f(-r * 0.9)} ${f(r)} ${f(-r * 0.9)} ${f(r)} 0`;
  return g(
    { transform: `translate(${f(x)} ${f(y)}) rotate(${f(tilt)})`, stroke: C.ink, "stroke-width": ctx.lw },
    path(`M0 0V${f(-r * 1.2)}`, {
      fill: "none",
      "stroke-width": ctx.lw * 1.2,
      transform: `translate(0 ${f(r * 0.2)})`,
    }),
    path(`M0 ${f(r * 0.2)}q0 ${f(r * 0.14)} ${f(-r * 0.12)} ${f(r * 0.12)}`, {
      fill: "none",
      "stroke-width": ctx.lw * 1.2,
    }),
    g(
      { transform: `translate(0 ${f(-r)})` },
      path(canopy + scallop.replace("M", "L") + "Z", { fill: colour }),
      path(
        `M0 ${f(-r * 0.68)}Q${f(-r * 0.3)} ${f(-r * 0.2)} ${f(-r * 0.5)} ${f(-r * 0.06)}M0 ${f(-r * 0.68)}Q${f(r * 0.3)} ${f(-r * 0.2)} ${f(r * 0.5)} ${f(-r * 0.06)}`,
        { fill: "none", stroke: shade(colour, 0.3) },
      ),
    ),
  );
}

/** A glass jar (with optional glowing fireflies inside); (x, y) base centre. */
export function jar(ctx: Ctx, x: number, y: number, h: number, glowing = true): string {
  const w = h * 0.7;
  let flies = "";
  if (glowing)
    for (let i = 0; i < 4; i++)
      flies += circle(x + ctx.rng.range(-w * 0.25, w * 0.25), y - ctx.rng.range(h * 0.2, h * 0.7), h * 0.05, {
        fill: "#FFF0A0",
        stroke: "none",
      });
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    glowing ? circle(x, y - h * 0.45, h * 0.9, { fill: "#FFE38A", opacity: 0.25, stroke: "none" }) : "",
    path(rrect(x - w / 2, y - h * 0.88, w, h * 0.88, w * 0.22), { fill: tint(C.skyLight, 0.5), "fill-opacity": 0.6 }),
    flies,
    path(rrect(x - w * 0.4, y - h, w * 0.8, h * 0.14, h * 0.04), { fill: C.amber }),
    path(`M${f(x - w * 0.3)} ${f(y - h * 0.7)}V${f(y - h * 0.3)}`, {
      fill: "none",
      stroke: C.white,
      "stroke-width": ctx.lw * 1.5,
      opacity: 0.8,
    }),
  );
}

/** A teacup (big enough for a mouse to sail), (x, y) bottom centre, width w. */
export function teacup(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  colour: string = C.white,
  band: string = C.rose,
): string {
  const h = w * 0.55;
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(
      `M${f(x + w * 0.45)} ${f(y - h * 0.8)}C${f(x + w * 0.75)} ${f(y - h * 0.9)} ${f(x + w * 0.75)} ${f(y - h * 0.3)} ${f(x + w * 0.38)} ${f(y - h * 0.35)}`,
      { fill: "none", "stroke-width": ctx.lw * 3.2 },
    ),
    path(
      `M${f(x + w * 0.45)} ${f(y - h * 0.8)}C${f(x + w * 0.75)} ${f(y - h * 0.9)} ${f(x + w * 0.75)} ${f(y - h * 0.3)} ${f(x + w * 0.38)} ${f(y - h * 0.35)}`,
      { fill: "none", stroke: colour, "stroke-width": ctx.lw * 1.4 },
    ),
    path(
      `M${f(x - w / 2)} ${f(y - h)}C${f(x - w / 2)} ${f(y - h * 0.2)} ${f(x - w * 0.3)} ${f(y)} ${f(x)} ${f(y)}C${f(x + w * 0.3)} ${f(y)} ${f(x + w / 2)} ${f(y - h * 0.2)} ${f(x + w / 2)} ${f(y - h)}Z`,
      { fill: colour },
    ),
    path(`M${f(x - w * 0.48)} ${f(y - h * 0.74)}Q${f(x)} ${f(y - h * 0.6)} ${f(x + w * 0.48)} ${f(y - h * 0.74)}`, {
      fill: "none",
      stroke: band,
      "stroke-width": ctx.lw * 2.4,
    }),
    ellipse(x, y - h, w / 2, w * 0.08, { fill: tint(C.amber, 0.3) }),
  );
}

/** A ball of yarn with a loose strand. */
export function yarn(
  ctx: Ctx,
  x: number,
  y: number,
  r: number,
  colour: string = C.rose,
  strand?: [number, number],
): string {
  const s = strand
    ? path(
        `M${f(x + r * 0.7)} ${f(y + r * 0.5)}C${f(x + r * 2)} ${f(y + r * 1.4)} ${f(strand[0] - r)} ${f(strand[1] + r)} ${f(strand[0])} ${f(strand[1])}`,
        { fill: "none", stroke: colour, "stroke-width": ctx.lw * 1.1 },
      )
    : "";
  return (
    s +
    g(
      { stroke: C.ink, "stroke-width": ctx.lw },
      circle(x, y, r, { fill: colour }),
      path(
        `M${f(x - r * 0.7)} ${f(y - r * 0.4)}Q${f(x)} ${f(y - r * 0.1)} ${f(x + r * 0.6)} ${f(y - r * 0.7)}M${f(x - r * 0.8)} ${f(y + r * 0.1)}Q${f(x)} ${f(y + r * 0.3)} ${f(x + r * 0.85)} ${f(y - r * 0.3)}M${f(x - r * 0.5)} ${f(y + r * 0.6)}Q${f(x + r * 0.2)} ${f(y + r * 0.6)} ${f(x + r * 0.7)} ${f(y + r * 0.2)}`,
        { fill: "none", stroke: shade(colour, 0.25), "stroke-width": ctx.lw * 0.7 },
      ),
    )
  );
}

/** A pie with a lattice top and steam; (x, y) bottom centre. */
export function pie(ctx: Ctx, x: number, y: number, w: number, steam = true): string {
  const h = w * 0.28;
  const st = steam
    ? path(
        `M${f(x - w * 0.15)} ${f(y - h * 1.4)}q${f(-w * 0.06)} ${f(-w * 0.1)} 0 ${f(-w * 0.2)}t0 ${f(-w * 0.2)}M${f(x + w * 0.12)} ${f(y - h * 1.5)}q${f(-w * 0.06)} ${f(-w * 0.1)} 0 ${f(-w * 0.2)}t0 ${f(-w * 0.2)}`,
        { fill: "none", stroke: C.greyLight, "stroke-width": ctx.lw * 1.4 },
      )
    : "";
  return (
    st +
    g(
      { stroke: C.ink, "stroke-width": ctx.lw },
      path(
        `M${f(x - w / 2)} ${f(y - h * 0.8)}L${f(x - w * 0.42)} ${f(y)}H${f(x + w * 0.42)}L${f(x + w / 2)} ${f(y - h * 0.8)}Z`,
        { fill: C.sky },
      ),
      ellipse(x, y - h * 0.85, w * 0.52, h * 0.55, { fill: C.brownLight }),
      path(
        `M${f(x - w * 0.3)} ${f(y - h * 1.2)}L${f(x - w * 0.1)} ${f(y - h * 0.4)}M${f(x)} ${f(y - h * 1.35)}L${f(x + w * 0.18)} ${f(y - h * 0.4)}M${f(x + w * 0.3)} ${f(y - h * 1.2)}L${f(x - w * 0.3)} ${f(y - h * 0.6)}`,
        { fill: "none", stroke: shade(C.brownLight, 0.3) },
      ),
    )
  );
}

/** A campfire with logs; (x, y) base centre, size w. */
export function campfire(ctx: Ctx, x: number, y: number, w: number): string {
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    circle(x, y - w * 0.3, w * 1.1, { fill: C.honey, opacity: 0.18, stroke: "none" }),
    path(
      `M${f(x - w * 0.55)} ${f(y)}L${f(x + w * 0.45)} ${f(y - w * 0.2)}M${f(x + w * 0.55)} ${f(y)}L${f(x - w * 0.45)} ${f(y - w * 0.2)}`,
      { fill: "none", stroke: C.brown, "stroke-width": w * 0.12 },
    ),
    path(
      `M${f(x - w * 0.3)} ${f(y - w * 0.1)}C${f(x - w * 0.4)} ${f(y - w * 0.5)} ${f(x - w * 0.1)} ${f(y - w * 0.6)} ${f(x)} ${f(y - w * 0.95)}C${f(x + w * 0.1)} ${f(y - w * 0.6)} ${f(x + w * 0.4)} ${f(y - w * 0.5)} ${f(x + w * 0.3)} ${f(y - w * 0.1)}Z`,
      { fill: C.orange },
    ),
    path(
      `M${f(x - w * 0.14)} ${f(y - w * 0.12)}C${f(x - w * 0.2)} ${f(y - w * 0.35)} ${f(x)} ${f(y - w * 0.4)} ${f(x)} ${f(y - w * 0.6)}C${f(x + w * 0.06)} ${f(y - w * 0.4)} ${f(x + w * 0.2)} ${f(y - w * 0.35)} ${f(x + w * 0.14)} ${f(y - w * 0.12)}Z`,
      { fill: C.honey, stroke: "none" },
    ),
  );
}
