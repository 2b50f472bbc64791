/** Portfolio illustrations 11–15 (1200×900 each). */
import { bear, cat, hedgehog, rabbit } from "../animals/forest.ts";
import { dragon } from "../animals/big.ts";
import { fox } from "../animals/fox.ts";
import { fish, frog } from "../animals/sea.ts";
import { C, mix, shade, tint } from "../core/palette.ts";
import { toScene } from "../core/shapes.ts";
import { circle, clip, ellipse, f, g, path, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { hill, tree, tufts } from "../nature/land.ts";
import { leaf, leafFall, lilyPad, reeds } from "../nature/plants.ts";
import { rock } from "../nature/reef.ts";
import { moon, skyFill, starField } from "../nature/sky.ts";
import { ripples, sea, waveLine } from "../nature/water.ts";
import { rooftops } from "../things/buildings.ts";
import { notes, stick } from "../things/garden.ts";
import { campfire } from "../things/props.ts";

const W = 1200;
const H = 900;

function marshmallowStick(ctx: Ctx, x1: number, y1: number, x2: number, y2: number): string {
  return (
    stick(ctx, x1, y1, x2, y2, C.brownLight, false, 1.4) +
    g(
      { stroke: C.ink, "stroke-width": ctx.lw },
      rect(x2 - 12, y2 - 10, 24, 20, { rx: 7, fill: C.white }),
      rect(x2 - 12, y2 - 10, 10, 20, { rx: 5, fill: C.amber, stroke: "none", opacity: 0.8 }),
    )
  );
}

/** 11 — a little dragon toasts marshmallows for her friends. */
export function dragonCampfire(ctx: Ctx): string {
  const dp = { x: 820, y: 780, s: 2.4, flip: true };
  const fp = { x: 300, y: 800, s: 2 };
  const fh = toScene(fp, 18, -70);
  const dh = toScene(dp, 18, -70);
  return (
    skyFill(ctx, "night", W, H) +
    starField(ctx, 0, 0, W, 420, 50, 5) +
    moon(ctx, 180, 150, 50) +
    tree(ctx, 80, 640, 420, "pine", "#2C4A57", false) +
    tree(ctx, 1120, 620, 380, "pine", "#2C4A57", false) +
    tree(ctx, 990, 600, 300, "pine", "#34566A", false) +
    hill(ctx, -20, W + 20, 620, 20, H, "#3E5F5A", 3) +
    ellipse(560, 820, 420, 90, { fill: "#FFD27A", opacity: 0.18 }) +
    campfire(ctx, 560, 820, 150) +
    fox(ctx, fp, { hold: "up", mood: "happy", scarf: C.honey }) +
    marshmallowStick(ctx, fh[0], fh[1], 500, 690) +
    rabbit(ctx, { x: 160, y: 860, s: 1.4 }, { hold: "hug", mood: "happy", scarf: C.sky }) +
    marshmallowStick(ctx, dh[0], dh[1], 640, 690) +
    dragon(ctx, dp, { hold: "up", mood: "happy", flame: true })
  );
}

/** 12 — a hedgehog pops out of a heap of autumn leaves. */
export function hedgehogLeaves(ctx: Ctx): string {
  let heap = path("M250 860C260 700 420 640 600 650C780 640 940 700 950 860Z", {
    fill: mix(C.amber, C.brownLight, 0.4),
    stroke: C.ink,
    "stroke-width": ctx.lw,
  });
  for (let i = 0; i < 22; i++) {
    const a = ctx.rng.range(Math.PI * 1.05, Math.PI * 1.95);
    const r = ctx.rng.range(0.3, 1);
    heap += leaf(
      600 + Math.cos(a) * 330 * r,
      860 + Math.sin(a) * 200 * r,
      ctx.rng.range(18, 26),
      ctx.rng.range(0, 360),
      ctx.rng.pick([C.orange, C.amber, C.honey, C.rose, C.brownLight]),
    );
  }
  const mushroom = (x: number, y: number, s: number): string =>
    g(
      { stroke: C.ink, "stroke-width": ctx.lw },
      path(`M${f(x - s * 0.2)} ${f(y)}V${f(y - s * 0.6)}H${f(x + s * 0.2)}V${f(y)}Z`, { fill: C.white }),
      path(`M${f(x - s * 0.6)} ${f(y - s * 0.55)}Q${f(x)} ${f(y - s * 1.4)} ${f(x + s * 0.6)} ${f(y - s * 0.55)}Z`, {
        fill: C.orange,
      }),
      circle(x - s * 0.2, y - s * 0.85, s * 0.08, { fill: C.white, stroke: "none" }),
      circle(x + s * 0.2, y - s * 0.75, s * 0.1, { fill: C.white, stroke: "none" }),
    );
  return (
    skyFill(ctx, "dusk", W, H) +
    tree(ctx, 150, 700, 520, "round", C.orange) +
    tree(ctx, 1050, 700, 480, "round", C.amber) +
    tree(ctx, 850, 640, 320, "tall", C.rose) +
    hill(ctx, -20, W + 20, 660, 24, H, mix(C.honey, C.brownLight, 0.4), 3) +
    rect(0, 720, W, 180, { fill: mix(C.brownLight, C.leaf, 0.3) }) +
    tufts(ctx, 0, W, 720, H, 16, shade(C.leaf, 0.2), 14) +
    mushroom(240, 820, 80) +
    mushroom(300, 840, 50) +
    hedgehog(
      ctx,
      { x: 600, y: 730, s: 2.6 },
      { hold: "wave", mood: "happy", extra: leaf(-10, -104, 14, 30, C.orange) },
    ) +
    heap +
    leafFall(ctx, 0, 80, W, 560, 14, 16)
  );
}

/** 13 — city rooftops under a big moon, with a cat keeping watch. */
export function rooftopsNight(ctx: Ctx): string {
  let tiles = "";
  for (let y = 560; y < 900; y += 34) tiles += waveLine(380, 1240, y, 8, 34);
  let bunting = "";
  for (let i = 0; i < 8; i++) {
    const x = 60 + i * 52;
    const y = 520 + Math.sin((i / 7) * Math.PI) * 50;
    bunting += path(`M${f(x)} ${f(y)}l26 4l-12 30Z`, {
      fill: [C.rose, C.honey, C.sky][i % 3],
      stroke: C.ink,
      "stroke-width": 2.5,
    });
  }
  const roof = "M380 700L820 500L1240 700V920H380Z";
  return (
    skyFill(ctx, "night", W, H) +
    starField(ctx, 0, 0, W, 460, 70, 5) +
    moon(ctx, 820, 330, 160) +
    rooftops(ctx, 0, 820, W, 460, ["#2B3A5E", "#34476F", "#263352"]) +
    rect(0, 818, W, 82, { fill: "#263352" }) +
    path("M40 520Q250 640 470 530", { fill: "none", stroke: C.greyLight, "stroke-width": 2 }) +
    bunting +
    path(roof, { fill: "#3D4F7C", stroke: C.ink, "stroke-width": ctx.lw }) +
    g({ "clip-path": clip(ctx, path(roof)) }, path(tiles, { fill: "none", stroke: "#51659A", "stroke-width": 4 })) +
    rect(980, 500, 60, 110, { fill: C.brownDark, stroke: C.ink, "stroke-width": ctx.lw }) +
    rect(970, 490, 80, 18, { fill: C.brownDark, stroke: C.ink, "stroke-width": ctx.lw }) +
    cat(ctx, { x: 820, y: 506, s: 2 }, { mood: "open", look: -1 }, "#2A2F45")
  );
}

/** 14 — the frog choir sings on the lily pads at dusk. */
export function frogChoir(ctx: Ctx): string {
  const pads: [number, number, number, number][] = [
    [220, 700, 110, 1.2],
    [430, 760, 120, 1.4],
    [680, 740, 120, 1.3],
    [920, 700, 110, 1.2],
  ];
  return (
    skyFill(ctx, "dusk", W, H) +
    hill(ctx, -20, W + 20, 480, 30, H, mix(C.leaf, C.rose, 0.2), 4) +
    tree(ctx, 1080, 520, 260, "round", C.leafDark) +
    sea(ctx, 0, 540, W, H, mix(C.sky, C.rose, 0.25), C.skyDeep, 6) +
    pads
      .map(
        ([x, y, r, s]) =>
          ripples(x, y + 4, r, 1) +
          lilyPad(ctx, x, y, r) +
          frog(ctx, { x, y: y - 6, s }, { sing: true, mood: "happy" }),
      )
      .join("") +
    rock(ctx, 1040, 800, 200, C.grey) +
    frog(
      ctx,
      { x: 1040, y: 710, s: 1.6 },
      { mood: "happy", colour: mix(C.leaf, C.honey, 0.3), extra: stick(ctx, 30, -40, 60, -90, C.white, false, 1) },
    ) +
    notes(ctx, 150, 300, 850, 260, 12, 26) +
    reeds(ctx, 0, 140, H, 220, 12, C.leafDark, true) +
    lilyPad(ctx, 560, 860, 70, true)
  );
}

/** 15 — a bear cub fishes from a rock in the river. */
export function bearFishing(ctx: Ctx): string {
  const bp = { x: 420, y: 640, s: 2.2 };
  const paw = toScene(bp, 18, -70);
  return (
    skyFill(ctx, "day", W, H) +
    path("M-20 420L220 200L400 380L600 160L860 420L1040 260L1220 420Z", { fill: tint(C.sky, 0.1), stroke: "none" }) +
    path("M180 238L220 200L262 240L230 230ZM560 198L600 160L642 200L600 190Z", { fill: C.white }) +
    hill(ctx, -20, W + 20, 430, 30, H, tint(C.leaf, 0.3), 3) +
    tree(ctx, 80, 520, 260, "pine", C.leafDark) +
    tree(ctx, 1120, 520, 280, "pine", C.leafDark) +
    tree(ctx, 1020, 500, 200, "pine", C.leaf) +
    rect(0, 500, W, 60, { fill: C.leafLight }) +
    sea(ctx, 0, 540, W, H, C.sky, C.skyDeep, 8) +
    rock(ctx, 420, 700, 340, mix(C.grey, C.brownLight, 0.3)) +
    bear(ctx, bp, { hold: "up", mood: "happy", scarf: C.rose }, mix(C.brown, C.honey, 0.2)) +
    path(`M${f(paw[0])} ${f(paw[1])}L${f(paw[0] + 220)} ${f(paw[1] - 160)}`, {
      stroke: C.brownDark,
      "stroke-width": 8,
      fill: "none",
    }) +
    path(
      `M${f(paw[0] + 220)} ${f(paw[1] - 160)}Q${f(paw[0] + 330)} ${f(paw[1] - 40)} ${f(paw[0] + 330)} ${f(paw[1] + 150)}`,
      { stroke: C.ink, "stroke-width": 2, fill: "none" },
    ) +
    circle(paw[0] + 330, paw[1] + 150, 8, { fill: C.orange, stroke: C.ink, "stroke-width": 3 }) +
    ripples(paw[0] + 330, paw[1] + 158, 30, 2) +
    fish(880, 640, 4, C.orange) +
    path("M820 690q40-60 110-40", { fill: "none", stroke: C.white, "stroke-width": 5 }) +
    fish(300, 820, 3, C.honey, true) +
    rock(ctx, 1000, 860, 180, C.grey)
  );
}
