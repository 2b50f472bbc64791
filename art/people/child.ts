/** A picture-book child: big round head, simple clothes, arms that can point anywhere. */
import { C, HAIRS, SKINS, shade } from "../core/palette.ts";
import { capsule, place, toScene } from "../core/shapes.ts";
import type { Place, Pt } from "../core/shapes.ts";
import { circle, ellipse, f, g, path } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { cheeks, eyes, smile } from "../animals/face.ts";
import type { Mood } from "../animals/face.ts";
import { hairBack, hairFront } from "./hair.ts";
import type { HairStyle } from "./hair.ts";

export type Kid = {
  skin?: string;
  hair?: string;
  style?: HairStyle;
  top?: string;
  bottom?: string;
  shoes?: string;
  dress?: boolean;
  sit?: boolean;
  /** arm angles in degrees: 0 hangs down, 90 points sideways, 170 reaches up */
  armL?: number;
  armR?: number;
  mood?: Mood;
  look?: number;
  mouthOpen?: boolean;
  /** drawn over the hands (a held book, a cup…) in the child's own space */
  held?: string;
  /** a hat or hood drawn over the hair */
  hat?: string;
  /** draw as a plain silhouette (no face), for the personalised book */
  silhouette?: boolean;
};

const HEAD_R = 21;
const SHOULDER = 14;
const ARM = 27;

function bodyY(k: Kid): { hip: number; sh: number; hy: number } {
  return k.sit ? { hip: -14, sh: -50, hy: -78 } : { hip: -34, sh: -70, hy: -98 };
}

/** Where a hand ends up, in the child's own space. */
export function handLocal(k: Kid, side: -1 | 1): Pt {
  const a = (((side < 0 ? k.armL : k.armR) ?? 12) * Math.PI) / 180;
  const { sh } = bodyY(k);
  return [side * (SHOULDER + Math.sin(a) * ARM), sh + 4 + Math.cos(a) * ARM];
}

/** Where a hand ends up in the scene. */
export function handAt(p: Place, k: Kid, side: -1 | 1): Pt {
  const [x, y] = handLocal(k, side);
  return toScene(p, x, y);
}

export function child(ctx: Ctx, p: Place, k: Kid = {}): string {
  const skin = k.skin ?? SKINS[1];
  const hair = k.hair ?? HAIRS[1];
  const style = k.style ?? "bob";
  const top = k.top ?? C.honey;
  const bottom = k.bottom ?? C.sky;
  const shoes = k.shoes ?? C.orange;
  const { hip, sh, hy } = bodyY(k);
  let legs: string;
  if (k.sit) {
    legs =
      path(capsule(-7, hip, -20, -5, 6.5), { fill: bottom }) +
      path(capsule(7, hip, 20, -5, 6.5), { fill: bottom }) +
      ellipse(-24, -5, 8, 6, { fill: shoes }) +
      ellipse(24, -5, 8, 6, { fill: shoes });
  } else {
    legs =
      path(capsule(-7, hip, -8, -6, 6), { fill: k.dress ? skin : bottom }) +
      path(capsule(7, hip, 8, -6, 6), { fill: k.dress ? skin : bottom }) +
      path("M-19-1Q-19-11-9-11Q-1-11-1-3Q-1 0-5 0H-17Q-19 0-19-1Z", { fill: shoes }) +
      path("M19-1Q19-11 9-11Q1-11 1-3Q1 0 5 0H17Q19 0 19-1Z", { fill: shoes });
  }
  const hem = k.dress ? hip + 8 : hip + 2;
  const flare = k.dress ? 26 : 18;
  const torso = path(
    `M${-SHOULDER - 3} ${f(sh + 2)}Q-17 ${f(sh - 4)} -8 ${f(sh - 5)}Q0 ${f(sh + 1)} 8 ${f(sh - 5)}Q17 ${f(sh - 4)} ${SHOULDER + 3} ${f(sh + 2)}L${flare} ${f(hem)}Q0 ${f(hem + 5)} ${-flare} ${f(hem)}Z`,
    { fill: top },
  );
  const collar = path(`M-8 ${f(sh - 4)}Q0 ${f(sh + 4)} 8 ${f(sh - 4)}`, { fill: "none", stroke: shade(top, 0.3) });
  const arm = (side: -1 | 1): string => {
    const [hx, hy2] = handLocal(k, side);
    return (
      path(capsule(side * SHOULDER, sh + 3, hx, hy2, 5.5, 5), { fill: top }) + circle(hx, hy2, 5.5, { fill: skin })
    );
  };
  const head =
    hairBack(style, hair, hy, HEAD_R) +
    ellipse(-HEAD_R, hy + 2, 4, 5, { fill: skin }) +
    ellipse(HEAD_R, hy + 2, 4, 5, { fill: skin }) +
    path(capsule(0, sh - 6, 0, hy + 12, 5), { fill: skin, stroke: "none" }) +
    circle(0, hy, HEAD_R, { fill: skin }) +
    hairFront(style, hair, hy, HEAD_R) +
    (k.hat ?? "") +
    (k.silhouette ? "" : faceOf(k, hy));
  return place(ctx, p, g({}, legs, arm(-1), torso, collar, head, arm(1), k.held ?? ""), 26);
}

function faceOf(k: Kid, hy: number): string {
  return (
    eyes(0, hy + 2, 15, 2.8, k.mood ?? "open", k.look ?? 0) +
    cheeks(0, hy + 9, 24, 4) +
    smile(0, hy + 11, k.mouthOpen ? 9 : 8, k.mouthOpen)
  );
}

/** A few ready-made children so scenes feel cast rather than random. */
export const KIDS = {
  ada: { skin: SKINS[4], hair: HAIRS[5], style: "afro", top: C.honey, bottom: C.leaf, shoes: C.orange },
  luna: { skin: SKINS[1], hair: HAIRS[1], style: "pigtails", top: C.rose, bottom: C.sky, shoes: C.honey, dress: true },
  mango: { skin: SKINS[3], hair: HAIRS[0], style: "bob", top: C.orange, bottom: C.leaf, shoes: C.honey },
  bao: { skin: SKINS[2], hair: HAIRS[0], style: "short", top: C.sky, bottom: C.honey, shoes: C.orange },
  benny: { skin: SKINS[0], hair: HAIRS[2], style: "spiky", top: C.white, bottom: C.sky, shoes: C.brown },
  maya: { skin: SKINS[5], hair: HAIRS[5], style: "curls", top: C.leaf, bottom: C.honey, shoes: C.rose, dress: true },
  theo: { skin: SKINS[0], hair: HAIRS[3], style: "short", top: C.leaf, bottom: C.sky, shoes: C.orange },
} satisfies Record<string, Kid>;
