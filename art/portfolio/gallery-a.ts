/** Portfolio illustrations 01–05 (1200×900 each). */
import { bee, beeTrail, flyingGull, owl } from "../animals/birds.ts";
import { fox } from "../animals/fox.ts";
import { badger, hedgehog, rabbit } from "../animals/forest.ts";
import { whale } from "../animals/sea.ts";
import { C, tint } from "../core/palette.ts";
import { rrect } from "../core/shapes.ts";
import { ellipse, f, g, path, radial, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { textBlock } from "../core/text.ts";
import { flowers, hill, tree, tufts } from "../nature/land.ts";
import { snowyPine } from "../nature/plants.ts";
import { cloud, moon, skyFill, starField, sun } from "../nature/sky.ts";
import { sea, snowfall, waveLine } from "../nature/water.ts";
import { child, KIDS } from "../people/child.ts";
import { bookStack } from "../things/book.ts";
import { cottage } from "../things/buildings.ts";
import { windowFrame } from "../things/bakery.ts";
import { armchair, armFront, bookcase, framed, room, rug } from "../things/interior.ts";
import { lamp, teacup } from "../things/props.ts";
import { rowboat, sled } from "../things/vehicles.ts";

const W = 1200;
const H = 900;

/** 01 — the fox reads in an armchair under a warm lamp. */
export function foxReading(ctx: Ctx): string {
  const night = skyFill(ctx, "night", W, H) + moon(ctx, 1040, 240, 40) + starField(ctx, 900, 130, 240, 260, 14, 4);
  return (
    room(ctx, W, H, 650, "#F3D9B1", C.brownLight) +
    windowFrame(ctx, 920, 150, 220, 260, night) +
    bookcase(ctx, 60, 290, 310, 360) +
    framed(ctx, 540, 170, 160, 120) +
    rug(620, 800, 380, C.rose) +
    armchair(ctx, 620, 770, 320, C.leaf) +
    fox(ctx, { x: 620, y: 700, s: 2.3 }, { hold: "book", bookColour: C.orange, look: 0.5, mood: "open" }) +
    armFront(ctx, 620, 770, 320, C.leaf) +
    bookStack(ctx, 430, 830, 110, 3) +
    teacup(ctx, 880, 835, 50) +
    lamp(ctx, 860, 790, 420, C.honey) +
    rect(0, 0, W, H, {
      fill: radial(ctx, [
        [0, C.honey, 0],
        [0.55, C.honey, 0],
        [1, C.ink, 0.35],
      ]),
    })
  );
}

function blanket(ctx: Ctx, cx: number, cy: number, w: number, h: number): string {
  const id = ctx.id("check");
  ctx.defs.push(
    `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(20)"><rect width="40" height="40" fill="${C.white}"/><path d="M0 0h20v20H0zM20 20h20v20H20z" fill="${C.rose}" opacity="0.85"/></pattern>`,
  );
  return path(
    `M${f(cx - w / 2)} ${f(cy - h / 2)}H${f(cx + w / 2 - 60)}L${f(cx + w / 2)} ${f(cy + h / 2)}H${f(cx - w / 2 + 40)}Z`,
    { fill: `url(#${id})`, stroke: C.ink, "stroke-width": ctx.lw },
  );
}

function basket(ctx: Ctx, x: number, y: number, w: number): string {
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(`M${f(x - w * 0.35)} ${f(y - w * 0.5)}Q${f(x)} ${f(y - w * 1.05)} ${f(x + w * 0.35)} ${f(y - w * 0.5)}`, {
      fill: "none",
      stroke: C.brown,
      "stroke-width": ctx.lw * 2.5,
    }),
    path(`M${f(x - w / 2)} ${f(y - w * 0.5)}H${f(x + w / 2)}L${f(x + w * 0.4)} ${f(y)}H${f(x - w * 0.4)}Z`, {
      fill: C.brownLight,
    }),
    path(
      `M${f(x - w * 0.45)} ${f(y - w * 0.32)}H${f(x + w * 0.45)}M${f(x - w * 0.42)} ${f(y - w * 0.15)}H${f(x + w * 0.42)}`,
      { fill: "none", stroke: C.brown },
    ),
    path(`M${f(x - w * 0.5)} ${f(y - w * 0.5)}l${f(w * 0.2)} ${f(-w * 0.1)}l${f(w * 0.2)} ${f(w * 0.1)}Z`, {
      fill: C.rose,
    }),
  );
}

