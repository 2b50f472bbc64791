/** Picture scenes for books 6–10 (same contract as scenes-a). */
import { gull, flyingGull } from "../animals/birds.ts";
import { hare, hedgehog } from "../animals/forest.ts";
import { fish, frog, octopus, OCTO_TIPS } from "../animals/sea.ts";
import { C, mix, shade } from "../core/palette.ts";
import { toScene } from "../core/shapes.ts";
import { ellipse, f, g, linear, path, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { textBlock } from "../core/text.ts";
import { hill, tree, tufts } from "../nature/land.ts";
import { bananaLeaf, leafFall, seaweed, snowyPine } from "../nature/plants.ts";
import { bubbles, rays, rock, shell, sock, starfish } from "../nature/reef.ts";
import { moon, skyFill, starField } from "../nature/sky.ts";
import { puddle, rain, sea, snowfall, snowGround } from "../nature/water.ts";
import { child, handAt, KIDS } from "../people/child.ts";
import { heldBook } from "../things/book.ts";
import { cottage, lighthouse, shopFront } from "../things/buildings.ts";
import { hat, hatStand } from "../things/hats.ts";
import { teacup, umbrella } from "../things/props.ts";

/** Book 6: Otto tidies his seabed room with all eight arms. */
export function ottoScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  const op = { x: wide ? w * 0.6 : w * 0.5, y: h * (v === 0 ? 0.82 : 0.86), s: v === 0 ? 2.1 : 1.8 };
  const tip = (i: number): [number, number] => {
    const t = OCTO_TIPS[i] ?? [0, 0];
    return toScene(op, t[0], t[1]);
  };
  const [a0, a1, a7, a6] = [tip(0), tip(1), tip(7), tip(6)];
  let clutter = "";
  for (let i = 0; i < (wide ? 7 : 4); i++) {
    const x = ctx.rng.range(w * 0.05, w * 0.95);
    const y = ctx.rng.range(h * 0.9, h * 0.97);
    clutter +=
      i % 3 === 0
        ? shell(ctx, x, y, 14, C.roseLight)
        : i % 3 === 1
          ? starfish(ctx, x, y - 6, 14, i * 12, C.honey)
          : sock(ctx, x, y - 12, 16, 70, C.leafLight);
  }
  return (
    rect(0, 0, w, h, {
      fill: linear(ctx, [
        [0, "#8FCBDF"],
        [1, "#3F7FA8"],
      ]),
    }) +
    rays(w * 0.1, w * 0.8, h * 0.8, wide ? 6 : 4) +
    path(
      `M0 ${f(h * 0.86)}Q${f(w * 0.3)} ${f(h * 0.8)} ${f(w * 0.6)} ${f(h * 0.86)}T${f(w)} ${f(h * 0.84)}V${f(h)}H0Z`,
      { fill: mix(C.honey, C.paper, 0.5) },
    ) +
    seaweed(ctx, w * 0.08, h * 0.9, h * 0.45, C.leaf) +
    seaweed(ctx, w * 0.14, h * 0.92, h * 0.3, C.leafLight) +
    seaweed(ctx, w * 0.92, h * 0.9, h * 0.38, C.leaf) +
    (wide ? seaweed(ctx, w * 0.3, h * 0.9, h * 0.3, C.leafDark) : "") +
    bubbles(ctx, 0, h * 0.1, w, h * 0.6, wide ? 16 : 10) +
    fish(w * 0.2, h * (v === 0 ? 0.4 : 0.25), 2.4, C.orange) +
    fish(w * 0.85, h * 0.5, 2, C.honey, true) +
    clutter +
    octopus(ctx, op, { colour: C.rose, mood: v === 1 ? "sleepy" : "happy" }) +
    shell(ctx, a0[0], a0[1] + 6, 16, C.white) +
    g(
      { transform: `translate(${f(a7[0])} ${f(a7[1])}) scale(1.6)`, stroke: C.ink, "stroke-width": 1.9 },
      heldBook(0, -6, 26, C.honey),
    ) +
    teacup(ctx, a6[0] + 6, a6[1] + 10, 30) +
    sock(ctx, a1[0] - 4, a1[1] + 6, 14, 20, C.sky)
  );
}

