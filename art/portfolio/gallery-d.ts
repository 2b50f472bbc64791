/** Portfolio illustrations 16–20 (1200×900 each). */
import { penguin } from "../animals/birds.ts";
import { lion } from "../animals/big.ts";
import { cat, mouse, rabbit } from "../animals/forest.ts";
import { fox } from "../animals/fox.ts";
import { C, mix, shade, tint } from "../core/palette.ts";
import { rrect } from "../core/shapes.ts";
import { circle, f, g, linear, path, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { textBlock } from "../core/text.ts";
import { hill, tree, tufts } from "../nature/land.ts";
import { snowyPine } from "../nature/plants.ts";
import { cloud, skyFill } from "../nature/sky.ts";
import { rain, snowfall, snowGround } from "../nature/water.ts";
import { child, KIDS } from "../people/child.ts";
import { heldBook, shelfRow } from "../things/book.ts";
import { windowFrame } from "../things/bakery.ts";
import { cottage } from "../things/buildings.ts";
import { hat } from "../things/hats.ts";
import { barberPole, framed, mirror, room } from "../things/interior.ts";
import { teacup } from "../things/props.ts";
import { balloon, balloonBasket } from "../things/vehicles.ts";

const W = 1200;
const H = 900;

/** 16 — a girl reads on the window seat while the rain taps the glass. */
export function rainyWindow(ctx: Ctx): string {
  const outside =
    skyFill(ctx, "storm", W, H) +
    hill(ctx, 200, 1000, 420, 30, 700, mix(C.leaf, C.sky, 0.4), 3) +
    cottage(ctx, 760, 430, 90, C.white, C.rose, true) +
    rain(ctx, 200, 60, 800, 560, 70, 30);
  const kp = { x: 520, y: 640, s: 2.4 };
  return (
    room(ctx, W, H, 760, "#EBD3C0", C.brownLight) +
    rect(190, 90, 820, 560, { fill: C.white, stroke: C.ink, "stroke-width": ctx.lw, rx: 10 }) +
    windowFrame(ctx, 230, 130, 740, 470, outside, C.white, false) +
    path(rrect(150, 630, 900, 80, 14), { fill: C.leaf, stroke: C.ink, "stroke-width": ctx.lw }) +
    rect(170, 710, 860, 60, { fill: C.white, stroke: C.ink, "stroke-width": ctx.lw }) +
    path(rrect(230, 530, 150, 110, 40), { fill: C.honey, stroke: C.ink, "stroke-width": ctx.lw }) +
    path(rrect(840, 540, 130, 100, 40), { fill: C.rose, stroke: C.ink, "stroke-width": ctx.lw }) +
    child(ctx, kp, {
      ...KIDS.maya,
      sit: true,
      armL: 40,
      armR: 40,
      look: 0,
      mood: "open",
      held: heldBook(0, -40, 44, C.orange),
    }) +
    cat(ctx, { x: 740, y: 640, s: 1.3 }, { mood: "sleepy" }, C.grey) +
    teacup(ctx, 920, 640, 50) +
    path("M1060 780v-90M1040 700c-30-40-10-80 20-90M1080 700c30-30 30-70 0-90", {
      fill: "none",
      stroke: C.leafDark,
      "stroke-width": 6,
    }) +
    path("M1030 780h60l-8 60h-44Z", { fill: C.orange, stroke: C.ink, "stroke-width": ctx.lw })
  );
}

/** 17 — a lion gets a trim at the barber's. */
export function lionBarber(ctx: Ctx): string {
  const chair =
    path("M440 760h240l-20 60H460Z", { fill: C.grey, stroke: C.ink, "stroke-width": ctx.lw }) +
    path(rrect(420, 700, 280, 70, 24), { fill: C.rose, stroke: C.ink, "stroke-width": ctx.lw }) +
    path("M545 820v50M500 870h90", { fill: "none", stroke: C.ink, "stroke-width": ctx.lw * 3 });
  let tufts2 = "";
  for (let i = 0; i < 8; i++)
    tufts2 += path(`M${f(300 + i * 80)} ${f(860 + (i % 2) * 12)}q10-20 24-4q6-16 18 2`, {
      fill: C.amber,
      stroke: C.ink,
      "stroke-width": 2,
    });
  const scissors = g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    circle(0, 0, 10, { fill: "none" }),
    circle(0, 24, 10, { fill: "none" }),
    path("M8 6L50 26M8 18L50-2", { fill: "none", stroke: C.grey, "stroke-width": 6 }),
  );
  return (
    room(ctx, W, H, 760, tint(C.leafLight, 0.5), "#E9D4B4") +
    mirror(ctx, 560, 300, 170, 180) +
    barberPole(ctx, 150, 240, 300) +
    framed(ctx, 900, 200, 160, 120) +
    textBlock(["BARBER"], { x: 980, y: 420, size: 44, anchor: "middle", weight: 700, fill: C.orange }) +
    chair +
    path("M440 720C420 560 700 560 680 720Z", { fill: C.white, stroke: C.ink, "stroke-width": ctx.lw }) +
    lion(ctx, { x: 560, y: 700, s: 2.5 }, { mood: "happy", hold: "none" }) +
    path("M470 640C460 720 660 720 650 640", { fill: C.white, stroke: C.ink, "stroke-width": ctx.lw }) +
    rect(820, 640, 70, 170, { fill: C.brownLight, stroke: C.ink, "stroke-width": ctx.lw, rx: 8 }) +
    rabbit(
      ctx,
      { x: 855, y: 640, s: 1.6, flip: true },
      { hold: "up", mood: "happy", extra: hat("beret", 0, -104, 40, C.ink) },
    ) +
    g({ transform: "translate(740 470) rotate(-20)" }, scissors) +
    tufts2
  );
}

