/** Turns a book's scene into its cover and two double-page spreads (full and preview). */
import { C } from "../core/palette.ts";
import { authorPill, coverTitle, gutter, spineShade } from "../core/frame.ts";
import { rrect } from "../core/shapes.ts";
import { clip, g, makeCtx, path, rect, svgDoc } from "../core/svg.ts";
import type { Ctx } from "../core/svg.ts";
import { textBlock, wrapToWidth } from "../core/text.ts";

/** Draws a book's picture into a w×h box; v is 0 cover, 1 single-page picture, 2 full-bleed spread. */
export type Scene = (ctx: Ctx, w: number, h: number, v: number) => string;
/** A small spot illustration centred at (x, y) for the text page. */
export type Spot = (ctx: Ctx, x: number, y: number) => string;

export type PageSet = {
  key: string;
  title: string;
  alt: string;
  author: string;
  scene: Scene;
  spot: Spot;
  text1: string;
  text2: string;
};

/** A front cover, 600×800 (previews are 300×400 with the same drawing, minus paper grain). */
export function cover(b: PageSet, full: boolean): string {
  const ctx = makeCtx(`${b.key}-cover`, 3.2, full);
  const body =
    g({ "clip-path": clip(ctx, rect(0, 0, 600, 800)) }, b.scene(ctx, 600, 800, 0)) +
    spineShade(ctx, 800) +
    coverTitle(b.title, 312, 34, 500) +
    authorPill(b.author, 312, 752);
  return svgDoc({
    vw: 600,
    vh: 800,
    width: full ? 600 : 300,
    height: full ? 800 : 400,
    title: `${b.title} — cover: ${b.alt}`,
    ctx,
    body,
  });
}

function pageNumber(n: number, x: number): string {
  return textBlock([String(n)], { x, y: 572, size: 18, anchor: "middle", weight: 500, fill: C.grey });
}

/** Spread 1: a picture on one page (left unless `mirror`), set text and a spot illustration on the other. */
export function spreadOne(b: PageSet, full: boolean, mirror = false): string {
  const ctx = makeCtx(`${b.key}-spread1`, 3, full);
  const lines = wrapToWidth(b.text1, 450, 33);
  const px = mirror ? 600 : 0;
  const tx = mirror ? 300 : 900;
  const sy = Math.min(420, 120 + lines.length * 48 + 140);
  // The spot is drawn 1.5× larger with a thinner pen, so its outline matches the page.
  const spotCtx: Ctx = { ...ctx, lw: ctx.lw / 1.5 };
  const body =
    rect(0, 0, 1200, 600, { fill: C.paper }) +
    g(
      { "clip-path": clip(ctx, rect(px, 0, 600, 600)) },
      mirror ? g({ transform: "translate(600 0)" }, b.scene(ctx, 600, 600, 1)) : b.scene(ctx, 600, 600, 1),
    ) +
    textBlock(lines, { x: tx, y: 120, size: 33, lineHeight: 48, anchor: "middle", weight: 500 }) +
    g({ transform: `translate(${tx} ${sy}) scale(1.5) translate(${-tx} ${-sy})` }, b.spot(spotCtx, tx, sy)) +
    pageNumber(4, 300) +
    pageNumber(5, 900) +
    gutter(ctx, 600, 600);
  return svgDoc({
    vw: 1200,
    vh: 600,
    width: full ? 1200 : 600,
    height: full ? 600 : 300,
    title: `${b.title} — spread: ${b.text1}`,
    ctx,
    body,
  });
}

/** Spread 2: a full-bleed picture across both pages with a text panel. */
export function spreadTwo(b: PageSet, full: boolean): string {
  const ctx = makeCtx(`${b.key}-spread2`, 3, full);
  const lines = wrapToWidth(b.text2, 400, 27);
  const ph = lines.length * 38 + 50;
  const body =
    g({ "clip-path": clip(ctx, rect(0, 0, 1200, 600)) }, b.scene(ctx, 1200, 600, 2)) +
    path(rrect(44, 40, 460, ph, 26), { fill: C.paper, opacity: 0.93, stroke: C.ink, "stroke-width": 2.5 }) +
    textBlock(lines, { x: 74, y: 40 + 52, size: 27, lineHeight: 38, weight: 500 }) +
    gutter(ctx, 600, 600);
  return svgDoc({
    vw: 1200,
    vh: 600,
    width: full ? 1200 : 600,
    height: full ? 600 : 300,
    title: `${b.title} — spread: ${b.text2}`,
    ctx,
    body,
  });
}
