/** Buildings: cottages, a lighthouse, shop fronts and city rooftops. */
import { C, shade, tint } from "../core/palette.ts";
import { rrect } from "../core/shapes.ts";
import { circle, f, g, path, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";

/** A little cottage; (x, y) is the middle of its base, w its width. */
export function cottage(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  wall: string = C.white,
  roof: string = C.orange,
  lit = false,
): string {
  const h = w * 0.62;
  const l = x - w / 2;
  const win = lit ? C.honey : C.skyLight;
  const walls = path(`M${f(l)} ${f(y)}V${f(y - h)}H${f(l + w)}V${f(y)}Z`, { fill: wall });
  const roofD = `M${f(l - w * 0.12)} ${f(y - h + w * 0.02)}Q${f(x)} ${f(y - h - w * 0.62)} ${f(l + w * 1.12)} ${f(y - h + w * 0.02)}Z`;
  const chimney = rect(x + w * 0.2, y - h - w * 0.38, w * 0.12, w * 0.26, { fill: shade(wall, 0.2) });
  const door = path(
    `M${f(x - w * 0.1)} ${f(y)}V${f(y - h * 0.5)}Q${f(x)} ${f(y - h * 0.66)} ${f(x + w * 0.1)} ${f(y - h * 0.5)}V${f(y)}Z`,
    { fill: C.leaf },
  );
  const winL =
    path(rrect(l + w * 0.1, y - h * 0.72, w * 0.2, w * 0.18, w * 0.04), { fill: win }) +
    path(`M${f(l + w * 0.2)} ${f(y - h * 0.72)}v${f(w * 0.18)}`, { fill: "none" });
  const winR =
    path(rrect(l + w * 0.7, y - h * 0.72, w * 0.2, w * 0.18, w * 0.04), { fill: win }) +
    path(`M${f(l + w * 0.8)} ${f(y - h * 0.72)}v${f(w * 0.18)}`, { fill: "none" });
  const smoke = path(
    `M${f(x + w * 0.26)} ${f(y - h - w * 0.42)}q${f(-w * 0.08)} ${f(-w * 0.1)} 0 ${f(-w * 0.18)}t0 ${f(-w * 0.18)}`,
    { fill: "none", stroke: C.greyLight, "stroke-width": ctx.lw * 2, opacity: 0.8 },
  );
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    smoke,
    chimney,
    walls,
    path(roofD, { fill: roof }),
    path(
      `M${f(l - w * 0.05)} ${f(y - h + w * 0.03)}Q${f(x)} ${f(y - h - w * 0.5)} ${f(l + w * 1.05)} ${f(y - h + w * 0.03)}`,
      { fill: "none", stroke: tint(roof, 0.35), "stroke-width": ctx.lw * 1.2 },
    ),
    door,
    winL,
    winR,
  );
}

/** A striped lighthouse on a rock; (x, y) base centre, h height. */
export function lighthouse(ctx: Ctx, x: number, y: number, h: number, on = true): string {
  const bw = h * 0.16;
  const tw = h * 0.1;
  const top = y - h * 0.78;
  const body = `M${f(x - bw)} ${f(y)}L${f(x - tw)} ${f(top)}H${f(x + tw)}L${f(x + bw)} ${f(y)}Z`;
  let stripes = "";
  for (let i = 0; i < 3; i++) {
    const y0 = y - h * (0.12 + i * 0.22);
    const y1 = y0 - h * 0.1;
    const k0 = bw - ((bw - tw) * (y - y0)) / (y - top);
    const k1 = bw - ((bw - tw) * (y - y1)) / (y - top);
    stripes += `M${f(x - k0)} ${f(y0)}L${f(x - k1)} ${f(y1)}H${f(x + k1)}L${f(x + k0)} ${f(y0)}Z`;
  }
  const beam = on
    ? path(
        `M${f(x)} ${f(top - h * 0.1)}L${f(x + h * 1.4)} ${f(top - h * 0.35)}L${f(x + h * 1.4)} ${f(top + h * 0.12)}ZM${f(x)} ${f(top - h * 0.1)}L${f(x - h * 1.4)} ${f(top - h * 0.3)}L${f(x - h * 1.4)} ${f(top + h * 0.08)}Z`,
        { fill: "#FFE7A3", opacity: 0.35, stroke: "none" },
      )
    : "";
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    beam,
    path(body, { fill: C.white }),
    path(stripes, { fill: C.orange }),
    rect(x - tw * 1.5, top - h * 0.02, tw * 3, h * 0.04, { fill: C.ink }),
    path(rrect(x - tw * 0.9, top - h * 0.16, tw * 1.8, h * 0.14, tw * 0.3), { fill: on ? C.honey : C.skyLight }),
    path(
      `M${f(x - tw * 1.2)} ${f(top - h * 0.16)}Q${f(x)} ${f(top - h * 0.3)} ${f(x + tw * 1.2)} ${f(top - h * 0.16)}Z`,
      { fill: C.orange },
    ),
    path(rrect(x - tw * 0.35, y - h * 0.2, tw * 0.7, h * 0.14, tw * 0.35), { fill: C.leaf }),
  );
}