function stall(ctx: Ctx, x: number, y: number, w: number, colour: string, goods: string, sign: string): string {
  let scallops = "";
  const n = 6;
  for (let i = 0; i < n; i++)
    scallops += path(`M${f(x + (w / n) * i)} ${f(y - 210)}h${f(w / n)}v30a${f(w / n / 2)} 18 0 0 1 ${f(-w / n)} 0Z`, {
      fill: i % 2 ? C.white : colour,
    });
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    path(`M${f(x + 10)} ${f(y)}V${f(y - 210)}M${f(x + w - 10)} ${f(y)}V${f(y - 210)}`, {
      fill: "none",
      stroke: C.brown,
      "stroke-width": ctx.lw * 3,
    }),
    path(`M${f(x - 10)} ${f(y - 210)}L${f(x + w / 2)} ${f(y - 290)}L${f(x + w + 10)} ${f(y - 210)}Z`, { fill: colour }),
    scallops,
    textBlock([sign], { x: x + w / 2, y: y - 224, size: 26, anchor: "middle", weight: 700, fill: C.ink }),
    path(rrect(x - 6, y - 80, w + 12, 80, 8), { fill: C.brownLight }),
    path(`M${f(x - 6)} ${f(y - 70)}h${f(w + 12)}`, { fill: "none", stroke: C.white, "stroke-width": ctx.lw * 2 }),
    goods,
  );
}

/** 18 — penguins shop at the snowy winter market. */
export function penguinMarket(ctx: Ctx): string {
  let lights = "";
  for (let i = 0; i < 14; i++)
    lights += circle(60 + i * 80, 150 + Math.sin((i / 13) * Math.PI) * 50, 9, {
      fill: [C.honey, C.rose, C.sky][i % 3],
      stroke: C.ink,
      "stroke-width": 2,
    });
  const fish3 = path("M170 590h50l12-8v16l-12-8M240 590h50l12-8v16l-12-8", {
    fill: C.sky,
    stroke: C.ink,
    "stroke-width": 2.5,
  });
  const mugs = g(
    { stroke: C.ink, "stroke-width": 3 },
    ...[0, 1, 2].map((i) => path(rrect(880 + i * 60, 560, 40, 40, 6), { fill: [C.white, C.orange, C.honey][i] })),
  );
  return (
    skyFill(ctx, "snow", W, H) +
    hill(ctx, -20, W + 20, 420, 40, H, "#DCE8EF", 4) +
    snowyPine(ctx, 600, 440, 200, C.leafDark) +
    path("M-20 150Q300 230 600 170T1220 150", { fill: "none", stroke: C.ink, "stroke-width": 2 }) +
    lights +
    snowGround(ctx, 0, 620, W, H) +
    stall(ctx, 120, 640, 320, C.orange, fish3, "FISH") +
    stall(ctx, 820, 640, 300, C.leaf, mugs, "COCOA") +
    penguin(ctx, { x: 300, y: 820, s: 1.9 }, { scarf: C.rose, hat: C.honey }) +
    penguin(ctx, { x: 470, y: 850, s: 1.3 }, { scarf: C.sky, flap: true, mood: "happy" }) +
    penguin(ctx, { x: 640, y: 800, s: 1.7 }, { scarf: C.honey, mood: "happy" }) +
    penguin(ctx, { x: 800, y: 850, s: 1.2 }, { hat: C.rose, flap: true, mood: "happy" }) +
    penguin(ctx, { x: 1000, y: 820, s: 1.8 }, { scarf: C.leaf, hat: C.orange }) +
    snowfall(ctx, 0, 0, W, H, 80, 6)
  );
}

