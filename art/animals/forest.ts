/** Woodland animals on the shared body plan: bear, badger, hedgehog, rabbit, hare, mouse, cat. */
import { C, mix, shade, tint } from "../core/palette.ts";
import type { Place, Pt } from "../core/shapes.ts";
import { poly } from "../core/shapes.ts";
import { circle, ellipse, path } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { critter } from "./critter.ts";
import type { Pose } from "./critter.ts";

const roundEars = (fur: string, inner: string, r = 10, y = -95, x = 22): string =>
  circle(-x, y, r, { fill: fur }) +
  circle(x, y, r, { fill: fur }) +
  circle(-x, y, r * 0.5, { fill: inner, stroke: "none" }) +
  circle(x, y, r * 0.5, { fill: inner, stroke: "none" });

const whiskers = (y: number): string =>
  path(`M-14 ${y}L-30 ${y - 3}M-14 ${y + 3}L-29 ${y + 5}M14 ${y}L30 ${y - 3}M14 ${y + 3}L29 ${y + 5}`, {
    fill: "none",
    "stroke-width": 1.2,
    opacity: 0.7,
  });

export function bear(ctx: Ctx, p: Place, pose: Pose = {}, fur: string = C.brown): string {
  const light = tint(fur, 0.5);
  return critter(
    ctx,
    p,
    {
      fur,
      belly: light,
      feet: shade(fur, 0.15),
      ears: roundEars(fur, light, 11, -96, 21),
      markings: ellipse(0, -62, 13, 9.5, { fill: light, stroke: "none" }),
      nose: C.ink,
      bodyW: 28,
    },
    pose,
  );
}

export function badger(ctx: Ctx, p: Place, pose: Pose = {}): string {
  const fur = "#8E95A6";
  const stripe = "#4A4F62";
  return critter(
    ctx,
    p,
    {
      fur: C.white,
      coat: fur,
      belly: "#C3C8D3",
      feet: stripe,
      ears: circle(-23, -92, 8, { fill: stripe }) + circle(23, -92, 8, { fill: stripe }),
      markings: path("M-17-99Q-20-84-16-70Q-10-66-7-71Q-8-86-7-100ZM17-99Q20-84 16-70Q10-66 7-71Q8-86 7-100Z", {
        fill: stripe,
        stroke: "none",
      }),
      nose: C.ink,
      eyeGap: 23,
    },
    pose,
  );
}

function spikes(cx: number, cy: number, r1: number, r2: number, n: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = Math.PI * 0.85 + (Math.PI * 1.3 * i) / (n * 2 - 1);
    const r = i % 2 ? r1 : r2;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return pts;
}

export function hedgehog(ctx: Ctx, p: Place, pose: Pose = {}): string {
  const quill = "#7A5236";
  const face = "#E9C9A0";
  return critter(
    ctx,
    p,
    {
      fur: face,
      belly: C.paper,
      feet: C.brownDark,
      behind:
        path(poly([[-30, -4], ...spikes(0, -58, 46, 62, 13), [30, -4]]), { fill: quill }) +
        path(poly(spikes(0, -58, 34, 44, 11), false), { fill: "none", stroke: tint(quill, 0.35), opacity: 0.8 }),
      ears: circle(-22, -92, 7, { fill: face }) + circle(22, -92, 7, { fill: face }),
      markings: path("M-24-90Q-12-104 0-92Q12-104 24-90Q20-100 0-103Q-20-100-24-90Z", { fill: quill, stroke: "none" }),
      nose: C.ink,
      noseY: -63,
      bodyW: 24,
    },
    pose,
  );
}

const longEars = (fur: string, inner: string, len: number, tip?: string, flop = false): string => {
  const ear = (s: number, bend: number): string =>
    path(
      `M${s * 8}-96C${s * 4 + bend}-${96 + len * 0.6} ${s * 10 + bend}-${96 + len} ${s * 17 + bend}-${96 + len}C${s * 24 + bend}-${96 + len} ${s * 24}-${96 + len * 0.5} ${s * 19}-94Z`,
      { fill: fur },
    ) +
    path(
      `M${s * 11}-98C${s * 9 + bend}-${96 + len * 0.6} ${s * 12 + bend}-${92 + len} ${s * 16 + bend}-${92 + len}C${s * 20 + bend}-${92 + len} ${s * 19}-${96 + len * 0.5} ${s * 17}-97Z`,
      { fill: inner, stroke: "none" },
    ) +
    (tip
      ? path(
          `M${s * 10 + bend * 0.95}-${92 + len * 0.92}C${s * 12 + bend}-${96 + len} ${s * 22 + bend}-${96 + len} ${s * 22 + bend}-${90 + len * 0.9}Z`,
          { fill: tip, stroke: "none" },
        )
      : "");
  return ear(-1, 0) + ear(1, flop ? 14 : 0);
};

export function rabbit(ctx: Ctx, p: Place, pose: Pose = {}, fur = "#E9DFD3"): string {
  return critter(
    ctx,
    p,
    {
      fur,
      belly: C.white,
      behind: circle(-26, -12, 9, { fill: C.white }),
      ears: longEars(fur, C.roseLight, 42, undefined, true),
      nose: C.rose,
      markings: ellipse(0, -62, 11, 8, { fill: C.white, stroke: "none" }),
    },
    pose,
  );
}

export function hare(ctx: Ctx, p: Place, pose: Pose = {}): string {
  const fur = C.white;
  return critter(
    ctx,
    p,
    {
      fur,
      belly: mix(C.white, C.skyLight, 0.4),
      feet: mix(C.white, C.grey, 0.3),
      ears: longEars(fur, C.roseLight, 56, C.ink),
      nose: C.rose,
      markings: whiskers(-60),
      bodyW: 22,
    },
    pose,
  );
}

export function mouse(ctx: Ctx, p: Place, pose: Pose = {}, fur = "#B9B3C6"): string {
  return critter(
    ctx,
    p,
    {
      fur,
      belly: tint(fur, 0.6),
      behind: path("M-14-6C-40 0-52-14-44-30C-38-40-28-34-34-26", {
        fill: "none",
        "stroke-width": 3.5,
        stroke: C.roseLight,
      }),
      ears: roundEars(fur, C.roseLight, 16, -94, 26),
      nose: C.rose,
      markings: whiskers(-61),
    },
    pose,
  );
}

export function cat(ctx: Ctx, p: Place, pose: Pose = {}, fur: string = C.amber): string {
  const stripe = shade(fur, 0.3);
  return critter(
    ctx,
    p,
    {
      fur,
      belly: tint(fur, 0.55),
      behind: path("M-12-8C-44-4-52-30-40-52C-36-60-28-58-32-50C-40-34-30-20-12-20Z", { fill: fur }),
      ears:
        path("M-27-80L-24-112L-6-96ZM27-80L24-112L6-96Z", { fill: fur }) +
        path("M-22-90L-21-104L-12-96ZM22-90L21-104L12-96Z", { fill: C.roseLight, stroke: "none" }),
      markings:
        path("M-6-100L-4-90M0-101V-92M6-100L4-90", { fill: "none", stroke: stripe, "stroke-width": 2.5 }) +
        whiskers(-62),
      nose: C.rose,
    },
    pose,
  );
}