/** A shop front with a striped awning; (x, y) base left, w width. */
export function shopFront(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  awning: string,
  sign = "",
): string {
  const aw = h * 0.18;
  let stripes = "";
  const n = 7;
  for (let i = 0; i < n; i++) {
    const sx = x - w * 0.03 + ((w * 1.06) / n) * i;
    const sw = (w * 1.06) / n;
    stripes += path(
      `M${f(sx)} ${f(y - h * 0.62)}H${f(sx + sw)}V${f(y - h * 0.62 + aw)}Q${f(sx + sw / 2)} ${f(y - h * 0.62 + aw * 1.5)} ${f(sx)} ${f(y - h * 0.62 + aw)}Z`,
      { fill: i % 2 ? C.white : awning },
    );
  }
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(rrect(x, y - h, w, h, w * 0.04), { fill: wall }),
    path(rrect(x + w * 0.1, y - h * 0.92, w * 0.8, h * 0.22, h * 0.05), { fill: C.paper }),
    sign,
    path(rrect(x + w * 0.08, y - h * 0.38, w * 0.46, h * 0.3, h * 0.03), { fill: tint(C.sky, 0.3) }),
    path(rrect(x + w * 0.62, y - h * 0.42, w * 0.28, h * 0.42, h * 0.03), { fill: C.leaf }),
    circle(x + w * 0.66, y - h * 0.2, h * 0.015, { fill: C.honey }),
    stripes,
  );
}

/** A row of city rooftops with chimneys and lit windows, along the bottom of a box. */
export function rooftops(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  colours: string[] = [C.night, "#3E5380", "#2B3A5E"],
): string {
  const r = ctx.rng;
  let out = "";
  let lit = "";
  let cx = x - 20;
  let i = 0;
  while (cx < x + w) {
    const bw = r.range(w * 0.09, w * 0.16);
    const bh = r.range(h * 0.45, h * 0.95);
    const top = y - bh;
    const c = colours[i % colours.length] ?? C.night;
    const roof = r.pick(["flat", "gable", "dome"] as const);
    const roofD =
      roof === "gable"
        ? `L${f(cx + bw / 2)} ${f(top - bw * 0.35)}`
        : roof === "dome"
          ? `Q${f(cx + bw / 2)} ${f(top - bw * 0.5)} ${f(cx + bw)} ${f(top)}`
          : "";
    out += path(`M${f(cx)} ${f(y)}V${f(top)}${roofD}L${f(cx + bw)} ${f(top)}V${f(y)}Z`, {
      fill: c,
      stroke: shade(c, 0.4),
      "stroke-width": ctx.lw * 0.7,
    });
    if (r.chance(0.5))
      out += rect(cx + bw * 0.65, top - bw * 0.4, bw * 0.14, bw * 0.4, {
        fill: c,
        stroke: shade(c, 0.4),
        "stroke-width": ctx.lw * 0.7,
      });
    for (let wy = top + bw * 0.25; wy < y - bw * 0.2; wy += bw * 0.34) {
      for (let wx = cx + bw * 0.18; wx < cx + bw * 0.8; wx += bw * 0.3) {
        if (r.chance(0.4)) lit += `M${f(wx)} ${f(wy)}h${f(bw * 0.14)}v${f(bw * 0.16)}h${f(-bw * 0.14)}Z`;
      }
    }
    cx += bw - 2;
    i++;
  }
  return out + path(lit, { fill: C.honey });
}
