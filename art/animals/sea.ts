/** Water creatures: whale, octopus, frog and fish. */
import { C, mix, shade, tint } from "../core/palette.ts";
import { place, tube } from "../core/shapes.ts";
import type { Place, Pt } from "../core/shapes.ts";
import { circle, ellipse, f, g, path } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { cheeks, eyes, smile } from "./face.ts";
import type { Mood } from "./face.ts";

/** A big friendly whale seen from the side, facing right; origin at its belly line. */
export function whale(ctx: Ctx, p: Place, o: { spout?: boolean; mood?: Mood } = {}): string {
  const blue = "#5F8FC0";
  const body = path(
    "M-150-40C-140-96-60-120 20-112C90-106 140-74 150-30C156 0 130 14 80 16C0 20-80 18-120 6C-140 0-152-16-150-40Z",
    { fill: blue },
  );
  const belly = path("M-110 4C-60-16 40-20 120-4C118 8 100 14 80 16C0 20-80 18-110 4Z", {
    fill: tint(blue, 0.55),
    stroke: "none",
  });
  const grooves = path("M-40 0Q20-8 90 0M-30 9Q20 3 80 9", {
    fill: "none",
    stroke: tint(blue, 0.2),
    "stroke-width": 2.5,
  });
  const tail = path(
    "M-146-44C-170-60-190-88-196-110C-180-100-168-96-158-98C-170-110-176-126-172-140C-156-120-144-96-136-70Z",
    { fill: blue },
  );
  const fin = path("M0-10C10 14 30 26 44 22C38 10 30 0 20-8Z", { fill: shade(blue, 0.12) });
  const face =
    eyes(96, -50, 0.01, 5, o.mood ?? "happy") +
    ellipse(112, -36, 10, 6, { fill: C.rose, stroke: "none", opacity: 0.55 }) +
    path("M70-22Q110-6 148-30", { fill: "none" });
  const spout = o.spout
    ? path("M40-116C36-140 20-150 10-146M40-116C44-142 60-152 72-146M40-116V-150", {
        fill: "none",
        stroke: C.skyLight,
        "stroke-width": 6,
      }) +
      circle(10, -148, 6, { fill: C.skyLight, stroke: "none" }) +
      circle(72, -148, 6, { fill: C.skyLight, stroke: "none" }) +
      circle(40, -154, 7, { fill: C.skyLight, stroke: "none" })
    : "";
  const spots =
    circle(-60, -80, 5, { fill: tint(blue, 0.3), stroke: "none" }) +
    circle(-40, -92, 4, { fill: tint(blue, 0.3), stroke: "none" }) +
    circle(-80, -70, 3, { fill: tint(blue, 0.3), stroke: "none" });
  return place(ctx, p, g({}, tail, body, belly, grooves, fin, spots, face, spout));
}

/** Tentacle tip positions of the octopus, in its own space (for props to sit on). */
export const OCTO_TIPS: Pt[] = [
  [-74, -46],
  [-66, -10],
  [-40, 4],
  [-12, 8],
  [14, 8],
  [42, 4],
  [68, -10],
  [76, -46],
];

export function octopus(ctx: Ctx, p: Place, o: { colour?: string; mood?: Mood; hat?: string } = {}): string {
  const c = o.colour ?? C.rose;
  const dark = shade(c, 0.15);
  const lw = ctx.lw / (p.s ?? 1);
  let arms = "";
  OCTO_TIPS.forEach(([tx, ty], i) => {
    const bx = -28 + (i * 56) / 7;
    const curl = i < 4 ? -1 : 1;
    const d = `M${f(bx)} -46C${f(bx)} -24 ${f(tx - curl * 12)} ${f(ty - 14)} ${f(tx)} ${f(ty)}C${f(tx + curl * 4)} ${f(ty + 8)} ${f(tx + curl * 12)} ${f(ty + 2)} ${f(tx + curl * 9)} ${f(ty - 5)}`;
    arms += tube(d, i % 2 ? c : dark, 11 - Math.abs(i - 3.5) * 0.6, lw);
  });
  const head = path("M-40-54C-46-110 46-110 40-54C36-34-36-34-40-54Z", { fill: c });
  const spots =
    circle(-18, -88, 5, { fill: tint(c, 0.35), stroke: "none" }) +
    circle(20, -94, 4, { fill: tint(c, 0.35), stroke: "none" }) +
    circle(8, -100, 3, { fill: tint(c, 0.35), stroke: "none" });
  const face = eyes(0, -62, 26, 4.5, o.mood ?? "open") + cheeks(0, -52, 44, 5.5) + smile(0, -50, 10);
  return place(ctx, p, g({}, arms, head, spots, face, o.hat ?? ""), 50);
}

export function frog(
  ctx: Ctx,
  p: Place,
  o: { sing?: boolean; colour?: string; mood?: Mood; extra?: string } = {},
): string {
  const c = o.colour ?? C.leaf;
  const light = tint(c, 0.5);
  const legs = path("M-30-4C-46-4-48-24-32-30C-24-32-20-20-16-8ZM30-4C46-4 48-24 32-30C24-32 20-20 16-8Z", { fill: c });
  const body = path("M-34-20C-36-52-18-60 0-60C18-60 36-52 34-20C32-4 16 0 0 0C-16 0-32-4-34-20Z", { fill: c });
  const belly = path("M-18-8C-22-26-14-36 0-36C14-36 22-26 18-8C12-2-12-2-18-8Z", { fill: light, stroke: "none" });
  const eyeBumps =
    circle(-16, -60, 11, { fill: c }) +
    circle(16, -60, 11, { fill: c }) +
    path("M-30-50Q0-44 30-50", { fill: "none", stroke: c, "stroke-width": 6 });
  const face = eyes(0, -61, 32, 4, o.mood ?? "open") + cheeks(0, -44, 46, 5);
  const mouth = o.sing ? ellipse(0, -40, 7, 8, { fill: "#B5483F" }) : path("M-14-44Q0-34 14-44", { fill: "none" });
  const feet = path("M-38-2l-6 3M-36 0l-3 5M38-2l6 3M36 0l3 5", { fill: "none" });
  return place(ctx, p, g({}, legs, body, belly, eyeBumps, face, mouth, feet, o.extra ?? ""), 36);
}

/** A small fish facing right. */
export function fish(x: number, y: number, s: number, colour: string = C.orange, flip = false): string {
  const t = `translate(${f(x)} ${f(y)}) scale(${flip ? -s : s} ${s})`;
  return g(
    { transform: t, stroke: C.ink, "stroke-width": 2 / s },
    path("M-14 0C-6-10 8-10 14 0C8 10-6 10-14 0ZM-12 0L-22-7V7Z", { fill: colour }),
    circle(7, -2, 1.6, { fill: C.ink, stroke: "none" }),
    path("M-2-6Q2 0-2 6", { fill: "none", stroke: mix(colour, C.paper, 0.5) }),
  );
}