/** Book 7: a little gull and the lighthouse that keeps a window bright for her. */
export function gullScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  const night = v !== 0;
  const lx = wide ? w * 0.8 : w * 0.74;
  const seaY = h * 0.7;
  return (
    (night
      ? skyFill(ctx, "night", w, h) + starField(ctx, 0, 0, w, h * 0.5, 30, 4) + moon(ctx, w * 0.2, h * 0.18, 34, 0.6)
      : rect(0, 0, w, h, {
          fill: linear(ctx, [
            [0, "#8FB9D6"],
            [0.6, "#F6C9A0"],
            [1, "#F6A77A"],
          ]),
        })) +
    sea(ctx, 0, seaY, w, h, night ? "#456A96" : C.sky, night ? "#2D456E" : C.skyDeep, 5) +
    lighthouse(ctx, lx, seaY - 40, v === 0 ? 300 : 270, true) +
    rock(ctx, lx, seaY + 40, 240, C.grey) +
    (wide
      ? flyingGull(w * 0.45, h * 0.3, 2.4, C.white, 3) + flyingGull(w * 0.52, h * 0.24, 1.6, C.white, 3)
      : flyingGull(w * 0.3, h * (v === 0 ? 0.42 : 0.28), 2, C.ink, 3)) +
    rock(ctx, wide ? w * 0.3 : w * 0.3, h * 0.93, 260, mix(C.grey, C.brownLight, 0.3)) +
    gull(
      ctx,
      { x: wide ? w * 0.3 : w * 0.3, y: h * 0.93 - 90, s: v === 0 ? 1.8 : 1.6 },
      { scarf: C.rose, mood: night ? "open" : "happy" },
    )
  );
}

/** Book 8: the snow hare's secret path of footprints. */
export function hareScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  const hp = { x: wide ? w * 0.7 : w * 0.62, y: h * (v === 0 ? 0.86 : 0.9), s: v === 0 ? 1.9 : 1.6 };
  let prints = "";
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    const x = hp.x - 60 - t * w * 0.45 + Math.sin(t * 6) * 30;
    const y = hp.y - t * h * 0.2;
    const s = 1 - t * 0.6;
    prints += ellipse(x, y, 7 * s, 4 * s) + ellipse(x + 12 * s, y - 4 * s, 7 * s, 4 * s);
  }
  let pines = "";
  const n = wide ? 7 : 4;
  for (let i = 0; i < n; i++)
    pines += snowyPine(
      ctx,
      (w / n) * (i + 0.3) + ctx.rng.range(-20, 20),
      h * 0.66,
      ctx.rng.range(110, 170),
      i % 2 ? C.leafDark : "#3C6F5B",
    );
  return (
    skyFill(ctx, "snow", w, h) +
    hill(ctx, -20, w + 20, h * 0.58, 30, h, "#DDE9F0", 3) +
    pines +
    snowGround(ctx, 0, h * 0.66, w, h) +
    (wide ? cottage(ctx, w * 0.12, h * 0.68, 70, C.paperDeep, C.rose, true) : "") +
    snowyPine(ctx, wide ? w * 0.93 : w * 0.12, h * 0.95, 240, C.leafDark) +
    g({ fill: "#B9CEDD", stroke: "none" }, prints) +
    hare(ctx, hp, { hold: v === 1 ? "wave" : "none", mood: v === 2 ? "happy" : "open", scarf: C.orange }) +
    snowfall(ctx, 0, 0, w, h, wide ? 70 : 45, 5)
  );
}

