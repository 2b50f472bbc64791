/** Picture scenes for books 11–15 (same contract as scenes-a). */
import { dragon } from "../animals/big.ts";
import { fox } from "../animals/fox.ts";
import { hedgehog, rabbit } from "../animals/forest.ts";
import { C, mix, tint } from "../core/palette.ts";
import { rrect } from "../core/shapes.ts";
import { circle, f, g, linear, path, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { textBlock } from "../core/text.ts";
import { flowers, hill, tree, tufts } from "../nature/land.ts";
import { reeds } from "../nature/plants.ts";
import { rock } from "../nature/reef.ts";
import { cloud, moon, skyFill, starField, starPath } from "../nature/sky.ts";
import { ripples, waveLine } from "../nature/water.ts";
import { child, handAt, KIDS } from "../people/child.ts";
import { cake, loaf, oven, shelf, tray, windowFrame } from "../things/bakery.ts";
import { rooftops } from "../things/buildings.ts";
import { hat } from "../things/hats.ts";
import { campfire } from "../things/props.ts";
import { paperBoat, trainCar } from "../things/vehicles.ts";

/** Book 11: Ember, the shy little dragon, beside her mountain cave. */
export function emberScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  const gy = h * (v === 0 ? 0.86 : 0.9);
  const night = v === 2;
  const dp = { x: wide ? w * 0.55 : w * 0.52, y: gy, s: v === 0 ? 2 : 1.7 };
  const cave = `M${f(w * 0.55)} ${f(gy)}C${f(w * 0.6)} ${f(h * 0.3)} ${f(w * 1.05)} ${f(h * 0.2)} ${f(w + 20)} ${f(h * 0.3)}V${f(gy)}Z`;
  return (
    (night
      ? skyFill(ctx, "night", w, h) + starField(ctx, 0, 0, w, h * 0.5, 40, 4)
      : rect(0, 0, w, h, {
          fill: linear(ctx, [
            [0, "#B7A6D6"],
            [1, "#F8C9A4"],
          ]),
        })) +
    path(
      `M-20 ${f(h * 0.7)}L${f(w * 0.2)} ${f(h * 0.38)}L${f(w * 0.34)} ${f(h * 0.52)}L${f(w * 0.5)} ${f(h * 0.32)}L${f(w * 0.8)} ${f(h * 0.7)}Z`,
      { fill: mix(C.lilac, C.paper, night ? 0 : 0.3), opacity: 0.8 },
    ) +
    path(
      `M${f(w * 0.16)} ${f(h * 0.43)}L${f(w * 0.2)} ${f(h * 0.38)}L${f(w * 0.25)} ${f(h * 0.44)}Q${f(w * 0.2)} ${f(h * 0.42)} ${f(w * 0.16)} ${f(h * 0.43)}ZM${f(w * 0.45)} ${f(h * 0.37)}L${f(w * 0.5)} ${f(h * 0.32)}L${f(w * 0.55)} ${f(h * 0.38)}Q${f(w * 0.5)} ${f(h * 0.36)} ${f(w * 0.45)} ${f(h * 0.37)}Z`,
      { fill: C.white },
    ) +
    path(cave, { fill: "#8A7F99", stroke: C.ink, "stroke-width": ctx.lw }) +
    path(`M${f(w * 0.7)} ${f(gy)}C${f(w * 0.7)} ${f(h * 0.5)} ${f(w * 0.92)} ${f(h * 0.5)} ${f(w * 0.92)} ${f(gy)}Z`, {
      fill: "#3A3550",
      stroke: C.ink,
      "stroke-width": ctx.lw,
    }) +
    hill(ctx, -20, w + 20, gy - 10, 16, h, mix(C.leaf, C.lilac, 0.3), 3) +
    rock(ctx, w * 0.22, gy + 10, 150, mix(C.grey, C.lilac, 0.3)) +
    flowers(ctx, 0, w, gy + 10, h, 10, 7) +
    tufts(ctx, 0, w, gy, h, 10, C.leafDark, 12) +
    (v === 1 ? rabbit(ctx, { x: w * 0.2, y: gy + 20, s: 1.3 }, { hold: "wave", mood: "happy" }) : "") +
    (night
      ? campfire(ctx, w * 0.38, gy + 30, 70) +
        fox(ctx, { x: w * 0.22, y: gy + 40, s: 1.5 }, { mood: "happy", scarf: C.honey }) +
        hedgehog(ctx, { x: w * 0.82, y: gy + 50, s: 1.3, flip: true }, { mood: "happy" })
      : "") +
    dragon(ctx, dp, { mood: v === 0 ? "happy" : "open", look: -1, hold: v === 1 ? "hug" : "none", flame: v !== 1 })
  );
}

