/** The twenty gallery illustrations as files (1200×900 full, 400×300 previews). */
import { makeCtx, svgDoc } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { badgerPicnic, foxReading, girlAndWhale, owlSchool, rabbitSled } from "./gallery-a.ts";
import { cardboardRocket, catPie, elephantBath, grannyKnits, teacupSail } from "./gallery-b.ts";
import { bearFishing, dragonCampfire, frogChoir, hedgehogLeaves, rooftopsNight } from "./gallery-c.ts";
import { balloonHills, lionBarber, penguinMarket, rainyWindow, treehouseLibrary } from "./gallery-d.ts";

const GALLERY: [(ctx: Ctx) => string, string][] = [
  [foxReading, "A fox reads in a green armchair under a warm lamp"],
  [badgerPicnic, "A badger family picnics on a checked blanket in the meadow"],
  [girlAndWhale, "A girl in a rowing boat waves to a giant, gentle whale"],
  [owlSchool, "An owl teacher and her pupils in a forest classroom"],
  [rabbitSled, "Two rabbits whizz down a snowy hill on a sled"],
  [catPie, "A cat reaches for the pie cooling in the kitchen"],
  [cardboardRocket, "A boy builds a cardboard rocket in the garden at dusk"],
  [elephantBath, "An elephant splashes in a bubble bath"],
  [teacupSail, "A mouse sails a teacup across the pond"],
  [grannyKnits, "A grandmother knits while kittens chase the yarn"],
  [dragonCampfire, "A little dragon toasts marshmallows for her friends"],
  [hedgehogLeaves, "A hedgehog pops out of a heap of autumn leaves"],
  [rooftopsNight, "A cat watches over the city rooftops under a big moon"],
  [frogChoir, "A frog choir sings on the lily pads at dusk"],
  [bearFishing, "A bear cub fishes from a rock in the river"],
  [rainyWindow, "A girl reads on the window seat on a rainy day"],
  [lionBarber, "A lion gets his mane trimmed at the barber's"],
  [penguinMarket, "Penguins shop at a snowy winter market"],
  [treehouseLibrary, "A library in a treehouse, with readers on every branch"],
  [balloonHills, "A hot-air balloon drifts over patchwork hills"],
];

export function galleryFiles(): Map<string, string> {
  const out = new Map<string, string>();
  GALLERY.forEach(([draw, title], i) => {
    const n = String(i + 1).padStart(2, "0");
    for (const full of [true, false]) {
      const ctx = makeCtx(`gallery-${n}`, 4, full);
      const svg = svgDoc({
        vw: 1200,
        vh: 900,
        width: full ? 1200 : 400,
        height: full ? 900 : 300,
        title,
        ctx,
        body: draw(ctx),
      });
      out.set(`portfolio/illustration-${n}${full ? "" : "-preview"}.svg`, svg);
    }
  });
  return out;
}
