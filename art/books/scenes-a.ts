/** Picture scenes for books 1–5. Each draws into a w×h box; v picks cover (0), spread page (1) or wide spread (2). */
import { fox } from "../animals/fox.ts";
import { frog } from "../animals/sea.ts";
import { bear, mouse, rabbit } from "../animals/forest.ts";
import { C, mix, tint } from "../core/palette.ts";
import { toScene } from "../core/shapes.ts";
import { g, linear, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { bush, flowers, hill, tree, tufts, windingPath } from "../nature/land.ts";
import { cloud, moon, skyFill, starField, sun } from "../nature/sky.ts";
import { drop, puddle, ripples } from "../nature/water.ts";
import { adult, adultHand, GRANNY } from "../people/adult.ts";
import { child, handAt, KIDS } from "../people/child.ts";
import { cottage } from "../things/buildings.ts";
import { drum, fence, fireflies, notes, rainbow, stick, sunflower, wateringCan } from "../things/garden.ts";
import { jar, kite, kiteString } from "../things/props.ts";
import { bicycle } from "../things/vehicles.ts";
import { textBlock } from "../core/text.ts";

/** Book 1: Pip flies her kite up to the moon. */
export function pipScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  const dusk = v === 1;
  const mx = wide ? w * 0.78 : w * 0.68;
  const my = v === 0 ? 330 : h * 0.22;
  const mr = v === 0 ? 74 : 58;
  const pipAt = { x: wide ? w * 0.42 : w * 0.3, y: h * 0.87, s: v === 0 ? 2 : 1.75 };
  const paw = toScene(pipAt, 18, -70);
  const kx = dusk ? w * 0.62 : mx - mr * 1.25;
  const ky = dusk ? h * 0.3 : my + mr * 0.9;
  return (
    skyFill(ctx, dusk ? "dusk" : "night", w, h) +
    (dusk
      ? sun(ctx, w * 0.8, h * 0.55, 40)
      : starField(ctx, 0, 0, w, h * 0.7, wide ? 60 : 40, 5) + moon(ctx, mx, my, mr)) +
    hill(ctx, -20, w + 20, h * 0.7, 34, h, dusk ? mix(C.leaf, C.rose, 0.3) : "#2F4F6E", wide ? 5 : 3) +
    cottage(ctx, w * 0.14, h * 0.72, 46, C.paperDeep, dusk ? C.orange : "#4A5F86", true) +
    tree(ctx, w * 0.82, h * 0.78, 90, "pine", dusk ? C.leafDark : "#2C5A55") +
    hill(ctx, -20, w + 20, h * 0.84, 46, h, dusk ? C.leaf : "#3F7462", 2) +
    (dusk ? "" : fireflies(ctx, 0, h * 0.62, w, h * 0.3, 10, 3)) +
    tufts(ctx, 0, w, h * 0.86, h, 14, dusk ? C.leafDark : "#2C5A55", 12) +
    kiteString(ctx, paw[0], paw[1], kx + 10, ky + 40, 0.12) +
    kite(ctx, kx, ky, v === 0 ? 90 : 76, -20) +
    fox(ctx, pipAt, { hold: "up", mood: "happy", scarf: C.honey })
  );
}