/** 02 — a badger family picnic in the meadow. */
export function badgerPicnic(ctx: Ctx): string {
  return (
    skyFill(ctx, "day", W, H) +
    sun(ctx, 1040, 140, 50) +
    cloud(ctx, 260, 150, 200) +
    hill(ctx, -20, W + 20, 430, 50, H, tint(C.leaf, 0.4), 4) +
    tree(ctx, 150, 560, 320, "round", C.leaf) +
    tree(ctx, 1080, 540, 260, "apple", C.leafDark) +
    hill(ctx, -20, W + 20, 560, 30, H, C.leafLight, 3) +
    tufts(ctx, 0, W, 560, H, 14, C.leafDark, 14) +
    flowers(ctx, 0, W, 580, H, 10, 8) +
    blanket(ctx, 600, 760, 700, 170) +
    basket(ctx, 800, 740, 120) +
    teacup(ctx, 500, 800, 44) +
    path(`M640 790l40-20 20 30zM690 808l40-20 20 30z`, { fill: C.honey, stroke: C.ink, "stroke-width": ctx.lw }) +
    badger(ctx, { x: 420, y: 760, s: 2.4 }, { hold: "wave", mood: "happy" }) +
    badger(ctx, { x: 610, y: 770, s: 1.4 }, { hold: "hug", mood: "happy", scarf: C.sky }) +
    badger(ctx, { x: 960, y: 800, s: 1.6, flip: true }, { hold: "book", bookColour: C.orange }) +
    beeTrail(ctx, 700, 560, 880, 430, 40) +
    bee(ctx, { x: 880, y: 430, s: 1.6 })
  );
}

/** 03 — a girl in a rowing boat meets a giant, gentle whale. */
export function girlAndWhale(ctx: Ctx): string {
  const front = path(`${waveLine(-20, W + 40, 640, 10, 120)}V${H}H-20Z`, { fill: C.skyDeep, opacity: 0.55 });
  return (
    skyFill(ctx, "sea", W, H) +
    sun(ctx, 200, 160, 56) +
    cloud(ctx, 520, 130, 200) +
    cloud(ctx, 980, 200, 150, C.white, 0.85) +
    flyingGull(700, 230, 2.4, C.ink, 3) +
    flyingGull(770, 200, 1.6, C.ink, 3) +
    sea(ctx, 0, 470, W, H, C.sky, C.skyDeep, 8) +
    whale(ctx, { x: 780, y: 700, s: 2.2 }, { spout: true, mood: "happy" }) +
    front +
    rowboat(ctx, 260, 680, 300, C.orange) +
    child(
      ctx,
      { x: 260, y: 640, s: 2 },
      { ...KIDS.luna, sit: true, armL: 30, armR: 140, mood: "happy", mouthOpen: true },
    ) +
    path(waveLine(80, 440, 696, 6, 40), { fill: "none", stroke: C.white, "stroke-width": 4 })
  );
}

