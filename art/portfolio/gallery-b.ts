/** Portfolio illustrations 06–10 (1200×900 each). */
import { elephant } from "../animals/big.ts";
import { cat, mouse } from "../animals/forest.ts";
import { frog } from "../animals/sea.ts";
import { C, mix, tint } from "../core/palette.ts";
import { ring, rrect } from "../core/shapes.ts";
import { circle, f, g, path, rect } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { flowers, hill, tree, tufts } from "../nature/land.ts";
import { lilyPad, reeds } from "../nature/plants.ts";
import { bubbles } from "../nature/reef.ts";
import { cloud, moon, skyFill, starField, sun, twinkle } from "../nature/sky.ts";
import { drop, ripples, sea } from "../nature/water.ts";
import { adult, adultHand, GRANNY } from "../people/adult.ts";
import { child, KIDS } from "../people/child.ts";
import { shelf, windowFrame } from "../things/bakery.ts";
import { armchair, duck, framed, needles, room, rug, tubBack, tubFront } from "../things/interior.ts";
import { pie, teacup, yarn } from "../things/props.ts";
import { boxRocket } from "../things/vehicles.ts";

const W = 1200;
const H = 900;

/** A heap of bath foam along a tub's rim. */
function foam(ctx: Ctx, x: number, y: number, w: number): string {
  let d = "";
  for (let i = 0; i < 11; i++) d += ring(x - w + (i * 2 * w) / 10, y + ctx.rng.range(-14, 6), ctx.rng.range(22, 38));
  return path(d, { fill: C.white, stroke: C.skyLight, "stroke-width": ctx.lw });
}

function jars(ctx: Ctx, x: number, y: number): string {
  const cols = [C.honey, C.rose, C.leafLight];
  return g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    ...cols.map(
      (c, i) =>
        path(rrect(x + i * 70, y - 70 + i * 8, 54, 70 - i * 8, 12), { fill: c }) +
        rect(x + i * 70 + 6, y - 84 + i * 8, 42, 14, { fill: C.brown, rx: 4 }),
    ),
  );
}

/** 06 — a cat reaches for the pie cooling in the kitchen. */
export function catPie(ctx: Ctx): string {
  const outside =
    skyFill(ctx, "day", W, H) +
    hill(ctx, 600, 1000, 330, 20, 500, C.leafLight, 2) +
    tree(ctx, 880, 340, 140, "apple", C.leaf);
  let tiles = "";
  for (let y = 420; y < 620; y += 36) tiles += `M0 ${y}H${W}`;
  for (let x = 0; x < W; x += 36) tiles += `M${x} 420V620`;
  return (
    room(ctx, W, H, 760, tint(C.sky, 0.6), C.brownLight) +
    path(tiles, { stroke: C.white, "stroke-width": 3, fill: "none" }) +
    windowFrame(ctx, 640, 130, 330, 280, outside) +
    shelf(ctx, 80, 220, 380) +
    jars(ctx, 110, 220) +
    path("M300 60v70M360 60v90", { stroke: C.ink, "stroke-width": ctx.lw, fill: "none" }) +
    circle(300, 160, 32, { fill: C.orange, stroke: C.ink, "stroke-width": ctx.lw }) +
    circle(360, 185, 38, { fill: C.honey, stroke: C.ink, "stroke-width": ctx.lw }) +
    path(rrect(0, 610, W, 40, 8), { fill: C.white, stroke: C.ink, "stroke-width": ctx.lw }) +
    rect(20, 650, W - 40, 260, { fill: C.leaf, stroke: C.ink, "stroke-width": ctx.lw }) +
    path("M300 650V910M600 650V910M900 650V910M270 720h-20M330 720h20M570 720h-20M630 720h20M870 720h-20M930 720h20", {
      stroke: C.ink,
      "stroke-width": ctx.lw,
      fill: "none",
    }) +
    pie(ctx, 800, 612, 200) +
    cat(ctx, { x: 560, y: 612, s: 2.4 }, { hold: "wave", look: 1, mood: "open" }, C.amber) +
    mouse(ctx, { x: 150, y: 612, s: 1.1 }, { hold: "hug", mood: "wide" })
  );
}

