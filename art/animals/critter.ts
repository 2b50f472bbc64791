/**
 * The shared body plan for sitting animals: a bean body, a big head, paws in one of a
 * few poses. Each species only supplies its ears, markings, tail and colours.
 */
import { C } from "../core/palette.ts";
import { capsule, oval, place } from "../core/shapes.ts";
import type { Place } from "../core/shapes.ts";
import { circle, ellipse, g, path } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { heldBook } from "../things/book.ts";
import { cheeks, eyes, muzzleMouth, smile } from "./face.ts";
import type { Mood } from "./face.ts";

export type Pose = {
  /** what the front paws do */
  hold?: "book" | "up" | "wave" | "none" | "hug" | "out";
  mood?: Mood;
  scarf?: string;
  bookColour?: string;
  look?: number;
  /** drawn last, in the animal's own space (hats, glasses, held props) */
  extra?: string;
  mouthOpen?: boolean;
};

/** Front paws in one of the shared poses, shoulders at sh, half-spread sp. */
export function paws(pose: Pose, fur: string, sh: number, sp: number, book: string): string {
  const P = (x1: number, y1: number, x2: number, y2: number): string =>
    path(capsule(x1, y1, x2, y2, 6.5, 6.5), { fill: fur });
  switch (pose.hold) {
    case "book":
      return (
        heldBook(0, sh + 14, sp * 3.6, book) +
        circle(-sp * 1.6, sh + 16, 6.5, { fill: fur }) +
        circle(sp * 1.6, sh + 16, 6.5, { fill: fur })
      );
    case "up":
      return (
        P(-sp * 0.5, sh + 20, -sp * 0.7, sh + 4) +
        P(sp * 0.8, sh + 4, sp * 1.6, sh - 24) +
        circle(sp * 1.65, sh - 26, 7.5, { fill: fur })
      );
    case "wave":
      return (
        P(-sp * 0.6, sh + 20, -sp * 0.8, sh + 4) +
        P(sp * 0.8, sh + 2, sp * 1.9, sh - 14) +
        circle(sp * 2, sh - 16, 7.5, { fill: fur })
      );
    case "hug":
      return P(-sp * 1.1, sh + 2, sp * 0.2, sh + 22) + P(sp * 1.1, sh + 2, -sp * 0.1, sh + 24);
    case "out":
      return (
        P(-sp * 0.9, sh + 2, -sp * 2.4, sh + 6) +
        P(sp * 0.9, sh + 2, sp * 2.4, sh + 6) +
        circle(-sp * 2.5, sh + 6, 7, { fill: fur }) +
        circle(sp * 2.5, sh + 6, 7, { fill: fur })
      );
    default:
      return P(-sp * 0.6, sh + 4, -sp * 0.5, sh + 22) + P(sp * 0.6, sh + 4, sp * 0.5, sh + 22);
  }
}

export type Species = {
  fur: string;
  /** body and paw colour when it differs from the head */
  coat?: string;
  belly?: string;
  feet?: string;
  /** drawn behind everything (tails, spikes, wings) */
  behind?: string;
  /** drawn behind the head (ears, manes) */
  ears?: string;
  /** head outline path data; defaults to a round face */
  head?: string;
  /** markings and muzzle drawn on the head before its outline is redrawn */
  markings?: string;
  /** drawn over the head outline (tufts, horns, snout) */
  over?: string;
  eyeY?: number;
  eyeGap?: number;
  eyeR?: number;
  nose?: string;
  noseY?: number;
  /** "muzzle" draws a little w-mouth under the nose, "smile" a curve */
  mouth?: "muzzle" | "smile" | "none";
  shadow?: number;
  bodyW?: number;
};

export const ROUND_HEAD = "M-29-76C-29-95-15-101 0-101C15-101 29-95 29-76C29-60 15-51 0-51C-15-51-29-60-29-76Z";

export function critter(ctx: Ctx, p: Place, sp: Species, pose: Pose = {}): string {
  const bw = sp.bodyW ?? 25;
  const headD = sp.head ?? ROUND_HEAD;
  const coat = sp.coat ?? sp.fur;
  const body = path(`M-${bw - 2} 0C-${bw + 8}-18-${bw + 2}-50 0-53C${bw + 2}-50 ${bw + 8}-18 ${bw - 2} 0Z`, {
    fill: coat,
  });
  const belly = sp.belly ? path("M-13-3C-18-18-13-38 0-41C13-38 18-18 13-3Z", { fill: sp.belly, stroke: "none" }) : "";
  const feet = path(oval(-12, -3, 10, 5.5) + oval(12, -3, 10, 5.5), { fill: sp.feet ?? coat });
  const head = path(headD, { fill: sp.fur, stroke: "none" }) + (sp.markings ?? "") + path(headD, { fill: "none" });
  const ny = sp.noseY ?? -64;
  const mouth = sp.mouth ?? "muzzle";
  const face =
    eyes(0, sp.eyeY ?? -80, sp.eyeGap ?? 22, sp.eyeR ?? 3.4, pose.mood ?? "open", pose.look ?? 0) +
    cheeks(0, -68, 36, 5) +
    (sp.nose ? ellipse(0, ny, 4.5, 3.2, { fill: sp.nose }) : "") +
    (mouth === "muzzle" ? muzzleMouth(0, ny + 4, 3.5) : mouth === "smile" ? smile(0, ny + 2, 10, pose.mouthOpen) : "");
  const scarf = pose.scarf
    ? path("M-20-55Q0-46 20-55L22-47Q0-38-22-47Z", { fill: pose.scarf }) +
      path("M10-48L16-28L24-31L18-49Z", { fill: pose.scarf })
    : "";
  return place(
    ctx,
    p,
    g(
      {},
      sp.behind ?? "",
      body,
      belly,
      feet,
      sp.ears ?? "",
      head,
      sp.over ?? "",
      face,
      scarf,
      paws(pose, coat, -44, 11, pose.bookColour ?? C.leaf),
      pose.extra ?? "",
    ),
    sp.shadow ?? 30,
  );
}