/** Book 12: Benny carries a tray of buns through his bakery. */
export function bakeryScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  const gy = h * (v === 0 ? 0.86 : 0.92);
  const kp = { x: wide ? w * 0.62 : w * 0.5, y: gy, s: v === 0 ? 2.1 : 1.8 };
  const kid = { ...KIDS.benny, armL: 75, armR: 75, mood: "happy" as const, hat: hat("baker", 0, -114, 44, C.white) };
  const hl = handAt(kp, kid, -1);
  const hr = handAt(kp, kid, 1);
  let tiles = "";
  for (let y = h * 0.62; y < gy; y += 30) tiles += `M0 ${f(y)}H${f(w)}`;
  let breads = "";
  const shelfY = v === 0 ? h * 0.36 : h * 0.3;
  for (let i = 0; i < (wide ? 4 : 2); i++) breads += loaf(ctx, w * 0.1 + i * 70, shelfY, 60);
  return (
    rect(0, 0, w, h, { fill: C.paperDeep }) +
    rect(0, h * 0.6, w, gy - h * 0.6, { fill: tint(C.sky, 0.55) }) +
    path(tiles, { stroke: C.white, "stroke-width": 3, fill: "none" }) +
    windowFrame(
      ctx,
      wide ? w * 0.78 : w * 0.62,
      v === 0 ? h * 0.3 : h * 0.12,
      150,
      170,
      rect(0, 0, w, h, { fill: C.sky }) + cloud(ctx, wide ? w * 0.85 : w * 0.72, v === 0 ? h * 0.34 : h * 0.2, 90),
    ) +
    shelf(ctx, w * 0.04, shelfY, wide ? 300 : 160) +
    breads +
    oven(ctx, wide ? w * 0.3 : w * 0.16, gy, 170) +
    rect(0, gy, w, h - gy, { fill: C.brownLight, stroke: C.ink, "stroke-width": ctx.lw }) +
    cake(ctx, wide ? w * 0.9 : w * 0.86, gy + 30, 80) +
    child(ctx, kp, kid) +
    tray(ctx, (hl[0] + hr[0]) / 2, Math.min(hl[1], hr[1]) - 4, 110)
  );
}

/** Book 13: the night train to Dreamland, rolling over the clouds. */
export function trainScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  const ty = h * (v === 0 ? 0.62 : 0.58);
  const faces = (x: number, y: number, hair: string, skin: string): string =>
    circle(x, y, 16, { fill: skin }) +
    path(`M${f(x - 16)} ${f(y - 2)}Q${f(x)} ${f(y - 26)} ${f(x + 16)} ${f(y - 2)}Z`, { fill: hair }) +
    path(`M${f(x - 5)} ${f(y + 2)}h0M${f(x + 5)} ${f(y + 2)}h0`, { stroke: C.ink, "stroke-width": 4 });
  const carW = 150;
  const x0 = wide ? w * 0.2 : w * 0.05;
  const cars =
    trainCar(ctx, x0, ty, carW, C.sky, false, faces(x0 + 48, ty - 60, "#2A2230", "#D99E72")) +
    trainCar(ctx, x0 + carW + 14, ty, carW, C.rose, false, faces(x0 + carW + 14 + 110, ty - 60, "#9A4B2A", "#F7D7BE")) +
    trainCar(ctx, x0 + (carW + 14) * 2, ty, carW * 1.1, C.orange, true);
  let sleepers = "";
  for (let x = -10; x < w + 20; x += 26) sleepers += `M${f(x)} ${f(ty + 2)}v10`;
  return (
    skyFill(ctx, "night", w, h) +
    starField(ctx, 0, 0, w, h * 0.5, wide ? 60 : 40, 5) +
    moon(ctx, wide ? w * 0.86 : w * 0.8, v === 0 ? 300 : h * 0.2, 46, 0.5) +
    cloud(ctx, w * 0.2, h * 0.4, 150, "#C9D3EA", 0.35) +
    rooftops(ctx, 0, h, w, h * 0.3) +
    g(
      { transform: `rotate(-6 ${f(w / 2)} ${f(ty)})` },
      path(`M-40 ${f(ty + 7)}H${f(w + 40)}`, { stroke: C.honey, "stroke-width": 4, fill: "none" }),
      path(sleepers, { stroke: mix(C.honey, C.night, 0.4), "stroke-width": 4, fill: "none" }),
      cars,
      path(`M${f(x0 + (carW + 14) * 2 + 20)} ${f(ty - 100)}q-20-30 10-50t10-60`, {
        fill: "none",
        stroke: C.white,
        "stroke-width": 14,
        opacity: 0.5,
      }),
    ) +
    cloud(ctx, w * 0.7, h * 0.86, 260, "#C9D3EA", 0.5) +
    cloud(ctx, w * 0.15, h * 0.92, 220, "#C9D3EA", 0.55)
  );
}