/** 07 — a boy builds a cardboard rocket in the garden at dusk. */
export function cardboardRocket(ctx: Ctx): string {
  const box = (x: number, y: number, w: number): string =>
    g(
      { stroke: C.ink, "stroke-width": ctx.lw },
      path(rrect(x, y - w * 0.7, w, w * 0.7, 4), { fill: "#D9A86A" }),
      path(
        `M${f(x)} ${f(y - w * 0.7)}l${f(-w * 0.2)} ${f(-w * 0.25)}M${f(x + w)} ${f(y - w * 0.7)}l${f(w * 0.2)} ${f(-w * 0.25)}`,
        { fill: "none" },
      ),
    );
  return (
    skyFill(ctx, "dusk", W, H) +
    starField(ctx, 0, 0, W, 300, 26, 5) +
    moon(ctx, 1000, 150, 50, 0.55) +
    hill(ctx, -20, W + 20, 560, 40, H, mix(C.leaf, C.rose, 0.25), 4) +
    tree(ctx, 120, 640, 300, "round", C.leafDark) +
    rect(0, 660, W, 240, { fill: C.leaf }) +
    tufts(ctx, 0, W, 670, H, 20, C.leafDark, 14) +
    boxRocket(ctx, 700, 820, 520) +
    path(twinkle(640, 500, 16) + twinkle(760, 450, 12), { fill: C.honey, stroke: C.ink, "stroke-width": 2 }) +
    box(900, 860, 120) +
    box(1010, 850, 90) +
    child(
      ctx,
      { x: 420, y: 850, s: 2.3 },
      {
        ...KIDS.theo,
        armL: 30,
        armR: 120,
        mood: "happy",
        mouthOpen: true,
        hat:
          path("M-23-102Q-24-128 0-128Q24-128 23-102Z", { fill: C.grey }) +
          path("M0-128V-138", { fill: "none" }) +
          circle(0, -140, 4, { fill: C.orange }),
      },
    ) +
    circle(540, 760, 14, { fill: C.greyLight, stroke: C.ink, "stroke-width": ctx.lw }) +
    circle(540, 760, 6, { fill: C.paper, stroke: C.ink, "stroke-width": ctx.lw })
  );
}

/** 08 — an elephant in a bubble bath. */
export function elephantBath(ctx: Ctx): string {
  let tiles = "";
  for (let y = 40; y < 700; y += 60) for (let x = (y / 60) % 2 ? 0 : 30; x < W; x += 60) tiles += `M${x} ${y}h0`;
  let spray = "";
  for (let i = 0; i < 7; i++) spray += drop(690 + i * 30, 400 - Math.sin(i * 0.6) * 90, 8, C.sky);
  return (
    room(ctx, W, H, 700, tint(C.sky, 0.45), C.paperDeep) +
    path(tiles, { stroke: C.white, "stroke-width": 10, fill: "none", opacity: 0.6 }) +
    framed(ctx, 120, 150, 150, 120) +
    rug(600, 840, 360, C.honey) +
    tubBack(ctx, 600, 840, 560) +
    elephant(ctx, { x: 600, y: 650, s: 2.4 }, { trunkUp: true, mood: "happy", hold: "none" }) +
    spray +
    foam(ctx, 600, 640, 300) +
    tubFront(ctx, 600, 840, 560) +
    duck(ctx, 440, 630, 34) +
    bubbles(ctx, 300, 100, 600, 300, 12)
  );
}

