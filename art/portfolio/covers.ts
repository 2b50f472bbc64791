/** Four sample covers for the portfolio, with the scenes and spots their layouts reuse. */
import { moth } from "../animals/birds.ts";
import { troll } from "../animals/big.ts";
import { C, mix, tint } from "../core/palette.ts";
import { blob, toScene } from "../core/shapes.ts";
import { ellipse, f, g, linear, path, rect } from "../core/svg.ts";
import { flowers, hill, tree, tufts } from "../nature/land.ts";
import { shell, starfish } from "../nature/reef.ts";
import { cloud, moon, skyFill, starField, sun } from "../nature/sky.ts";
import { sea } from "../nature/water.ts";
import { child, KIDS } from "../people/child.ts";
import { fence, fireflies, sunflower, wateringCan } from "../things/garden.ts";
import { umbrella } from "../things/props.ts";
import { tractor } from "../things/vehicles.ts";
import type { PageSet, Scene } from "../books/pages.ts";

/** The moth flies up toward an enormous moon over moonflowers. */
export const mothScene: Scene = (ctx, w, h, v) => {
  const wide = w > h * 1.5;
  const mx = wide ? w * 0.7 : w * 0.55;
  const my = v === 0 ? 380 : h * 0.36;
  let blooms = "";
  for (let i = 0; i < (wide ? 9 : 5); i++) {
    const x = (w / (wide ? 9 : 5)) * (i + 0.5);
    const y = h * 0.86 + (i % 2) * 20;
    blooms +=
      path(`M${f(x)} ${f(h)}Q${f(x - 10)} ${f(y + 40)} ${f(x)} ${f(y)}`, {
        fill: "none",
        stroke: "#2C5A55",
        "stroke-width": 5,
      }) +
      path(blob(x, y, 22, 16, ctx.rng, 0.12, 6), { fill: C.white, stroke: C.ink, "stroke-width": ctx.lw * 0.8 }) +
      ellipse(x, y, 6, 5, { fill: C.honey });
  }
  return (
    skyFill(ctx, "night", w, h) +
    starField(ctx, 0, 0, w, h * 0.7, wide ? 60 : 40, 5) +
    moon(ctx, mx, my, v === 0 ? 150 : 120) +
    hill(ctx, -20, w + 20, h * 0.82, 30, h, "#2F4F6E", 3) +
    fireflies(ctx, 0, h * 0.5, w, h * 0.4, 12, 3) +
    blooms +
    moth(
      ctx,
      { x: wide ? w * 0.4 : w * 0.36, y: v === 0 ? h * 0.66 : h * 0.62, s: v === 0 ? 2.2 : 1.8, rot: -15 },
      { mood: "happy" },
    )
  );
};

