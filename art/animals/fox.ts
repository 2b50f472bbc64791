/** The fox, the studio's mascot. */
import { C } from "../core/palette.ts";
import type { Place } from "../core/shapes.ts";
import { g, path } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { critter } from "./critter.ts";
import type { Pose } from "./critter.ts";

const DARK = "#3A2A35";
const FOX_HEAD = "M-29-76C-30-93-15-100 0-100C15-100 30-93 29-76C28-63 12-54 0-52C-12-54-28-63-29-76Z";

export function fox(ctx: Ctx, p: Place, pose: Pose = {}, fur: string = C.orange): string {
  return critter(
    ctx,
    p,
    {
      fur,
      belly: C.white,
      feet: DARK,
      head: FOX_HEAD,
      behind:
        path("M-10-10C-52-6-70-36-56-66C-50-78-36-78-34-66C-32-50-40-34-14-28Z", { fill: fur }) +
        path("M-56-66C-50-78-36-78-34-66C-40-62-48-60-56-66Z", { fill: C.white }),
      ears: g(
        {},
        path("M-25-82L-26-112Q-24-117-19-113L-6-94Z", { fill: fur }),
        path("M25-82L26-112Q24-117 19-113L6-94Z", { fill: fur }),
        path("M-21-88L-22-106L-12-95ZM21-88L22-106L12-95Z", { fill: DARK, stroke: "none" }),
      ),
      markings: path("M-27-70Q-13-72 0-63Q13-72 27-70Q20-54 0-52Q-20-54-27-70Z", { fill: C.white, stroke: "none" }),
      eyeY: -79,
      eyeGap: 21,
      nose: C.ink,
    },
    pose,
  );
}
