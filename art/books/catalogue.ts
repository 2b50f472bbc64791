/** All files for the fifteen catalogue books: cover, spreads and their previews. */
import { AUTHOR, BOOKS } from "./meta.ts";
import { cover, spreadOne, spreadTwo } from "./pages.ts";
import type { PageSet, Scene } from "./pages.ts";
import { bearScene, grannyScene, lunaScene, pipScene, puddleScene } from "./scenes-a.ts";
import { gullScene, hareScene, hatScene, mangoScene, ottoScene } from "./scenes-b.ts";
import { adventureScene, bakeryScene, boatsScene, emberScene, trainScene } from "./scenes-c.ts";
import { SPOTS } from "./spots.ts";

const SCENES: Scene[] = [
  pipScene,
  bearScene,
  grannyScene,
  lunaScene,
  puddleScene,
  ottoScene,
  gullScene,
  hareScene,
  mangoScene,
  hatScene,
  emberScene,
  bakeryScene,
  trainScene,
  boatsScene,
  adventureScene,
];

export function bookFiles(): Map<string, string> {
  const out = new Map<string, string>();
  for (const b of BOOKS) {
    const scene = SCENES[b.id - 1];
    const spot = SPOTS[b.id];
    if (!scene || !spot) throw new Error(`book ${b.id} has no scene`);
    const set: PageSet = {
      key: `book${b.id}`,
      title: b.title,
      alt: b.scene,
      author: AUTHOR,
      scene,
      spot,
      text1: b.spread1,
      text2: b.spread2,
    };
    const dir = `books/${b.id}`;
    out.set(`${dir}/cover.svg`, cover(set, true));
    out.set(`${dir}/cover-preview.svg`, cover(set, false));
    out.set(`${dir}/spread-1.svg`, spreadOne(set, true));
    out.set(`${dir}/spread-1-preview.svg`, spreadOne(set, false));
    out.set(`${dir}/spread-2.svg`, spreadTwo(set, true));
    out.set(`${dir}/spread-2-preview.svg`, spreadTwo(set, false));
  }
  return out;
}
