/** Editorial illustrations for the six articles, each composed in a 600×400 stage. */
import { bee } from "../animals/birds.ts";
import { owl } from "../animals/birds.ts";
import { fox } from "../animals/fox.ts";
import { C, SKINS, tint } from "../core/palette.ts";
import { blob, rrect } from "../core/shapes.ts";
import { circle, f, g, makeCtx, path, rect, svgDoc } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { textBlock } from "../core/text.ts";
import { twinkle } from "../nature/sky.ts";
import { openBook } from "../things/book.ts";
import { shopFront } from "../things/buildings.ts";
import { barcode, block, bookFront, bulb, eReader, handshake, priceTag } from "./kit.ts";

type Article = { title: string; bg: string; draw: (ctx: Ctx) => string };

const sparkles = (pts: [number, number, number][]): string =>
  path(pts.map(([x, y, r]) => twinkle(x, y, r)).join(""), { fill: C.honey, stroke: C.ink, "stroke-width": 1.5 });

export const ARTICLES: Article[] = [
  {
    title: "Ideas that make a children's book stand out: a glowing light bulb over an open book",
    bg: "#F8E3B8",
    draw: (ctx) =>
      openBook(ctx, 300, 370, 360, C.leaf) +
      bulb(ctx, 300, 150, 62) +
      fox(ctx, { x: 460, y: 372, s: 0.9, flip: true }, { mood: "happy", hold: "wave" }) +
      sparkles([
        [170, 120, 14],
        [440, 90, 11],
        [470, 200, 9],
      ]),
  },
  {
    title: "Choosing a vocabulary level with CEFR: toy letter blocks from A1 to C2",
    bg: "#DDEBD8",
    draw: (ctx) => {
      const labels = ["A1", "A2", "B1", "B2", "C1", "C2"];
      const cols = [C.leaf, C.leafDark, C.sky, C.skyDeep, C.orange, C.rose];
      let stack = "";
      labels.forEach((l, i) => {
        const x = 70 + i * 72;
        const lift = Math.floor(i / 2);
        for (let k = 0; k < lift; k++) stack += block(ctx, x, 370 - k * 62, 60, C.honey, "");
        stack += block(ctx, x, 370 - lift * 62, 60, cols[i] ?? C.leaf, l);
      });
      return (
        stack +
        owl(ctx, { x: 140, y: 308, s: 0.8 }, { glasses: true, hat: true }) +
        sparkles([
          [470, 120, 12],
          [520, 80, 8],
        ])
      );
    },
  },
  {
    title: "Free KDP ISBN or your own paid ISBN: two price tags with barcodes",
    bg: "#F6D9CF",
    draw: (ctx) =>
      path("M80 70Q300 40 520 70", { fill: "none", stroke: C.brown, "stroke-width": 4 }) +
      priceTag(ctx, 200, 150, 130, C.leafLight, "FREE", -8) +
      priceTag(ctx, 400, 140, 130, C.honey, "$", 7) +
      sparkles([[300, 110, 10]]),
  },
  {
    title: "A separate ISBN for every format: hardcover, paperback and e-book, each with its own barcode",
    bg: "#D8E8F1",
    draw: (ctx) =>
      bookFront(ctx, 70, 290, 130, C.orange, true) +
      barcode(95, 315, 80, 36) +
      bookFront(ctx, 240, 290, 120, C.leaf, false) +
      barcode(260, 315, 80, 36) +
      eReader(ctx, 410, 290, 120) +
      barcode(430, 315, 80, 36),
  },
  {
    title: "Where to buy ISBNs: a little shop with an ISBN sign and a rubber stamp",
    bg: "#F3E6C6",
    draw: (ctx) =>
      shopFront(
        ctx,
        150,
        370,
        300,
        300,
        C.paperDeep,
        C.leaf,
        textBlock(["ISBN"], { x: 300, y: 128, size: 40, anchor: "middle", weight: 700, fill: C.leafDark }),
      ) +
      barcode(200, 260, 90, 40) +
      g(
        { stroke: C.ink, "stroke-width": ctx.lw },
        path(rrect(470, 300, 80, 30, 6), { fill: C.rose }),
        path("M500 300V250h20v50", { fill: C.brown }),
        circle(510, 240, 18, { fill: C.brownLight }),
      ) +
      path(rrect(462, 336, 96, 26, 6), { fill: "none", stroke: C.rose, "stroke-width": 4, "stroke-dasharray": "2 6" }) +
      bee(ctx, { x: 520, y: 120, s: 1.4 }),
  },
  {
    title: "How to hire an illustrator: brushes in a jar, a sketchbook and a handshake",
    bg: "#E4E0F0",
    draw: (ctx) => {
      const jar = g(
        { stroke: C.ink, "stroke-width": ctx.lw },
        path("M60 200l-10-120M80 200l10-130M100 200l20-110", { fill: "none", stroke: C.brown, "stroke-width": 7 }),
        path("M48 84l2-24 8 22ZM88 74l6-24 4 26ZM118 94l10-22 0 26Z", { fill: C.orange }),
        path(rrect(40, 180, 80, 100, 16), { fill: tint(C.sky, 0.4), "fill-opacity": 0.8 }),
      );
      const sketch = g(
        { stroke: C.ink, "stroke-width": ctx.lw },
        path(rrect(200, 70, 240, 180, 10), { fill: C.white }),
        path("M200 80H440", { fill: "none", stroke: C.grey, "stroke-dasharray": "4 8" }),
        fox(ctx, { x: 320, y: 232, s: 1, rot: 0 }, { mood: "happy" }).replace(/fill="#F26B3A"/g, 'fill="#FBE3D6"'),
      );
      return (
        jar +
        sketch +
        handshake(ctx, 320, 330, 90, SKINS[1], SKINS[4]) +
        sparkles([
          [480, 80, 12],
          [520, 150, 8],
        ])
      );
    },
  },
];

function stage(ctx: Ctx, a: Article, w: number, h: number): string {
  const k = h / 400;
  const ox = (w - 600 * k) / 2;
  return (
    rect(0, 0, w, h, { fill: a.bg }) +
    path(blob(w * 0.5, h * 0.55, w * 0.42, h * 0.42, ctx.rng, 0.08, 10), { fill: tint(a.bg, 0.45) }) +
    circle(w * 0.08, h * 0.2, h * 0.05, { fill: C.white, opacity: 0.5 }) +
    circle(w * 0.92, h * 0.8, h * 0.07, { fill: C.white, opacity: 0.5 }) +
    g({ transform: `translate(${f(ox)} 0) scale(${f(k)})` }, a.draw(ctx))
  );
}

export function articleFiles(): Map<string, string> {
  const out = new Map<string, string>();
  ARTICLES.forEach((a, i) => {
    for (const [name, w, h] of [
      ["featured", 1200, 630],
      ["cover", 600, 400],
    ] as const) {
      const ctx = makeCtx(`article-${i}`, 3, true);
      out.set(
        `resources/${i + 1}-${name}.svg`,
        svgDoc({ vw: w, vh: h, title: a.title, ctx, body: stage(ctx, a, w, h) }),
      );
    }
  });
  return out;
}