/** Tilly drives her tiny tractor past the hay bales. */
export const tractorScene: Scene = (ctx, w, h, v) => {
  const wide = w > h * 1.5;
  const gy = h * (v === 0 ? 0.86 : 0.9);
  const tx = wide ? w * 0.6 : w * 0.52;
  const tw = v === 0 ? 300 : 260;
  const seat = { x: tx - tw * 0.25, y: gy - tw * 0.22, s: v === 0 ? 1.25 : 1.1 };
  const bale = (x: number, y: number, s: number): string =>
    g(
      { stroke: C.ink, "stroke-width": ctx.lw },
      path(`M${f(x - s)} ${f(y)}V${f(y - s)}Q${f(x)} ${f(y - s * 1.2)} ${f(x + s)} ${f(y - s)}V${f(y)}Z`, {
        fill: C.honey,
      }),
      path(
        `M${f(x - s * 0.6)} ${f(y - s * 0.8)}v${f(s * 0.6)}M${f(x)} ${f(y - s * 0.9)}v${f(s * 0.7)}M${f(x + s * 0.6)} ${f(y - s * 0.8)}v${f(s * 0.6)}`,
        { fill: "none", stroke: C.amber },
      ),
    );
  return (
    skyFill(ctx, "day", w, h) +
    sun(ctx, w * 0.82, v === 0 ? 290 : h * 0.18, 40) +
    cloud(ctx, w * 0.25, v === 0 ? 300 : h * 0.2, 140) +
    hill(ctx, -20, w + 20, h * 0.6, 40, h, tint(C.leaf, 0.35), wide ? 4 : 2) +
    path(
      `M${f(w * 0.08)} ${f(h * 0.64)}V${f(h * 0.5)}L${f(w * 0.17)} ${f(h * 0.44)}L${f(w * 0.26)} ${f(h * 0.5)}V${f(h * 0.64)}Z`,
      { fill: C.orange, stroke: C.ink, "stroke-width": ctx.lw },
    ) +
    path(`M${f(w * 0.14)} ${f(h * 0.64)}v-40h${f(w * 0.06)}v40`, {
      fill: C.white,
      stroke: C.ink,
      "stroke-width": ctx.lw,
    }) +
    rect(0, h * 0.66, w, h * 0.34, {
      fill: linear(ctx, [
        [0, C.leafLight],
        [1, mix(C.leaf, C.honey, 0.3)],
      ]),
    }) +
    fence(ctx, 0, w, h * 0.72, 40) +
    bale(w * 0.15, gy + 10, 50) +
    (wide ? bale(w * 0.9, gy, 56) + bale(w * 0.84, gy + 20, 44) : "") +
    tufts(ctx, 0, w, h * 0.74, h, 10, C.leafDark, 12) +
    child(ctx, seat, { ...KIDS.luna, sit: true, armL: 60, armR: 80, mood: "happy", mouthOpen: true }) +
    tractor(ctx, tx, gy, tw, C.orange)
  );
};

/** A child hunts for sea glass on a summer beach. */
export const seaGlassScene: Scene = (ctx, w, h, v) => {
  const wide = w > h * 1.5;
  const kp = { x: wide ? w * 0.6 : w * 0.5, y: h * (v === 0 ? 0.84 : 0.88), s: v === 0 ? 2 : 1.7 };
  const hand = toScene(kp, 14 + Math.sin(0.5) * 27, -66 + Math.cos(0.5) * 27);
  let glass = "";
  const cols = [C.leafLight, C.sky, C.white, C.honey];
  for (let i = 0; i < (wide ? 9 : 6); i++)
    glass += path(blob(ctx.rng.range(w * 0.05, w * 0.95), ctx.rng.range(h * 0.86, h * 0.97), 12, 8, ctx.rng, 0.25, 6), {
      fill: cols[i % 4],
      "fill-opacity": 0.85,
      stroke: C.ink,
      "stroke-width": ctx.lw * 0.7,
    });
  return (
    skyFill(ctx, "sea", w, h) +
    sun(ctx, w * 0.2, v === 0 ? 300 : h * 0.18, 44) +
    cloud(ctx, w * 0.72, v === 0 ? 280 : h * 0.16, 140) +
    sea(ctx, 0, h * 0.56, w, h * 0.76, C.sky, C.skyDeep, 4) +
    path(
      `M0 ${f(h * 0.74)}Q${f(w * 0.3)} ${f(h * 0.7)} ${f(w * 0.6)} ${f(h * 0.75)}T${f(w)} ${f(h * 0.73)}V${f(h)}H0Z`,
      { fill: mix(C.honey, C.paper, 0.55) },
    ) +
    path(`M0 ${f(h * 0.74)}Q${f(w * 0.3)} ${f(h * 0.7)} ${f(w * 0.6)} ${f(h * 0.75)}T${f(w)} ${f(h * 0.73)}`, {
      fill: "none",
      stroke: C.white,
      "stroke-width": 6,
    }) +
    umbrella(ctx, wide ? w * 0.2 : w * 0.16, h * 0.9, 110, C.rose, -12) +
    glass +
    shell(ctx, w * 0.3, h * 0.95, 18) +
    starfish(ctx, w * 0.85, h * 0.9, 18) +
    child(ctx, kp, {
      ...KIDS.ada,
      style: "pigtails",
      top: C.sky,
      bottom: C.honey,
      dress: true,
      armR: 30,
      armL: 140,
      mood: "happy",
    }) +
    path(`M${f(hand[0] - 16)} ${f(hand[1])}h32l-4 34h-24Z`, { fill: C.orange, stroke: C.ink, "stroke-width": ctx.lw })
  );
};