/** Book 2: a big bear on a small red bicycle. */
export function bearScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  const gy = h * (v === 0 ? 0.87 : 0.92);
  const bx = wide ? w * 0.62 : w * 0.56;
  const bike = bicycle(ctx, bx, gy, 140, C.orange);
  const rider =
    v === 1
      ? bear(ctx, { x: bx - 140, y: gy, s: 1.8 }, { hold: "wave", mood: "happy", scarf: C.leaf })
      : bear(ctx, { x: bike.seat[0] + 4, y: bike.seat[1] + 12, s: 1.5 }, { hold: "out", mood: "happy", scarf: C.sky });
  return (
    skyFill(ctx, "day", w, h) +
    sun(ctx, w * 0.84, v === 0 ? 300 : h * 0.2, 40) +
    cloud(ctx, w * 0.25, v === 0 ? 300 : h * 0.2, 130) +
    (wide ? cloud(ctx, w * 0.55, h * 0.14, 100) : "") +
    hill(ctx, -20, w + 20, h * 0.62, 40, h, tint(C.leaf, 0.4), wide ? 5 : 3) +
    cottage(ctx, w * 0.2, h * 0.64, 60, C.white, C.rose) +
    tree(ctx, w * 0.88, h * 0.66, 110, "round", C.leaf) +
    hill(ctx, -20, w + 20, h * 0.72, 20, h, C.leafLight, 2) +
    windingPath(w * 0.5, h + 10, w * 0.3, h * 0.72, w * 0.34, tint(C.honey, 0.55)) +
    fence(ctx, 10, w * 0.3, h * 0.82, 50) +
    flowers(ctx, 0, w, h * 0.9, h * 0.98, 8, 7) +
    tufts(ctx, 0, w, h * 0.75, h, 8, C.leafDark, 12) +
    (v === 1 ? "" : rabbit(ctx, { x: w * 0.17, y: gy + 10, s: 1.2 }, { hold: "wave", mood: "wide" })) +
    bike.art +
    rider
  );
}

/** Book 3: Granny Fig conducts her garden band. */
export function grannyScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  const gy = h * (v === 0 ? 0.88 : 0.94);
  const gx = wide ? w * 0.6 : w * 0.5;
  const gp = { x: gx, y: gy, s: v === 0 ? 1.75 : 1.55 };
  const hand = adultHand(gp, { ...GRANNY, armR: 150 }, 1);
  let sunflowers = "";
  const n = 4;
  for (let i = 0; i < n; i++)
    sunflowers += sunflower(ctx, (w / n) * (i + 0.5), h * 0.72, ctx.rng.range(130, 190), i % 2 === 0);
  const frogAt = { x: gx - 175, y: gy + 6, s: 1.35 };
  const mouseAt = { x: gx + 175, y: gy + 4, s: 1.3 };
  const fluteL = toScene(mouseAt, -24, -52);
  const fluteR = toScene(mouseAt, 30, -70);
  return (
    skyFill(ctx, "day", w, h) +
    (v === 1 ? "" : sun(ctx, w * 0.15, v === 0 ? 290 : h * 0.15, 36)) +
    rect(0, h * 0.66, w, h * 0.34, { fill: C.leafLight }) +
    sunflowers +
    fence(ctx, -10, w + 10, h * 0.76, 44) +
    rect(0, h * 0.76, w, h * 0.24, { fill: C.leaf }) +
    tufts(ctx, 0, w, h * 0.78, h, 8, C.leafDark, 12) +
    flowers(ctx, 0, w, h * 0.8, h * 0.98, 6, 7) +
    notes(ctx, gx - 200, v === 0 ? 280 : h * 0.25, 400, 120, 5, 20) +
    adult(ctx, gp, { ...GRANNY, armR: 150, armL: 40 }) +
    wateringCan(ctx, hand[0] + 8, hand[1] + 14, 60, C.sky) +
    frog(ctx, frogAt, { sing: true }) +
    drum(ctx, frogAt.x + 4, frogAt.y + 10, 70) +
    stick(ctx, frogAt.x - 40, frogAt.y - 56, frogAt.x - 12, frogAt.y - 90) +
    mouse(ctx, mouseAt, { hold: "out", mood: "happy" }) +
    stick(ctx, fluteL[0], fluteL[1], fluteR[0], fluteR[1], C.honey, false, 2)
  );
}

