/** Hats for the hat shop (and anyone who needs one): drawn in the wearer's own 100-unit space. */
import { C, shade, tint } from "../core/palette.ts";
import { rrect } from "../core/shapes.ts";
import { circle, ellipse, f, g, path } from "../core/svg.ts";

export type HatKind = "top" | "bobble" | "flower" | "beret" | "cone" | "baker";

/** A hat centred on x, brim at y, brim width w (no outline weight of its own: inherits). */
export function hat(kind: HatKind, x: number, y: number, w: number, colour: string): string {
  const band = tint(colour, 0.45);
  switch (kind) {
    case "top":
      return g(
        {},
        ellipse(x, y, w / 2, w * 0.1, { fill: colour }),
        path(rrect(x - w * 0.3, y - w * 0.7, w * 0.6, w * 0.7, w * 0.06), { fill: colour }),
        path(`M${f(x - w * 0.3)} ${f(y - w * 0.2)}H${f(x + w * 0.3)}`, {
          fill: "none",
          stroke: C.rose,
          "stroke-width": w * 0.1,
        }),
      );
    case "bobble":
      return g(
        {},
        path(
          `M${f(x - w * 0.45)} ${f(y)}C${f(x - w * 0.45)} ${f(y - w * 0.7)} ${f(x + w * 0.45)} ${f(y - w * 0.7)} ${f(x + w * 0.45)} ${f(y)}Z`,
          { fill: colour },
        ),
        path(rrect(x - w * 0.48, y - w * 0.12, w * 0.96, w * 0.16, w * 0.06), { fill: band }),
        circle(x, y - w * 0.56, w * 0.13, { fill: C.white }),
      );
    case "flower":
      return g(
        {},
        ellipse(x, y, w / 2, w * 0.12, { fill: colour }),
        path(
          `M${f(x - w * 0.28)} ${f(y)}Q${f(x - w * 0.3)} ${f(y - w * 0.42)} ${f(x)} ${f(y - w * 0.42)}Q${f(x + w * 0.3)} ${f(y - w * 0.42)} ${f(x + w * 0.28)} ${f(y)}Z`,
          { fill: colour },
        ),
        circle(x + w * 0.2, y - w * 0.16, w * 0.09, { fill: C.rose }),
        circle(x + w * 0.2, y - w * 0.16, w * 0.035, { fill: C.honey, stroke: "none" }),
      );
    case "beret":
      return g(
        {},
        path(
          `M${f(x - w * 0.5)} ${f(y)}C${f(x - w * 0.6)} ${f(y - w * 0.4)} ${f(x + w * 0.5)} ${f(y - w * 0.5)} ${f(x + w * 0.5)} ${f(y)}Q${f(x)} ${f(y + w * 0.1)} ${f(x - w * 0.5)} ${f(y)}Z`,
          { fill: colour },
        ),
        path(`M${f(x)} ${f(y - w * 0.36)}l${f(w * 0.04)} ${f(-w * 0.12)}`, { fill: "none" }),
      );
    case "cone":
      return g(
        {},
        path(`M${f(x - w * 0.35)} ${f(y)}L${f(x)} ${f(y - w * 0.9)}L${f(x + w * 0.35)} ${f(y)}Z`, { fill: colour }),
        path(
          `M${f(x - w * 0.2)} ${f(y - w * 0.4)}h0M${f(x + w * 0.1)} ${f(y - w * 0.6)}h0M${f(x + w * 0.12)} ${f(y - w * 0.2)}h0`,
          { stroke: C.white, "stroke-width": w * 0.08 },
        ),
        circle(x, y - w * 0.92, w * 0.08, { fill: C.honey }),
      );
    default:
      return g(
        {},
        path(
          `M${f(x - w * 0.34)} ${f(y)}V${f(y - w * 0.3)}C${f(x - w * 0.6)} ${f(y - w * 0.4)} ${f(x - w * 0.5)} ${f(y - w * 0.85)} ${f(x - w * 0.2)} ${f(y - w * 0.72)}C${f(x - w * 0.1)} ${f(y - w * 0.95)} ${f(x + w * 0.2)} ${f(y - w * 0.95)} ${f(x + w * 0.24)} ${f(y - w * 0.72)}C${f(x + w * 0.52)} ${f(y - w * 0.82)} ${f(x + w * 0.6)} ${f(y - w * 0.38)} ${f(x + w * 0.34)} ${f(y - w * 0.3)}V${f(y)}Z`,
          { fill: C.white },
        ),
        path(`M${f(x - w * 0.34)} ${f(y - w * 0.12)}H${f(x + w * 0.34)}`, {
          fill: "none",
          stroke: shade(C.white, 0.12),
        }),
      );
  }
}

/** A hat on a little wooden stand, for shop windows; (x, y) stand base. */
export function hatStand(kind: HatKind, x: number, y: number, w: number, colour: string, lw: number): string {
  return g(
    { stroke: C.ink, "stroke-width": lw },
    path(`M${f(x)} ${f(y)}V${f(y - w * 0.8)}M${f(x - w * 0.25)} ${f(y)}H${f(x + w * 0.25)}`, {
      fill: "none",
      stroke: C.brown,
      "stroke-width": lw * 2,
    }),
    hat(kind, x, y - w * 0.8, w, colour),
  );
}