/** 04 — an owl teacher and her forest classroom. */
export function owlSchool(ctx: Ctx): string {
  const board =
    path(rrect(300, 250, 420, 280, 14), { fill: C.brown, stroke: C.ink, "stroke-width": ctx.lw }) +
    rect(320, 270, 380, 240, { fill: "#2F5B4C", stroke: C.ink, "stroke-width": ctx.lw * 0.7 }) +
    textBlock(["A b C", "1 + 2 = 3"], {
      x: 510,
      y: 360,
      size: 56,
      lineHeight: 80,
      anchor: "middle",
      weight: 500,
      fill: C.white,
    }) +
    path("M360 530l-20 120M660 530l20 120", { stroke: C.ink, "stroke-width": ctx.lw * 3, fill: "none" });
  const stump = (x: number, y: number, w: number): string =>
    g(
      { stroke: C.ink, "stroke-width": ctx.lw },
      path(`M${f(x - w / 2)} ${f(y)}V${f(y - w * 0.4)}H${f(x + w / 2)}V${f(y)}Z`, { fill: C.brown }),
      ellipse(x, y - w * 0.4, w / 2, w * 0.12, { fill: C.brownLight }),
    );
  return (
    skyFill(ctx, "day", W, H) +
    tree(ctx, 80, 600, 420, "tall", C.leafDark) +
    tree(ctx, 1100, 620, 460, "tall", C.leaf) +
    hill(ctx, -20, W + 20, 600, 20, H, C.leafLight, 3) +
    rect(0, 660, W, 240, { fill: C.leaf }) +
    tufts(ctx, 0, W, 620, H, 10, C.leafDark, 14) +
    board +
    stump(860, 640, 130) +
    owl(ctx, { x: 860, y: 590, s: 2 }, { glasses: true, hat: true }) +
    stump(300, 870, 150) +
    rabbit(ctx, { x: 300, y: 820, s: 1.7 }, { hold: "up", mood: "happy" }) +
    stump(620, 880, 150) +
    hedgehog(ctx, { x: 620, y: 830, s: 1.6 }, { hold: "book", bookColour: C.sky }) +
    stump(940, 870, 150) +
    fox(ctx, { x: 940, y: 820, s: 1.6 }, { hold: "up", mood: "happy" })
  );
}

/** 05 — rabbits sledging down a snowy hill. */
export function rabbitSled(ctx: Ctx): string {
  const slope = "M-20 380C300 420 700 620 1220 760V920H-20Z";
  const angle = 18;
  const sx = 640;
  const sy = 585;
  return (
    skyFill(ctx, "snow", W, H) +
    sun(ctx, 960, 150, 44) +
    hill(ctx, -20, W + 20, 360, 40, H, "#DCE8EF", 3) +
    cottage(ctx, 820, 380, 90, C.paperDeep, C.rose, true) +
    snowyPine(ctx, 120, 400, 200, C.leafDark) +
    snowyPine(ctx, 240, 380, 150, "#3C6F5B") +
    snowyPine(ctx, 1000, 420, 180, C.leafDark) +
    path(slope, { fill: C.white, stroke: C.skyLight, "stroke-width": ctx.lw * 1.2 }) +
    path("M60 398C300 430 500 510 560 545", {
      fill: "none",
      stroke: C.skyLight,
      "stroke-width": 6,
      "stroke-dasharray": "24 14",
    }) +
    rabbit(ctx, { x: 200, y: 412, s: 1.1, rot: 4 }, { hold: "wave", mood: "happy", scarf: C.sky }) +
    g(
      { transform: `rotate(${angle} ${sx} ${sy})` },
      sled(ctx, sx + 170, sy, 360, C.orange),
      rabbit(ctx, { x: sx - 50, y: sy - 26, s: 2.1 }, { hold: "up", mood: "happy", scarf: C.rose }),
      rabbit(ctx, { x: sx + 80, y: sy - 26, s: 1.8 }, { hold: "out", mood: "happy", scarf: C.honey }, "#D8C3A8"),
    ) +
    snowyPine(ctx, 1080, 880, 300, C.leafDark) +
    path("M880 700l30-40M920 720l40-20M860 730l10-40", { stroke: C.white, "stroke-width": 8, fill: "none" }) +
    snowfall(ctx, 0, 0, W, H, 90, 6)
  );
}
