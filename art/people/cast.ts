/** Who sits for the portraits: the owner, three clients and ten readers, each distinct. */
import { C, HAIRS, SKINS } from "../core/palette.ts";
import { circle, g, makeCtx, path, svgDoc } from "../core/svg.ts";
import { portrait } from "./portrait.ts";
import type { Sitter } from "./portrait.ts";

const s = (i: number): string => SKINS[i] ?? SKINS[0];
const h = (i: number): string => HAIRS[i] ?? HAIRS[0];

export const CLIENTS: [string, Sitter][] = [
  [
    "Client portrait: a smiling woman with curly hair and glasses",
    {
      skin: s(4),
      hair: h(5),
      style: "curls",
      shirt: C.leaf,
      bg: "#F6D9A8",
      neck: "vee",
      glasses: true,
      earrings: C.honey,
      motif: "dots",
      grin: true,
    },
  ],
  [
    "Client portrait: a cheerful man with a beard in a collared shirt",
    {
      skin: s(1),
      hair: h(6),
      style: "short",
      shirt: C.sky,
      bg: "#CFE6D4",
      neck: "collar",
      beard: true,
      motif: "leaves",
      mood: "happy",
    },
  ],
  [
    // Samuel Brightwater, the retired teacher of the third client review (the review names him).
    "Client portrait: a smiling older man with grey hair and glasses",
    {
      skin: s(2),
      hair: h(4),
      style: "short",
      glasses: true,
      shirt: C.honey,
      bg: "#D5E4F0",
      neck: "turtle",
      motif: "rings",
      grin: true,
    },
  ],
];

export const READERS: [string, Sitter][] = [
  [
    "Reader portrait: a woman with a bob and a striped top",
    {
      skin: s(0),
      hair: h(3),
      style: "bob",
      shirt: C.white,
      stripes: C.sky,
      bg: "#F7D6CF",
      motif: "dots",
      mood: "happy",
    },
  ],
  [
    "Reader portrait: a man with short hair and glasses",
    {
      skin: s(5),
      hair: h(0),
      style: "short",
      shirt: C.orange,
      bg: "#F4E3B5",
      neck: "crew",
      glasses: true,
      motif: "stars",
      grin: true,
    },
  ],
  [
    "Reader portrait: a grandmother with a grey bun",
    {
      skin: s(1),
      hair: h(4),
      style: "bun",
      shirt: C.rose,
      bg: "#DDEBD8",
      neck: "collar",
      glasses: true,
      motif: "leaves",
      mood: "happy",
    },
  ],
  [
    "Reader portrait: a young woman with long dark hair",
    {
      skin: s(3),
      hair: h(0),
      style: "long",
      shirt: C.leaf,
      bg: "#F9E0B9",
      neck: "vee",
      earrings: C.rose,
      motif: "rings",
      grin: true,
    },
  ],
  [
    "Reader portrait: a dad with a beard and a hoodie",
    { skin: s(2), hair: h(1), style: "short", shirt: C.sky, bg: "#FBE6CC", neck: "hood", beard: true, motif: "dots" },
  ],
  [
    "Reader portrait: a woman with an afro and earrings",
    {
      skin: s(5),
      hair: h(5),
      style: "afro",
      shirt: C.honey,
      bg: "#D8E8F1",
      neck: "crew",
      earrings: C.amber,
      motif: "stars",
      mood: "happy",
      grin: true,
    },
  ],
  [
    "Reader portrait: a man with auburn hair and a green jumper",
    {
      skin: s(0),
      hair: h(2),
      style: "spiky",
      shirt: C.leafDark,
      bg: "#F3D7C8",
      neck: "turtle",
      motif: "leaves",
      grin: true,
    },
  ],
  [
    "Reader portrait: a woman in a blue headscarf",
    {
      skin: s(3),
      hair: C.sky,
      style: "wrap",
      shirt: C.white,
      stripes: C.rose,
      bg: "#F5E8C8",
      motif: "rings",
      mood: "happy",
    },
  ],
  [
    "Reader portrait: a mum with pigtails and a rosy top",
    {
      skin: s(2),
      hair: h(6),
      style: "pigtails",
      shirt: C.rose,
      bg: "#DCEBDF",
      neck: "collar",
      motif: "dots",
      grin: true,
    },
  ],
  [
    "Reader portrait: a grandfather with a white beard and glasses",
    {
      skin: s(4),
      hair: h(4),
      style: "bald",
      shirt: C.amber,
      bg: "#E2E0F0",
      neck: "vee",
      beard: true,
      glasses: true,
      motif: "stars",
      mood: "happy",
    },
  ],
];

/** The owner: an illustrator with a paintbrush tucked behind her ear, paint on her smock. */
export function ownerSvg(): string {
  const ctx = makeCtx("owner", 2.2, true);
  const brush = g(
    { stroke: C.ink, "stroke-width": 2 },
    path("M150 38L128 92", { stroke: C.ink, "stroke-width": 8.5, fill: "none" }),
    path("M150 38L128 92", { stroke: C.honey, "stroke-width": 5, fill: "none" }),
    path("M127 90L124 100L131 98Z", { fill: C.grey }),
    path("M150 38l6-14q3-3 3 2l-4 15Z", { fill: C.orange }),
  );
  const smock =
    path("M62 150Q100 164 138 150L144 200H56Z", { fill: C.paper, "stroke-width": 2 }) +
    path("M78 148L86 128M122 148L114 128", { fill: "none", "stroke-width": 2 });
  const splats =
    circle(76, 176, 5, { fill: C.orange, stroke: "none" }) +
    circle(124, 184, 4.5, { fill: C.sky, stroke: "none" }) +
    circle(112, 170, 3.5, { fill: C.leaf, stroke: "none" }) +
    circle(88, 190, 3, { fill: C.rose, stroke: "none" });
  const sitter: Sitter = {
    skin: SKINS[2],
    hair: HAIRS[6],
    style: "long",
    shirt: C.leaf,
    bg: "#F8DDA6",
    neck: "crew",
    earrings: C.orange,
    motif: "dots",
    grin: true,
    behindEar: brush,
    extra: smock + splats,
  };
  return svgDoc({
    vw: 200,
    vh: 200,
    width: 400,
    height: 400,
    title: "The studio's founder and illustrator, smiling, with a paintbrush tucked behind her ear",
    ctx,
    body: portrait(ctx, sitter),
  });
}

export function peopleFiles(): Map<string, string> {
  const out = new Map<string, string>();
  out.set("people/owner.svg", ownerSvg());
  const draw = (key: string, [title, sitter]: [string, Sitter]): string => {
    const ctx = makeCtx(key, 2.4, false);
    return svgDoc({ vw: 200, vh: 200, title, ctx, body: portrait(ctx, sitter) });
  };
  CLIENTS.forEach((c, i) => out.set(`people/client-${i + 1}.svg`, draw(`client${i}`, c)));
  READERS.forEach((r, i) => out.set(`people/reader-${String(i + 1).padStart(2, "0")}.svg`, draw(`reader${i}`, r)));
  return out;
}
