/** Small spot illustrations for the text page of each book's first spread. */
import { bee } from "../animals/birds.ts";
import { fish } from "../animals/sea.ts";
import { C } from "../core/palette.ts";
import { circle, f, g, path } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { snowyPine } from "../nature/plants.ts";
import { shell } from "../nature/reef.ts";
import { moon, starPath, twinkle } from "../nature/sky.ts";
import { drop } from "../nature/water.ts";
import { lighthouse } from "../things/buildings.ts";
import { wateringCan } from "../things/garden.ts";
import { hatStand } from "../things/hats.ts";
import { campfire, jar, kite, pie, umbrella } from "../things/props.ts";
import { bicycle, paperBoat } from "../things/vehicles.ts";
import type { Spot } from "./pages.ts";

const puddleDrops: Spot = (ctx, x, y) => drop(x - 40, y, 12) + drop(x, y - 30, 16) + drop(x + 40, y + 4, 11);
const seaFinds: Spot = (ctx, x, y) =>
  shell(ctx, x - 40, y + 30, 26) + fish(x + 30, y - 20, 2.6, C.orange) + shell(ctx, x + 50, y + 36, 18, C.honey);
const nightSky: Spot = (ctx, x, y) =>
  moon(ctx, x, y, 40, 0.5) + path(twinkle(x + 70, y - 30, 12) + twinkle(x - 70, y + 20, 9), { fill: C.honey });
const compass: Spot = (ctx, x, y) =>
  g(
    { stroke: C.ink, "stroke-width": ctx.lw },
    circle(x, y, 50, { fill: C.paperDeep }),
    path(starPath(x, y, 44, 0.22), { fill: C.honey }),
    circle(x, y, 6, { fill: C.orange }),
  );
const dragonFlame: Spot = (ctx, x, y) => campfire(ctx, x, y + 40, 90);

/** Spot per book id. */
export const SPOTS: Record<number, Spot> = {
  1: (ctx, x, y) => kite(ctx, x, y - 20, 90, -12),
  2: (ctx, x, y) => bicycle(ctx, x, y + 50, 120, C.orange).art,
  3: (ctx, x, y) => wateringCan(ctx, x - 10, y + 50, 110, C.sky),
  4: (ctx, x, y) => jar(ctx, x, y + 50, 90),
  5: puddleDrops,
  6: seaFinds,
  7: (ctx, x, y) => lighthouse(ctx, x, y + 70, 150, false),
  8: (ctx, x, y) => snowyPine(ctx, x, y + 70, 140),
  9: (ctx, x, y) => umbrella(ctx, x, y + 60, 70, C.honey, -8),
  10: (ctx, x, y) => hatStand("flower", x, y + 60, 80, C.rose, ctx.lw),
  11: dragonFlame,
  12: (ctx, x, y) => pie(ctx, x, y + 40, 120),
  13: nightSky,
  14: (ctx, x, y) => paperBoat(ctx, x, y + 30, 110, C.white),
  15: compass,
};

/** A tiny bee flourish under text blocks. */
export function beeFlourish(ctx: Ctx, x: number, y: number): string {
  return (
    path(`M${f(x - 60)} ${f(y + 10)}q30-24 50 0`, {
      fill: "none",
      stroke: C.ink,
      "stroke-width": 2,
      "stroke-dasharray": "0.1 7",
      opacity: 0.6,
    }) + bee(ctx, { x, y, s: 1 })
  );
}