/** Book 14: Bao sends paper boats down the stream. */
export function boatsScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  const stream = `M${f(w * 0.55)} ${f(h * 0.55)}C${f(w * 0.35)} ${f(h * 0.65)} ${f(w * 0.85)} ${f(h * 0.75)} ${f(w * 0.4)} ${f(h + 10)}H${f(w * 1.1)}C${f(w * 1.1)} ${f(h * 0.75)} ${f(w * 0.55)} ${f(h * 0.65)} ${f(w * 0.62)} ${f(h * 0.55)}Z`;
  const kp = { x: wide ? w * 0.3 : w * 0.26, y: h * (v === 0 ? 0.86 : 0.9), s: v === 0 ? 2 : 1.7 };
  const kid = { ...KIDS.bao, sit: true, armL: 40, armR: 70, mood: "happy" as const };
  const boats: [number, number, number, string][] = [
    [0.75, 0.88, 70, C.white],
    [0.62, 0.74, 52, C.honey],
    [0.56, 0.64, 36, C.rose],
    [0.6, 0.58, 24, C.white],
  ];
  return (
    skyFill(ctx, "day", w, h) +
    cloud(ctx, w * 0.7, h * (v === 0 ? 0.36 : 0.2), 140) +
    hill(ctx, -20, w + 20, h * 0.55, 30, h, tint(C.leaf, 0.35), wide ? 4 : 2) +
    tree(ctx, w * 0.85, h * 0.6, 170, "tall", C.leaf) +
    rect(0, h * 0.58, w, h * 0.42, { fill: C.leafLight }) +
    path(stream, {
      fill: linear(ctx, [
        [0, C.skyLight],
        [1, C.sky],
      ]),
      stroke: C.ink,
      "stroke-width": ctx.lw,
    }) +
    path(waveLine(w * 0.6, w * 0.9, h * 0.8, 3, 24) + waveLine(w * 0.5, w * 0.8, h * 0.68, 2, 18), {
      fill: "none",
      stroke: C.white,
      "stroke-width": 3,
    }) +
    boats
      .map(([bx, by, bw, c]) => ripples(w * bx, h * by + 2, bw * 0.6, 1) + paperBoat(ctx, w * bx, h * by, bw, c))
      .join("") +
    reeds(ctx, w * 0.02, w * 0.2, h * 0.98, 80, 8, C.leafDark, true) +
    tufts(ctx, 0, w * 0.5, h * 0.62, h, 10, C.leafDark, 12) +
    child(ctx, kp, kid)
  );
}

