/** Birds and bees: owl, penguin, gull (standing and flying), bee. */
import { C, mix, shade } from "../core/palette.ts";
import { place } from "../core/shapes.ts";
import type { Place } from "../core/shapes.ts";
import { circle, ellipse, f, fine, g, path } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { cheeks, eyes } from "./face.ts";
import type { Mood } from "./face.ts";

export function owl(
  ctx: Ctx,
  p: Place,
  o: { glasses?: boolean; hat?: boolean; mood?: Mood; fur?: string } = {},
): string {
  const fur = o.fur ?? "#A9774E";
  const disc = mix(fur, C.paper, 0.65);
  const egg = "M0-104C30-104 40-70 38-40C36-12 22 0 0 0C-22 0-36-12-38-40C-40-70-30-104 0-104Z";
  let scallops = "";
  for (let r = 0; r < 3; r++)
    for (let c = -1; c <= 1; c++) {
      const x = c * 10 + (r % 2 ? 5 : 0);
      const y = -40 + r * 10;
      if (Math.abs(x) < 16) scallops += `M${x - 4} ${y}q4 4 8 0`;
    }
  const body =
    path(egg, { fill: fur }) +
    path("M0-58C16-58 22-36 20-20C18-8 10-3 0-3C-10-3-18-8-20-20C-22-36-16-58 0-58Z", { fill: disc, stroke: "none" }) +
    path(scallops, { fill: "none", stroke: shade(disc, 0.3), "stroke-width": 2 });
  const tufts = path("M-30-88L-34-112L-16-98ZM30-88L34-112L16-98Z", { fill: fur });
  const wings = path("M-36-62C-50-48-48-20-34-14C-32-30-30-46-36-62ZM36-62C50-48 48-20 34-14C32-30 30-46 36-62Z", {
    fill: shade(fur, 0.15),
  });
  const face =
    circle(-14, -76, 14, { fill: disc }) +
    circle(14, -76, 14, { fill: disc }) +
    eyes(0, -76, 28, 5, o.mood ?? "open") +
    path("M-5-66L5-66L0-57Z", { fill: C.honey }) +
    cheeks(0, -64, 42, 4);
  const glasses = o.glasses
    ? circle(-14, -76, 10, { fill: "none", stroke: C.ink }) +
      circle(14, -76, 10, { fill: "none" }) +
      path("M-4-77Q0-80 4-77", { fill: "none" })
    : "";
  const hat = o.hat
    ? path("M-26-104L0-116L26-104L0-94Z", { fill: C.ink }) +
      path("M-14-100V-92Q0-86 14-92V-100", { fill: C.ink }) +
      path("M20-106L24-90", { fill: "none", stroke: C.honey, "stroke-width": 2.5 }) +
      circle(24, -89, 3, { fill: C.honey, stroke: "none" })
    : "";
  const feet = path("M-14 0l-4 4M-10 0v5M-6 0l4 4M14 0l4 4M10 0v5M6 0l-4 4", {
    fill: "none",
    stroke: C.amber,
    "stroke-width": 3,
  });
  return place(ctx, p, g({}, wings, tufts, body, face, glasses, hat, feet), 32);
}

export function penguin(
  ctx: Ctx,
  p: Place,
  o: { scarf?: string; hat?: string; mood?: Mood; flap?: boolean } = {},
): string {
  const back = "#34446A";
  const body = path("M0-100C26-100 34-64 34-36C34-12 20 0 0 0C-20 0-34-12-34-36C-34-64-26-100 0-100Z", { fill: back });
  const belly = path("M0-80C-8-92-24-86-22-66C-26-40-24-10 0-6C24-10 26-40 22-66C24-86 8-92 0-80Z", {
    fill: C.white,
    stroke: "none",
  });
  const flippers = o.flap
    ? path("M-30-56C-46-62-56-74-54-80C-44-76-34-68-28-62ZM30-56C46-62 56-74 54-80C44-76 34-68 28-62Z", { fill: back })
    : path("M-31-58C-44-46-46-28-40-20C-34-30-30-42-29-56ZM31-58C44-46 46-28 40-20C34-30 30-42 29-56Z", { fill: back });
  const face =
    eyes(0, -74, 18, 3.2, o.mood ?? "open") + path("M-6-66Q0-70 6-66L0-58Z", { fill: C.amber }) + cheeks(0, -64, 30, 4);
  const feet = ellipse(-11, -1, 9, 4, { fill: C.amber }) + ellipse(11, -1, 9, 4, { fill: C.amber });
  const scarf = o.scarf
    ? path("M-24-56Q0-46 24-56L25-47Q0-37-25-47Z", { fill: o.scarf }) +
      path("M12-48L18-26L26-29L20-50Z", { fill: o.scarf })
    : "";
  const hat = o.hat
    ? path("M-20-92Q-22-112 0-114Q22-112 20-92Q0-98-20-92Z", { fill: o.hat }) +
      circle(0, -116, 6, { fill: C.white }) +
      path("M-22-94Q0-100 22-94", { fill: "none", stroke: C.white, "stroke-width": 5 })
    : "";
  return place(ctx, p, g({}, flippers, body, belly, feet, face, scarf, hat), 30);
}

