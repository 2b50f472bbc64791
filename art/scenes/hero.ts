/** The home-page hero: a child and the fox read a giant book; a hillside, a kite and bees spill out. */
import { bee, beeTrail } from "../animals/birds.ts";
import { fox } from "../animals/fox.ts";
import { C, tint } from "../core/palette.ts";
import { circle, clip, ellipse, g, makeCtx, path, radial, rect, svgDoc } from "../core/svg.ts";
import { flowers, hill, tree, tufts, windingPath } from "../nature/land.ts";
import { cloud, skyFill, sun, twinkle } from "../nature/sky.ts";
import { child, KIDS } from "../people/child.ts";
import { openBook } from "../things/book.ts";
import { cottage } from "../things/buildings.ts";
import { kite, kiteString } from "../things/props.ts";

const W = 1200;
const H = 900;

/** Faint lines of type on the visible lower half of the pages. */
function pageText(): string {
  let d = "";
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i++) {
      const y = 722 + i * 20 - (side < 0 ? 0 : 0);
      const x0 = 600 + side * 60;
      const x1 = 600 + side * (i === 2 ? 250 : 330);
      d += `M${x0} ${y + 6}Q${(x0 + x1) / 2} ${y - 8} ${x1} ${y + 2}`;
    }
  }
  return path(d, { fill: "none", stroke: C.grey, "stroke-width": 5, opacity: 0.55 });
}

export function hero(full: boolean): string {
  const ctx = makeCtx("hero", 4, full);
  const r = ctx.rng;
  const bg =
    rect(0, 0, W, H, { fill: C.paper }) +
    circle(600, 420, 560, {
      fill: radial(ctx, [
        [0, "#FFE6B0", 0.9],
        [1, C.paper, 0],
      ]),
    }) +
    ellipse(600, 812, 570, 82, { fill: tint(C.rose, 0.55) }) +
    ellipse(600, 812, 490, 60, {
      fill: "none",
      stroke: C.white,
      "stroke-width": 6,
      "stroke-dasharray": "2 16",
      opacity: 0.9,
    });

  // The pop-up world: an arch standing on the pages, dipping into the gutter.
  const archD = "M178 706C110 360 360 70 600 70C840 70 1090 360 1022 706Q785 662 600 694Q415 662 178 706Z";
  const pip = { x: 455, y: 560, s: 0.62 };
  const world = g(
    { "clip-path": clip(ctx, path(archD)) },
    skyFill(ctx, "day", W, 720),
    sun(ctx, 820, 210, 52),
    cloud(ctx, 420, 220, 190),
    cloud(ctx, 700, 320, 120, C.white, 0.8),
    hill(ctx, 150, 1050, 430, 60, 720, tint(C.leaf, 0.45), 3),
    tree(ctx, 330, 450, 90, "pine", tint(C.leafDark, 0.2), false),
    tree(ctx, 370, 440, 70, "pine", tint(C.leafDark, 0.3), false),
    hill(ctx, 150, 1050, 510, 55, 720, C.leafLight, 2),
    cottage(ctx, 720, 500, 110, C.white, C.orange),
    tree(ctx, 860, 540, 140, "apple", C.leaf),
    fox(ctx, pip, { hold: "up", mood: "happy" }),
    hill(ctx, 150, 1050, 600, 40, 720, C.leaf, 3),
    windingPath(600, 700, 720, 500, 70),
    tufts(ctx, 260, 940, 600, 680, 22, C.leafDark, 14),
    flowers(ctx, 280, 920, 610, 680, 12, 7),
    tree(ctx, 290, 660, 180, "round", C.leafDark),
  );
  const rim =
    path(archD, { fill: "none", stroke: C.white, "stroke-width": 14 }) +
    path(archD, { fill: "none", stroke: C.ink, "stroke-width": 4 });

  // The kite escapes over the rim on the little fox's string.
  const kiteArt = kiteString(ctx, pip.x + 17, pip.y - 63, 190, 196, 0.1) + kite(ctx, 170, 150, 120, -22);

  const bees =
    beeTrail(ctx, 640, 360, 1010, 130, 50) +
    bee(ctx, { x: 1010, y: 130, s: 1.8 }) +
    beeTrail(ctx, 780, 440, 1090, 330, 40) +
    bee(ctx, { x: 1090, y: 330, s: 1.5, rot: 8 }) +
    beeTrail(ctx, 520, 330, 330, 60, 36) +
    bee(ctx, { x: 330, y: 60, s: 1.3 }, true);

  let sparkle = "";
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI * (0.05 + (0.9 * i) / 8);
    sparkle += twinkle(600 + Math.cos(a) * r.range(420, 480), 450 + Math.sin(a) * r.range(380, 420), r.range(8, 16));
  }

  const readers =
    child(ctx, { x: 190, y: 835, s: 2.3 }, { ...KIDS.ada, sit: true, armL: 30, armR: 110, look: 1 }) +
    fox(ctx, { x: 1020, y: 835, s: 2.2, flip: true }, { hold: "wave", mood: "happy", scarf: C.sky });

  return svgDoc({
    vw: W,
    vh: H,
    title: "A child and a fox read a giant picture book; a hillside, a cottage, a kite and bees spill out of its pages",
    ctx,
    body:
      bg +
      openBook(ctx, 600, 805, 860, C.orange, false) +
      pageText() +
      world +
      rim +
      path(sparkle, { fill: C.honey }) +
      kiteArt +
      bees +
      readers +
      flowers(ctx, 60, 1140, 860, 888, 9, 9),
  });
}