/** Book 15: the personalised book — a child silhouette and a ribbon waiting for a name. */
export function adventureScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  // Across a spread the child and the ribbon stand on the right-hand page, clear of the gutter;
  // the trail runs back over the fold to the X on the left-hand page.
  const cx = wide ? w * 0.75 : w / 2;
  const gy = h * (v === 0 ? 0.86 : 0.9);
  const ry = v === 0 ? 300 : h * 0.18;
  const rw = 330;
  const ribbon =
    path(`M${f(cx - rw / 2 - 40)} ${f(ry + 10)}h50v50h-50l16-25Z`, { fill: C.amber }) +
    path(`M${f(cx + rw / 2 + 40)} ${f(ry + 10)}h-50v50h50l-16-25Z`, { fill: C.amber }) +
    path(
      `M${f(cx - rw / 2)} ${f(ry)}Q${f(cx)} ${f(ry - 16)} ${f(cx + rw / 2)} ${f(ry)}v52Q${f(cx)} ${f(ry + 36)} ${f(cx - rw / 2)} ${f(ry + 52)}Z`,
      { fill: C.orange },
    );
  let mountains = "";
  for (let i = 0; i < (wide ? 5 : 3); i++) {
    const mx = w * (0.1 + i * (wide ? 0.2 : 0.4));
    mountains +=
      path(`M${f(mx - 60)} ${f(h * 0.7)}L${f(mx)} ${f(h * 0.56)}L${f(mx + 60)} ${f(h * 0.7)}Z`, {
        fill: tint(C.leaf, 0.4),
      }) +
      path(`M${f(mx - 20)} ${f(h * 0.6)}L${f(mx)} ${f(h * 0.56)}L${f(mx + 20)} ${f(h * 0.6)}Z`, {
        fill: C.white,
        stroke: "none",
      });
  }
  const [ex, ey] = wide ? [w * 0.4, h * 0.45] : [w * 0.85, h * 0.5];
  const trail = wide
    ? `M${f(cx)} ${f(gy)}C${f(cx - w * 0.3)} ${f(gy - 60)} ${f(w * 0.1)} ${f(h * 0.75)} ${f(w * 0.2)} ${f(h * 0.6)}S${f(w * 0.3)} ${f(h * 0.4)} ${f(ex)} ${f(ey)}`
    : `M${f(cx)} ${f(gy)}C${f(cx - w * 0.3)} ${f(gy - 60)} ${f(w * 0.1)} ${f(h * 0.75)} ${f(w * 0.2)} ${f(h * 0.6)}S${f(w * 0.7)} ${f(h * 0.45)} ${f(ex)} ${f(ey)}`;
  return (
    rect(0, 0, w, h, { fill: mix(C.honey, C.paper, 0.7) }) +
    path(rrect(20, 20, w - 40, h - 40, 24), {
      fill: "none",
      stroke: C.amber,
      "stroke-width": 3,
      "stroke-dasharray": "2 12",
    }) +
    g({ stroke: C.ink, "stroke-width": ctx.lw * 0.8 }, mountains) +
    path(waveLine(w * 0.55, w * 0.95, h * 0.74, 5, 30) + waveLine(w * 0.6, w * 0.9, h * 0.78, 5, 30), {
      fill: "none",
      stroke: C.sky,
      "stroke-width": 4,
    }) +
    path(trail, { fill: "none", stroke: C.orange, "stroke-width": 4, "stroke-dasharray": "2 14" }) +
    path(`M${f(ex - 14)} ${f(ey - 14)}l28 28m0-28l-28 28`, { stroke: C.orange, "stroke-width": 6 }) +
    g(
      { transform: `translate(${f(wide ? w * 0.08 : w * 0.15)} ${f(h * 0.47)})` },
      circle(0, 0, 34, { fill: C.paper, stroke: C.ink, "stroke-width": ctx.lw }),
      path(starPath(0, 0, 30, 0.25), { fill: C.honey, stroke: C.ink, "stroke-width": ctx.lw * 0.7 }),
    ) +
    circle(cx, gy - 150, 150, { fill: C.white, opacity: 0.6 }) +
    child(
      ctx,
      { x: cx, y: gy, s: v === 0 ? 2.1 : 1.8 },
      {
        silhouette: true,
        skin: C.night,
        hair: C.night,
        top: C.night,
        bottom: C.night,
        shoes: C.night,
        style: "bob",
        armL: 20,
        armR: 150,
      },
    ) +
    g({ stroke: C.ink, "stroke-width": ctx.lw }, ribbon) +
    textBlock(["Your name here"], { x: cx, y: ry + 34, size: 30, anchor: "middle", weight: 700, fill: C.white })
  );
}