/** Grumble waters his giant vegetables. */
export const trollScene: Scene = (ctx, w, h, v) => {
  const wide = w > h * 1.5;
  const gy = h * (v === 0 ? 0.86 : 0.9);
  const tp = { x: wide ? w * 0.4 : w * 0.5, y: gy, s: v === 0 ? 2.4 : 2 };
  const paw = toScene(tp, 22, -60);
  let veg = "";
  for (let i = 0; i < (wide ? 6 : 3); i++) {
    const x = w * (0.1 + i * (wide ? 0.16 : 0.35));
    veg += g(
      { stroke: C.ink, "stroke-width": ctx.lw },
      path(blob(x, gy - 10, 44, 34, ctx.rng, 0.1, 8), { fill: C.leafLight }),
      path(`M${f(x)} ${f(gy - 40)}v30M${f(x - 20)} ${f(gy - 20)}q20-10 40 0`, { fill: "none", stroke: C.leafDark }),
    );
  }
  return (
    skyFill(ctx, "day", w, h) +
    cloud(ctx, w * 0.2, v === 0 ? 290 : h * 0.2, 150) +
    tree(ctx, w * 0.88, h * 0.66, 220, "apple", C.leaf) +
    hill(ctx, -20, w + 20, h * 0.64, 20, h, C.leafLight, 3) +
    sunflower(ctx, w * 0.1, h * 0.7, 170) +
    rect(0, h * 0.72, w, h * 0.28, { fill: C.brownLight }) +
    path(`M0 ${f(h * 0.8)}H${f(w)}M0 ${f(h * 0.88)}H${f(w)}`, { stroke: C.brown, "stroke-width": 6, fill: "none" }) +
    veg +
    flowers(ctx, 0, w, h * 0.93, h * 0.99, 6, 7) +
    troll(ctx, tp, { hold: "wave", mood: "open" }) +
    wateringCan(ctx, paw[0] + 60, paw[1] + 50, 80, C.sky)
  );
};

const NOOP = (): string => "";

/** The four portfolio books as page sets (their layouts reuse the same scenes). */
export function portfolioBooks(): PageSet[] {
  const author = "Bramble & Bee Studio";
  return [
    {
      key: "pf-moth",
      title: "The Moth Who Loved the Moon",
      alt: "a fluffy moth flies toward an enormous moon over moonflowers",
      author,
      scene: mothScene,
      spot: NOOP,
      text1: "Every night, Mabel the moth flew a little higher. “One day,” she said, “I will tell the moon hello.”",
      text2: "The moon leaned down, just a little, and said hello back.",
    },
    {
      key: "pf-tractor",
      title: "Tilly's Tiny Tractor",
      alt: "a girl drives a tiny orange tractor past hay bales",
      author,
      scene: tractorScene,
      spot: NOOP,
      text1: "Tilly's tractor was the smallest on the farm, but it could go anywhere a tractor dreamed of going.",
      text2: "Putt-putt past the hay, putt-putt past the sheep, all the way home for tea.",
    },
    {
      key: "pf-seaglass",
      title: "Sea Glass Summer",
      alt: "a child collects colourful sea glass on a sunny beach",
      author,
      scene: seaGlassScene,
      spot: NOOP,
      text1: "Green like a bottle, blue like the bay — every piece of sea glass had a story to keep.",
      text2: "By the end of summer, Nell's jar held the whole sea.",
    },
    {
      key: "pf-troll",
      title: "Grumble the Garden Troll",
      alt: "a grumpy but kind garden troll waters his giant vegetables",
      author,
      scene: trollScene,
      spot: NOOP,
      text1: "Grumble grumbled at the slugs, grumbled at the rain, and grumbled at the sunflowers for being too tall.",
      text2: "But every morning, he watered them all, very gently, and hummed.",
    },
  ];
}
