/** Bigger friends on the shared body plan: lion, elephant, dragon. */
import { C, mix, shade, tint } from "../core/palette.ts";
import { tube } from "../core/shapes.ts";
import type { Place } from "../core/shapes.ts";
import { circle, ellipse, f, g, path } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { critter } from "./critter.ts";
import type { Pose } from "./critter.ts";

function mane(colour: string, n = 14): string {
  let d = "";
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const x = Math.cos(a) * 33;
    const y = -76 + Math.sin(a) * 31;
    d += ellipse(x, y, 12, 15, { transform: `rotate(${f((a * 180) / Math.PI + 90)} ${f(x)} ${f(y)})` });
  }
  return g({ fill: colour }, d);
}

export function lion(ctx: Ctx, p: Place, pose: Pose = {}): string {
  const fur = C.honey;
  return critter(
    ctx,
    p,
    {
      fur,
      belly: tint(fur, 0.5),
      behind:
        path("M-14-6C-40-2-50-20-46-36", { fill: "none", "stroke-width": 4, stroke: shade(fur, 0.2) }) +
        circle(-47, -40, 7, { fill: C.amber }),
      ears: mane(C.amber) + circle(-22, -97, 8, { fill: fur }) + circle(22, -97, 8, { fill: fur }),
      markings: ellipse(0, -61, 13, 9, { fill: tint(fur, 0.55), stroke: "none" }),
      nose: C.brown,
    },
    pose,
  );
}

export function elephant(ctx: Ctx, p: Place, pose: Pose & { trunkUp?: boolean } = {}): string {
  const fur = "#9FADC4";
  const ear = (s: number): string =>
    path(`M${s * 22}-92C${s * 54}-108 ${s * 64}-70 ${s * 50}-56C${s * 42}-48 ${s * 30}-54 ${s * 24}-62Z`, {
      fill: fur,
    }) +
    path(`M${s * 28}-86C${s * 48}-96 ${s * 54}-72 ${s * 46}-62C${s * 40}-58 ${s * 34}-62 ${s * 30}-66Z`, {
      fill: C.roseLight,
      stroke: "none",
    });
  const lw = ctx.lw / (p.s ?? 1);
  const trunk = tube(
    pose.trunkUp ? "M0-74C0-60 4-52 14-52C24-52 30-60 30-72C30-78 26-80 24-77" : "M0-74C0-62-2-52-4-44C-5-38 0-35 3-39",
    fur,
    12,
    lw,
  );
  return critter(
    ctx,
    p,
    {
      fur,
      belly: tint(fur, 0.4),
      ears: ear(-1) + ear(1),
      over:
        trunk + path("M-12-62Q-15-56-13-50M12-62Q15-56 13-50", { fill: "none", stroke: C.white, "stroke-width": 3 }),
      mouth: "none",
      eyeY: -82,
      eyeGap: 24,
      bodyW: 30,
      shadow: 36,
    },
    pose,
  );
}

export function dragon(ctx: Ctx, p: Place, pose: Pose & { flame?: boolean } = {}, fur: string = C.leaf): string {
  const belly = C.honey;
  const wing = (s: number): string =>
    path(
      `M${s * 16}-46C${s * 30}-74 ${s * 46}-92 ${s * 60}-92C${s * 54}-84 ${s * 58}-76 ${s * 52}-72C${s * 50}-64 ${s * 44}-62 ${s * 40}-56C${s * 34}-54 ${s * 26}-46 ${s * 20}-38Z`,
      { fill: C.rose },
    );
  const tail =
    path("M-18-8C-46-2-62-12-66-30C-64-22-56-14-44-16C-34-18-28-24-22-26Z", { fill: fur }) +
    path("M-66-30L-76-38L-62-44L-64-32Z", { fill: C.orange });
  const bellyLines = path("M-10-34H10M-12-24H12M-12-14H12", {
    fill: "none",
    stroke: shade(belly, 0.25),
    "stroke-width": 2,
  });
  const horns =
    path("M-16-98L-20-114L-8-100ZM16-98L20-114L8-100Z", { fill: C.honey }) +
    path("M-4-101L0-109L4-101Z", { fill: C.orange });
  const snout =
    ellipse(0, -63, 15, 10, { fill: tint(fur, 0.3), stroke: "none" }) +
    circle(-5, -65, 1.6, { fill: C.ink, stroke: "none" }) +
    circle(5, -65, 1.6, { fill: C.ink, stroke: "none" });
  const flame = pose.flame
    ? path("M10-58C22-64 32-60 40-66C40-58 48-56 56-60C52-52 58-46 66-48C56-36 34-38 24-46C18-50 12-52 10-58Z", {
        fill: C.orange,
        stroke: C.amber,
      }) +
      path("M16-56C24-58 30-56 36-60C36-54 42-52 48-54C44-46 32-44 24-48C20-50 18-52 16-56Z", {
        fill: C.honey,
        stroke: "none",
      })
    : "";
  return critter(
    ctx,
    p,
    {
      fur,
      belly,
      behind: wing(-1) + wing(1) + tail,
      ears: horns,
      markings: snout,
      over: bellyLines,
      mouth: "smile",
      noseY: -58,
    },
    { ...pose, extra: (pose.extra ?? "") + flame },
  );
}

/** Grumble the garden troll: mossy, big-nosed, tufty and secretly kind. */
export function troll(ctx: Ctx, p: Place, pose: Pose = {}): string {
  const fur = "#8FA483";
  return critter(
    ctx,
    p,
    {
      fur,
      belly: tint(fur, 0.45),
      feet: shade(fur, 0.3),
      ears:
        path("M-28-80L-48-92L-30-66ZM28-80L48-92L30-66Z", { fill: fur }) +
        path("M-12-100Q-16-118-4-122Q-8-110 0-104Q6-120 16-118Q8-108 12-100Z", { fill: C.leafDark }),
      markings:
        circle(-14, -92, 4, { fill: shade(fur, 0.15), stroke: "none" }) +
        circle(18, -88, 3, { fill: shade(fur, 0.15), stroke: "none" }),
      over:
        ellipse(0, -63, 10, 7, { fill: mix(C.rose, C.brownLight, 0.4) }) +
        path("M-16-86L-6-82M16-86L6-82", { fill: "none", "stroke-width": 3 }),
      mouth: "none",
      eyeY: -78,
      eyeGap: 24,
      bodyW: 30,
      shadow: 36,
    },
    { ...pose, extra: (pose.extra ?? "") + path("M-8-50Q0-46 8-50", { fill: "none" }) },
  );
}
