/** A grown-up (Granny Fig, the knitting grandmother): taller body, smaller head, optional glasses and apron. */
import { C, HAIRS, SKINS } from "../core/palette.ts";
import { capsule, place, toScene } from "../core/shapes.ts";
import type { Place, Pt } from "../core/shapes.ts";
import { circle, ellipse, f, g, path } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { cheeks, eyes, smile } from "../animals/face.ts";
import type { Mood } from "../animals/face.ts";
import { hairBack, hairFront } from "./hair.ts";
import type { HairStyle } from "./hair.ts";

export type Grown = {
  skin?: string;
  hair?: string;
  style?: HairStyle;
  top?: string;
  skirt?: string;
  apron?: string;
  glasses?: boolean;
  sit?: boolean;
  armL?: number;
  armR?: number;
  mood?: Mood;
  held?: string;
};

const R = 19;
const ARM = 40;

function frame(a: Grown): { sh: number; hy: number; hip: number } {
  return a.sit ? { sh: -96, hy: -124, hip: -44 } : { sh: -128, hy: -156, hip: -70 };
}

export function adultHand(p: Place, a: Grown, side: -1 | 1): Pt {
  const ang = (((side < 0 ? a.armL : a.armR) ?? 15) * Math.PI) / 180;
  const { sh } = frame(a);
  return toScene(p, side * (20 + Math.sin(ang) * ARM), sh + 6 + Math.cos(ang) * ARM);
}

export function adult(ctx: Ctx, p: Place, a: Grown = {}): string {
  const skin = a.skin ?? SKINS[1];
  const hair = a.hair ?? HAIRS[4];
  const top = a.top ?? C.leaf;
  const skirt = a.skirt ?? C.rose;
  const { sh, hy, hip } = frame(a);
  const legs = a.sit
    ? path(capsule(-10, hip, -26, -6, 7.5), { fill: skirt }) +
      path(capsule(10, hip, 26, -6, 7.5), { fill: skirt }) +
      ellipse(-30, -5, 10, 6, { fill: C.brown }) +
      ellipse(30, -5, 10, 6, { fill: C.brown })
    : path(capsule(-9, hip, -10, -6, 6.5), { fill: skin }) +
      path(capsule(9, hip, 10, -6, 6.5), { fill: skin }) +
      ellipse(-13, -4, 11, 6, { fill: C.brown }) +
      ellipse(13, -4, 11, 6, { fill: C.brown });
  const dressEnd = a.sit ? hip + 8 : hip + 30;
  const dress = path(
    `M-22 ${f(sh + 2)}Q-12 ${f(sh - 6)} 0 ${f(sh - 4)}Q12 ${f(sh - 6)} 22 ${f(sh + 2)}L${a.sit ? 28 : 30} ${f(dressEnd)}Q0 ${f(dressEnd + 8)} ${a.sit ? -28 : -30} ${f(dressEnd)}Z`,
    { fill: a.sit ? top : skirt },
  );
  const blouse = a.sit
    ? ""
    : path(
        `M-22 ${f(sh + 2)}Q-12 ${f(sh - 6)} 0 ${f(sh - 4)}Q12 ${f(sh - 6)} 22 ${f(sh + 2)}L24 ${f(hip)}Q0 ${f(hip + 6)} -24 ${f(hip)}Z`,
        { fill: top },
      );
  const apron = a.apron
    ? path(`M-14 ${f(sh + 22)}H14L18 ${f(dressEnd - 6)}Q0 ${f(dressEnd)} -18 ${f(dressEnd - 6)}Z`, { fill: a.apron }) +
      path(`M-12 ${f(sh + 22)}Q-10 ${f(sh + 4)} -6 ${f(sh - 2)}M12 ${f(sh + 22)}Q10 ${f(sh + 4)} 6 ${f(sh - 2)}`, {
        fill: "none",
      })
    : "";
  const arm = (side: -1 | 1): string => {
    const ang = (((side < 0 ? a.armL : a.armR) ?? 15) * Math.PI) / 180;
    const hx = side * (20 + Math.sin(ang) * ARM);
    const hy2 = sh + 6 + Math.cos(ang) * ARM;
    return path(capsule(side * 20, sh + 6, hx, hy2, 6.5, 5.5), { fill: top }) + circle(hx, hy2, 6, { fill: skin });
  };
  const glasses = a.glasses
    ? circle(-7, hy + 1, 5.5, { fill: C.white, "fill-opacity": 0.3 }) +
      circle(7, hy + 1, 5.5, { fill: C.white, "fill-opacity": 0.3 }) +
      path(`M-1.5 ${f(hy)}h3`, { fill: "none" })
    : "";
  const head =
    hairBack(a.style ?? "bun", hair, hy, R) +
    path(capsule(0, sh - 4, 0, hy + 10, 5.5), { fill: skin, stroke: "none" }) +
    circle(0, hy, R, { fill: skin }) +
    hairFront(a.style ?? "bun", hair, hy, R) +
    eyes(0, hy + 1, 14, 2.4, a.mood ?? "happy") +
    glasses +
    cheeks(0, hy + 8, 24, 3.6) +
    smile(0, hy + 10, 8);
  return place(ctx, p, g({}, legs, arm(-1), dress, blouse, apron, head, arm(1), a.held ?? ""), 30);
}

export const GRANNY: Grown = {
  skin: SKINS[2],
  hair: HAIRS[4],
  style: "bun",
  top: C.leaf,
  skirt: C.rose,
  apron: C.honey,
  glasses: true,
};