/** Book 9: Mango and her umbrella in the monsoon rain. */
export function mangoScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  const kp = { x: wide ? w * 0.62 : w * 0.52, y: h * (v === 0 ? 0.86 : 0.9), s: v === 0 ? 2 : 1.7 };
  const kid = { ...KIDS.mango, armR: 165, armL: 35, mood: "happy" as const, mouthOpen: true };
  const hand = handAt(kp, kid, 1);
  return (
    skyFill(ctx, "storm", w, h) +
    hill(ctx, -20, w + 20, h * 0.66, 30, h, mix(C.leaf, C.sky, 0.35), 3) +
    bananaLeaf(ctx, w * 0.04, h * 0.9, h * 0.55, 20, C.leaf) +
    bananaLeaf(ctx, w * 0.1, h * 0.95, h * 0.45, 50, C.leafDark) +
    bananaLeaf(ctx, w * 0.97, h * 0.9, h * 0.55, -25, C.leafDark) +
    (wide ? bananaLeaf(ctx, w * 0.28, h * 0.92, h * 0.4, -15, C.leaf) : "") +
    rect(0, h * 0.8, w, h * 0.2, { fill: mix(C.leaf, C.brownLight, 0.3) }) +
    puddle(ctx, kp.x + 10, kp.y + 8, 120) +
    puddle(ctx, w * 0.2, h * 0.93, 60) +
    frog(ctx, { x: w * 0.22, y: h * 0.9, s: 0.9 }, { sing: true }) +
    (wide ? frog(ctx, { x: w * 0.85, y: h * 0.92, s: 0.8 }, { mood: "happy" }) : "") +
    child(ctx, kp, kid) +
    umbrella(ctx, hand[0], hand[1], v === 0 ? 110 : 95, C.honey, 8) +
    rain(ctx, 0, 0, w, h, wide ? 110 : 70, 26)
  );
}

/** Book 10: Hedgehog in a tall hat outside his autumn hat shop. */
export function hatScene(ctx: Ctx, w: number, h: number, v: number): string {
  const wide = w > h * 1.5;
  const gy = h * (v === 0 ? 0.86 : 0.9);
  // Across a spread the shop fills the left-hand page and the hedgehog the right, so the shop's sign
  // stays clear of the fold.
  const sx = wide ? w * 0.05 : w * 0.12;
  const sw = wide ? 460 : w * 0.76;
  // A little lower across a spread, so the roof clears the text panel above it.
  const sh = wide ? 318 : 340;
  const sign = textBlock(["HATS"], {
    x: sx + sw / 2,
    y: gy - sh * 0.92 + 52,
    size: 40,
    anchor: "middle",
    weight: 700,
    fill: C.orange,
  });
  const win = (i: number): string =>
    hatStand(
      (["top", "bobble", "flower"] as const)[i] ?? "top",
      sx + sw * (0.16 + i * 0.14),
      gy - sh * 0.1,
      44,
      [C.leaf, C.rose, C.honey][i] ?? C.leaf,
      ctx.lw,
    );
  return (
    skyFill(ctx, "dusk", w, h) +
    tree(ctx, w * 0.9, gy - 10, 200, "round", C.amber) +
    (wide ? tree(ctx, w * 0.55, gy - 10, 220, "round", C.orange) : "") +
    shopFront(ctx, sx, gy, sw, sh, C.paperDeep, C.orange, sign) +
    win(0) +
    win(1) +
    win(2) +
    rect(0, gy, w, h - gy, { fill: mix(C.brownLight, C.paper, 0.4) }) +
    path(`M0 ${f(gy)}H${f(w)}`, { stroke: C.ink, "stroke-width": ctx.lw }) +
    hedgehog(
      ctx,
      { x: wide ? w * 0.5 + 300 : w * 0.64, y: gy + 40, s: v === 0 ? 1.8 : 1.5 },
      { hold: "wave", mood: "happy", extra: hat("top", 4, -98, 50, "#3F4A6B") },
    ) +
    leafFall(ctx, 0, h * 0.2, w, h * 0.75, wide ? 22 : 14, 12) +
    tufts(ctx, 0, w, gy + 10, h, 6, shade(C.brownLight, 0.3), 10)
  );
}