/** 19 — a library in a treehouse, with readers on every branch. */
export function treehouseLibrary(ctx: Ctx): string {
  const trunk = path("M520 900C540 760 530 600 500 500L470 420H730L700 500C670 600 660 760 680 900Z", {
    fill: C.brown,
    stroke: C.ink,
    "stroke-width": ctx.lw,
  });
  const crown = path(
    "M140 380C60 240 220 60 420 90C500 10 720 10 800 90C1000 60 1140 240 1060 380C1100 480 960 560 840 520H360C240 560 100 480 140 380Z",
    { fill: C.leaf, stroke: C.ink, "stroke-width": ctx.lw },
  );
  const house =
    path(rrect(380, 300, 440, 200, 12), { fill: C.honey, stroke: C.ink, "stroke-width": ctx.lw }) +
    path("M350 310L600 190L850 310Z", { fill: C.orange, stroke: C.ink, "stroke-width": ctx.lw }) +
    rect(410, 340, 380, 130, { fill: shade(C.honey, 0.35), stroke: C.ink, "stroke-width": ctx.lw }) +
    shelfRow(ctx, 420, 466, 360, 110) +
    rect(340, 500, 520, 20, { fill: C.brownLight, stroke: C.ink, "stroke-width": ctx.lw, rx: 4 });
  const ladder = path("M860 900L900 520M940 900L980 520M868 840h64M876 770h64M884 700h64M892 630h64M898 560h64", {
    fill: "none",
    stroke: C.brownDark,
    "stroke-width": 8,
  });
  return (
    skyFill(ctx, "day", W, H) +
    hill(ctx, -20, W + 20, 760, 30, H, C.leafLight, 3) +
    tufts(ctx, 0, W, 780, H, 6, C.leafDark, 14) +
    trunk +
    crown +
    path("M300 200a60 50 0 1 0 1 0M880 170a70 50 0 1 0 1 0", { fill: tint(C.leaf, 0.3), stroke: "none" }) +
    house +
    ladder +
    fox(ctx, { x: 470, y: 500, s: 1.3 }, { hold: "book", bookColour: C.sky }) +
    mouse(ctx, { x: 1000, y: 390, s: 1 }, { hold: "book", bookColour: C.rose }) +
    child(
      ctx,
      { x: 600, y: 880, s: 1.8 },
      { ...KIDS.ada, sit: true, armL: 40, armR: 40, held: heldBook(0, -40, 44, C.leaf) },
    ) +
    child(ctx, { x: 300, y: 880, s: 1.8 }, { ...KIDS.theo, armL: 150, armR: 20, mood: "happy" })
  );
}

/** 20 — a hot-air balloon drifts over patchwork hills. */
export function balloonHills(ctx: Ctx): string {
  let fields = "";
  const cols = [C.leafLight, C.honey, tint(C.leaf, 0.2), mix(C.honey, C.leafLight, 0.5)];
  for (let i = 0; i < 6; i++) {
    const y = 560 + i * 60;
    fields += path(`M-20 ${y}Q300 ${y - 60 + i * 6} 600 ${y - 20}T1220 ${y - 30}V${y + 80}H-20Z`, {
      fill: cols[i % cols.length],
      stroke: shade(C.leaf, 0.3),
      "stroke-width": 2,
    });
  }
  let rows = "";
  for (let i = 0; i < 8; i++) rows += `M${100 + i * 40} ${700 - i * 4}q120-40 240-10`;
  return (
    rect(0, 0, W, H, {
      fill: linear(ctx, [
        [0, C.sky],
        [1, "#F7E6C4"],
      ]),
    }) +
    cloud(ctx, 200, 200, 220) +
    cloud(ctx, 950, 300, 180, C.white, 0.85) +
    balloon(ctx, 1020, 160, 50, [C.leaf, C.honey, C.sky]) +
    balloon(ctx, 160, 380, 36, [C.rose, C.white, C.rose]) +
    hill(ctx, -20, W + 20, 520, 40, H, tint(C.leaf, 0.4), 4) +
    fields +
    path(rows, { fill: "none", stroke: shade(C.honey, 0.2), "stroke-width": 3, opacity: 0.6 }) +
    cottage(ctx, 820, 600, 70, C.white, C.orange) +
    tree(ctx, 900, 610, 90, "round", C.leaf) +
    tree(ctx, 300, 660, 110, "round", C.leafDark) +
    path("M700 900C760 800 640 720 760 640", { fill: "none", stroke: C.sky, "stroke-width": 26 }) +
    balloon(ctx, 560, 300, 170, [C.orange, C.honey, C.rose]) +
    fox(ctx, { x: 545, y: 600, s: 0.72 }, { hold: "wave", mood: "happy" }) +
    child(ctx, { x: 582, y: 600, s: 0.62 }, { ...KIDS.mango, armR: 150, mood: "happy" }) +
    balloonBasket(ctx, 560, 300, 170)
  );
}