/** 09 — a mouse sails a teacup across the pond. */
export function teacupSail(ctx: Ctx): string {
  const cx = 600;
  const cy = 600;
  return (
    skyFill(ctx, "day", W, H) +
    sun(ctx, 180, 150, 48) +
    cloud(ctx, 880, 160, 220) +
    hill(ctx, -20, W + 20, 380, 40, H, tint(C.leaf, 0.35), 4) +
    tree(ctx, 1050, 420, 220, "round", C.leaf) +
    sea(ctx, 0, 420, W, H, tint(C.sky, 0.2), C.skyDeep, 7) +
    lilyPad(ctx, 200, 720, 90, true) +
    lilyPad(ctx, 1000, 780, 110) +
    lilyPad(ctx, 950, 560, 60, true) +
    frog(ctx, { x: 1000, y: 770, s: 1.3 }, { mood: "happy" }) +
    ripples(cx, cy + 6, 170, 2) +
    path(`M${cx - 10} ${cy - 100}V${cy - 380}`, { stroke: C.brown, "stroke-width": 10, fill: "none" }) +
    path(`M${cx} ${cy - 370}Q${cx + 140} ${cy - 260} ${cx + 10} ${cy - 130}Z`, {
      fill: C.white,
      stroke: C.ink,
      "stroke-width": ctx.lw,
    }) +
    path(`M${cx + 20} ${cy - 330}l40 40M${cx + 40} ${cy - 250}l30 10`, {
      stroke: C.rose,
      "stroke-width": 8,
      fill: "none",
    }) +
    mouse(ctx, { x: cx - 20, y: cy - 70, s: 1.7 }, { hold: "wave", mood: "happy", scarf: C.orange }) +
    teacup(ctx, cx, cy, 300, C.white, C.rose) +
    reeds(ctx, 0, 160, H, 200, 10, C.leafDark, true) +
    reeds(ctx, 1080, 1200, H, 180, 8, C.leafDark, true)
  );
}

/** 10 — a grandmother knits by the window while kittens chase the yarn. */
export function grannyKnits(ctx: Ctx): string {
  const gp = { x: 540, y: 720, s: 2.3 };
  const gr = { ...GRANNY, sit: true, armL: 70, armR: 70, skirt: C.sky, top: C.rose, apron: undefined };
  const hand = adultHand(gp, gr, 1);
  const garden =
    skyFill(ctx, "day", W, H) +
    hill(ctx, 800, 1200, 330, 20, 520, C.leafLight, 2) +
    flowers(ctx, 860, 1120, 400, 480, 10, 8);
  return (
    room(ctx, W, H, 680, "#F3D9B1", C.brownLight) +
    windowFrame(ctx, 860, 150, 240, 300, garden) +
    framed(ctx, 120, 170, 140, 110) +
    rug(560, 820, 420, C.leafLight) +
    armchair(ctx, 540, 740, 330, C.orange) +
    adult(ctx, gp, gr) +
    path(rrect(hand[0] - 70, hand[1] + 4, 70, 80, 12), { fill: C.leafLight, stroke: C.ink, "stroke-width": ctx.lw }) +
    path(`M${f(hand[0] - 64)} ${f(hand[1] + 30)}h58M${f(hand[0] - 64)} ${f(hand[1] + 56)}h58`, {
      stroke: C.white,
      "stroke-width": 8,
      fill: "none",
    }) +
    needles(ctx, hand[0] - 30, hand[1] - 6, 44) +
    yarn(ctx, 330, 850, 38, C.leafLight, [hand[0] - 40, hand[1] + 84]) +
    yarn(ctx, 880, 860, 34, C.honey, [760, 780]) +
    cat(ctx, { x: 220, y: 860, s: 1.5 }, { hold: "up", mood: "happy" }, C.grey) +
    cat(ctx, { x: 980, y: 860, s: 1.5, flip: true }, { hold: "wave", mood: "open" }, C.amber) +
    cat(ctx, { x: 800, y: 880, s: 1.2 }, { hold: "hug", mood: "happy" }, "#E9DFD3")
  );
}
