/** Friendly bust portraits (clients, readers, the studio owner) drawn in a 200-unit square. */
import { C, shade, tint } from "../core/palette.ts";
import { oval, ring } from "../core/shapes.ts";
import { circle, ellipse, f, g, path, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { cheeks, eyes } from "../animals/face.ts";
import { hairBack, hairFront } from "./hair.ts";
import type { HairStyle } from "./hair.ts";

export type Sitter = {
  skin: string;
  hair: string;
  style: HairStyle;
  shirt: string;
  bg: string;
  /** neckline of the top */
  neck?: "crew" | "vee" | "collar" | "hood" | "turtle";
  glasses?: boolean;
  beard?: boolean;
  earrings?: string;
  stripes?: string;
  /** background motif */
  motif?: "dots" | "leaves" | "stars" | "rings" | "none";
  mood?: "open" | "happy";
  grin?: boolean;
  /** extra artwork drawn behind the hair front (e.g. a brush tucked behind the ear) */
  behindEar?: string;
  /** extra artwork drawn last */
  extra?: string;
};

function motif(ctx: Ctx, kind: Sitter["motif"], colour: string): string {
  if (!kind || kind === "none") return "";
  const r = ctx.rng;
  let d = "";
  for (let i = 0; i < 9; i++) {
    const x = r.range(8, 192);
    const y = r.range(8, 120);
    if (Math.hypot(x - 100, y - 88) < 56) continue;
    if (kind === "dots") d += ring(x, y, r.range(3, 6));
    else if (kind === "rings") d += ring(x, y, r.range(5, 9));
    else if (kind === "stars") d += `M${f(x)} ${f(y - 6)}l2 4l4 2l-4 2l-2 4l-2-4l-4-2l4-2Z`;
    else d += `M${f(x)} ${f(y)}q6-10 12-2q-6 8-12 2Z`;
  }
  return kind === "rings"
    ? path(d, { fill: "none", stroke: colour, "stroke-width": 3 })
    : path(d, { fill: colour, stroke: "none" });
}

function top(s: Sitter): string {
  const body = "M22 200C24 160 52 142 100 140C148 142 176 160 178 200Z";
  const stripes = s.stripes
    ? path("M26 176H174M24 190H176M34 162H166", { fill: "none", stroke: s.stripes, "stroke-width": 6 })
    : "";
  const outline = path(body, { fill: "none" });
  switch (s.neck) {
    case "vee":
      return path(body, { fill: s.shirt }) + stripes + path("M80 142L100 172L120 142Z", { fill: s.skin }) + outline;
    case "collar":
      return (
        path(body, { fill: s.shirt }) +
        stripes +
        path("M78 142L100 160L90 172L72 150ZM122 142L100 160L110 172L128 150Z", { fill: C.white }) +
        outline
      );
    case "hood":
      return (
        path("M46 158C40 130 70 124 100 128C130 124 160 130 154 158Z", { fill: shade(s.shirt, 0.15) }) +
        path(body, { fill: s.shirt }) +
        path("M90 150v22M110 150v22", { fill: "none", stroke: C.white, "stroke-width": 3 }) +
        outline
      );
    case "turtle":
      return (
        path(body, { fill: s.shirt }) + stripes + path("M80 128H120V150Q100 156 80 150Z", { fill: tint(s.shirt, 0.15) })
      );
    default:
      return path(body, { fill: s.shirt }) + stripes + path("M82 142Q100 154 118 142", { fill: "none" });
  }
}

/** Draws a sitter into the 200×200 space (place it with a transform for other sizes). */
export function portrait(ctx: Ctx, s: Sitter): string {
  const hy = 88;
  const hr = 36;
  const wrap = s.style === "wrap";
  const glasses = s.glasses
    ? path(ring(86, hy + 2, 10) + ring(114, hy + 2, 10), { fill: C.white, "fill-opacity": 0.25 }) +
      path(`M96 ${hy}q4-3 8 0`, { fill: "none" })
    : "";
  const beard = s.beard
    ? path(
        `M66 ${hy + 4}C66 ${hy + 44} 134 ${hy + 44} 134 ${hy + 4}C128 ${hy + 22} 112 ${hy + 24} 100 ${hy + 22}C88 ${hy + 24} 72 ${hy + 22} 66 ${hy + 4}Z`,
        { fill: s.hair },
      )
    : "";
  const mouth = s.grin
    ? path(`M88 ${hy + 16}Q100 ${hy + 30} 112 ${hy + 16}Z`, { fill: C.white, "stroke-width": 2 })
    : path(`M90 ${hy + 17}Q100 ${hy + 25} 110 ${hy + 17}`, { fill: "none", "stroke-width": 2.4 });
  const brows = path(`M80 ${hy - 10}q6-5 12-1M108 ${hy - 11}q6-4 12 1`, {
    fill: "none",
    stroke: shade(s.hair, 0.2),
    "stroke-width": 2.6,
  });
  const earrings = s.earrings
    ? path(ring(63, hy + 16, 3.5) + ring(137, hy + 16, 3.5), { fill: s.earrings, "stroke-width": 1.2 })
    : "";
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    rect(0, 0, 200, 200, { fill: s.bg, stroke: "none" }),
    motif(ctx, s.motif, tint(s.bg, 0.45)),
    circle(100, 92, 70, { fill: tint(s.bg, 0.3), stroke: "none" }),
    wrap ? "" : g({ transform: "translate(100 0)" }, hairBack(s.style, s.hair, hy, hr)),
    path(`M88 ${hy + 26}V146Q100 152 112 146V${hy + 26}Z`, { fill: s.skin }),
    top(s),
    wrap ? g({ transform: "translate(100 0)" }, hairBack(s.style, s.hair, hy, hr)) : "",
    s.behindEar ?? "",
    wrap ? "" : path(oval(64, hy + 4, 7, 9) + oval(136, hy + 4, 7, 9), { fill: s.skin }),
    ellipse(100, hy, hr - 2, hr + 2, { fill: s.skin }),
    beard,
    g({ transform: "translate(100 0)" }, hairFront(s.style, s.hair, hy, hr)),
    brows,
    eyes(100, hy + 2, 28, 4.2, s.mood ?? "open"),
    glasses,
    cheeks(100, hy + 14, 44, 6),
    path(`M98 ${hy + 6}q-2 6 3 7`, { fill: "none", "stroke-width": 2, stroke: shade(s.skin, 0.35) }),
    mouth,
    earrings,
    s.extra ?? "",
  );
}