/** A standing gull seen from the side, facing right. */
export function gull(ctx: Ctx, p: Place, o: { mood?: Mood; scarf?: string } = {}): string {
  const body = path(
    "M-40-40C-30-52-6-56 10-50C20-66 46-68 48-50C50-40 40-32 30-28C22-14 0-10-16-16C-28-20-40-28-52-30Z",
    { fill: C.white },
  );
  const wing = path("M-28-40C-10-50 10-46 16-36C6-24-14-22-34-30Z", { fill: C.greyLight });
  const tip = path("M-34-30C-42-32-48-36-50-40L-30-38Z", { fill: C.ink, stroke: "none" });
  const beak = path("M46-52L62-50L46-46Z", { fill: C.honey });
  const legs = path("M-4-14V0M8-14V0M-8 0h8M4 0h8", { fill: "none", stroke: C.amber, "stroke-width": 3.5 });
  const eye =
    eyes(34, -55, 0.01, 3.2, o.mood ?? "open") +
    ellipse(40, -46, 4, 2.6, { fill: C.rose, stroke: "none", opacity: 0.55 });
  const scarf = o.scarf
    ? path("M18-40Q30-34 40-36L40-30Q30-27 16-34Z", { fill: o.scarf }) +
      path("M20-36L14-22L22-22L26-35Z", { fill: o.scarf })
    : "";
  return place(ctx, p, g({}, legs, body, wing, tip, beak, eye, scarf), 24);
}

/** A distant gull in flight: a soft "m" of wings. */
export function flyingGull(x: number, y: number, s: number, colour: string = C.ink, width = 3): string {
  return path(
    `M${f(x - 12 * s)} ${f(y)}Q${f(x - 6 * s)} ${f(y - 7 * s)} ${f(x)} ${f(y)}Q${f(x + 6 * s)} ${f(y - 7 * s)} ${f(x + 12 * s)} ${f(y)}`,
    { fill: "none", stroke: colour, "stroke-width": width },
  );
}

/** A round little bee, facing right, centred at its own origin. */
export function bee(ctx: Ctx, p: Place, flip = false): string {
  const inner = g(
    {},
    ellipse(-4, -15, 9, 12, { fill: C.white, opacity: 0.85, transform: "rotate(-25 -4 -15)" }),
    ellipse(6, -15, 8, 11, { fill: C.white, opacity: 0.85, transform: "rotate(20 6 -15)" }),
    ellipse(0, 0, 15, 11, { fill: C.honey }),
    path("M-4-10Q-7 0-4 10M4-10Q7 0 4 10", { fill: "none", stroke: C.ink, "stroke-width": 4 }),
    path("M-15 0L-21 0", { fill: "none" }),
    circle(10, -2, 1.8, { fill: C.ink, stroke: "none" }),
    circle(12, 3, 2, { fill: C.rose, stroke: "none", opacity: 0.7 }),
    path("M10-9Q12-16 16-17M6-10Q6-17 9-19", { fill: "none" }),
  );
  return place(ctx, { ...p, flip: flip ? !p.flip : p.flip }, inner);
}

/** A dotted looping flight trail between two points. */
export function beeTrail(ctx: Ctx, x1: number, y1: number, x2: number, y2: number, loop = 40): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  return path(
    `M${f(x1)} ${f(y1)}C${f(mx - loop)} ${f(my - loop * 1.5)} ${f(mx + loop * 1.5)} ${f(my - loop)} ${f(mx)} ${f(my + loop * 0.3)}S${f(x2 - loop)} ${f(y2 + loop)} ${f(x2)} ${f(y2)}`,
    {
      fill: "none",
      stroke: C.ink,
      "stroke-width": ctx.lw * 0.8,
      "stroke-dasharray": `${fine(ctx.lw * 0.1)} ${fine(ctx.lw * 3)}`,
      opacity: 0.55,
    },
  );
}

/** A soft, fluffy moth with eye-spotted wings, facing us; origin at its body centre. */
export function moth(ctx: Ctx, p: Place, o: { mood?: Mood; colour?: string } = {}): string {
  const c = o.colour ?? "#E9D8B8";
  const wing = (s: number): string =>
    path(`M${s * 6}-6C${s * 30}-46 ${s * 70}-50 ${s * 74}-20C${s * 76}0 ${s * 46}6 ${s * 10}2Z`, { fill: c }) +
    path(`M${s * 8}4C${s * 40}8 ${s * 56}26 ${s * 44}44C${s * 32}56 ${s * 12}34 ${s * 6}12Z`, {
      fill: mix(c, C.rose, 0.35),
    }) +
    circle(s * 46, -20, 9, { fill: C.honey }) +
    circle(s * 46, -20, 4, { fill: C.ink, stroke: "none" });
  const body =
    ellipse(0, 6, 11, 26, { fill: mix(c, C.brown, 0.25) }) +
    path("M-9 14h18M-10 24h20", { fill: "none", stroke: mix(c, C.brown, 0.5) });
  const head = circle(0, -24, 14, { fill: C.white }) + eyes(0, -24, 12, 2.6, o.mood ?? "happy") + cheeks(0, -18, 18, 3);
  const antennae =
    path("M-5-36Q-14-56-26-58M5-36Q14-56 26-58", { fill: "none" }) +
    path("M-26-58l-6 4M-22-54l-5 5M26-58l6 4M22-54l5 5", { fill: "none", "stroke-width": 1.2 });
  return place(ctx, p, g({}, wing(-1), wing(1), body, antennae, head));
}