/** Book 4: Luna counts the fireflies at twilight. */
export function lunaScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  const lp = { x: wide ? w * 0.62 : w * 0.55, y: h * (v === 0 ? 0.88 : 0.93), s: v === 0 ? 2.2 : 1.9 };
  const kid = { ...KIDS.luna, armL: 30, armR: 25, look: -1 };
  const hand = handAt(lp, kid, 1);
  const sky = rect(0, 0, w, h, {
    fill: linear(ctx, [
      [0, "#24335A"],
      [0.55, "#6E6A9A"],
      [1, "#F0A97C"],
    ]),
  });
  let count = "";
  const spots: [number, number][] = [
    [w * 0.2, h * 0.5],
    [w * 0.34, h * 0.42],
    [w * 0.8, h * 0.46],
  ];
  spots.forEach(([x, y], i) => {
    count +=
      fireflies(ctx, x, y, 1, 1, 1, 5) +
      textBlock([String(i + 1)], { x: x + 14, y: y - 8, size: 22, weight: 600, fill: "#FFE9A8" });
  });
  return (
    sky +
    starField(ctx, 0, 0, w, h * 0.4, 24, 4) +
    moon(ctx, w * 0.82, v === 0 ? 290 : h * 0.16, 30, 0.55) +
    tree(ctx, w * 0.1, h * 0.7, 150, "tall", "#34506A", false) +
    tree(ctx, w * 0.24, h * 0.7, 110, "round", "#3B5D70", false) +
    (wide ? tree(ctx, w * 0.92, h * 0.7, 140, "tall", "#34506A", false) : "") +
    hill(ctx, -20, w + 20, h * 0.72, 24, h, "#4D7A66", 3) +
    hill(ctx, -20, w + 20, h * 0.86, 20, h, "#3E6B58", 2) +
    tufts(ctx, 0, w, h * 0.78, h, 30, "#2C5348", 20) +
    fireflies(ctx, 0, h * 0.3, w, h * 0.55, wide ? 26 : 16, 4) +
    count +
    child(ctx, lp, kid) +
    jar(ctx, hand[0] - 14, hand[1] + 40, 60)
  );
}

/** Book 5: a splash in a puddle under a rainbow. */
export function puddleScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  const gy = h * (v === 0 ? 0.86 : 0.9);
  const px = wide ? w * 0.6 : w * 0.5;
  const kp = { x: px, y: gy - (v === 1 ? 0 : 40), s: v === 0 ? 2.1 : 1.8 };
  const kid = {
    ...KIDS.ada,
    top: C.honey,
    bottom: C.sky,
    shoes: C.leaf,
    armL: v === 1 ? 20 : 150,
    armR: v === 1 ? 20 : 140,
    mood: "happy" as const,
    mouthOpen: true,
  };
  let splash = "";
  for (let i = 0; i < 7; i++) {
    const a = Math.PI * (1.1 + (0.8 * i) / 6);
    splash += drop(px + Math.cos(a) * 110, gy - 10 + Math.sin(a) * 60, 6);
  }
  return (
    skyFill(ctx, "storm", w, h) +
    rainbow(w * 0.5, h * 0.75, wide ? w * 0.42 : w * 0.55, 14) +
    cloud(ctx, w * 0.2, v === 0 ? 280 : h * 0.18, 160, C.white, 0.9) +
    cloud(ctx, w * 0.78, v === 0 ? 330 : h * 0.26, 130, C.white, 0.85) +
    hill(ctx, -20, w + 20, h * 0.72, 26, h, tint(C.leaf, 0.25), wide ? 4 : 2) +
    cottage(ctx, w * 0.18, h * 0.74, 70, C.white, C.sky) +
    bush(ctx, w * 0.86, h * 0.78, 70, C.leafDark, true) +
    rect(0, h * 0.8, w, h * 0.2, { fill: C.leaf }) +
    puddle(ctx, w * 0.2, h * 0.9, 50) +
    puddle(ctx, px, gy + 6, 120) +
    (wide ? puddle(ctx, w * 0.88, h * 0.94, 60) : "") +
    (v === 1 ? ripples(px, gy + 6, 60, 2) : splash) +
    g({}, child(ctx, kp, kid))
  );
}
