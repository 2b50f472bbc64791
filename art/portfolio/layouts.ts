/** Portfolio covers and four interior layouts, each a different way of setting text with pictures. */
import { moth } from "../animals/birds.ts";
import { beeFlourish } from "../books/spots.ts";
import { cover, spreadOne, spreadTwo } from "../books/pages.ts";
import type { PageSet } from "../books/pages.ts";
import { C } from "../core/palette.ts";
import { gutter } from "../core/frame.ts";
import { clip, g, makeCtx, path, rect, svgDoc } from "../core/svg.ts";
import { textBlock, wrapToWidth } from "../core/text.ts";
import { shell, starfish } from "../nature/reef.ts";
import { wateringCan } from "../things/garden.ts";
import { tractor } from "../things/vehicles.ts";
import { portfolioBooks } from "./covers.ts";

/** Layout 4: a full-bleed picture with a torn-paper text column on the right page. */
function tornPage(b: PageSet, full: boolean): string {
  const ctx = makeCtx(`${b.key}-layout`, 3, full);
  const edge = "M760 0C730 60 780 120 750 180S790 300 755 360S780 480 750 540S770 590 760 600H1200V0Z";
  const para1 = wrapToWidth(b.text1, 330, 26);
  const para2 = wrapToWidth(b.text2, 330, 26);
  const body =
    g({ "clip-path": clip(ctx, rect(0, 0, 1200, 600)) }, b.scene(ctx, 1200, 600, 2)) +
    path(edge, { fill: C.paper, stroke: C.ink, "stroke-width": 2.5 }) +
    textBlock(para1, { x: 800, y: 110, size: 26, lineHeight: 38, weight: 500 }) +
    textBlock(para2, { x: 800, y: 110 + para1.length * 38 + 40, size: 26, lineHeight: 38, weight: 500 }) +
    beeFlourish(ctx, 980, 110 + (para1.length + para2.length) * 38 + 110) +
    gutter(ctx, 600, 600);
  return svgDoc({
    vw: 1200,
    vh: 600,
    width: full ? 1200 : 600,
    height: full ? 600 : 300,
    title: `${b.title} — layout: ${b.text1}`,
    ctx,
    body,
  });
}

export function portfolioFiles(): Map<string, string> {
  const out = new Map<string, string>();
  const books = portfolioBooks();
  const spots: PageSet["spot"][] = [
    (ctx, x, y) => moth(ctx, { x, y, s: 1.3 }),
    (ctx, x, y) => tractor(ctx, x, y + 50, 120, C.orange),
    (ctx, x, y) =>
      shell(ctx, x - 40, y + 40, 30) + starfish(ctx, x + 40, y + 20, 28) + shell(ctx, x + 10, y + 60, 20, C.honey),
    (ctx, x, y) => wateringCan(ctx, x - 10, y + 50, 110, C.sky),
  ];
  books.forEach((b, i) => {
    const n = String(i + 1).padStart(2, "0");
    const set = { ...b, spot: spots[i] ?? b.spot };
    out.set(`portfolio/cover-${n}.svg`, cover(set, true));
    out.set(`portfolio/cover-${n}-preview.svg`, cover(set, false));
    const layout = (full: boolean): string =>
      i === 0
        ? spreadTwo(set, full)
        : i === 1
          ? spreadOne(set, full)
          : i === 2
            ? spreadOne(set, full, true)
            : tornPage(set, full);
    out.set(`portfolio/layout-${n}.svg`, layout(true));
    out.set(`portfolio/layout-${n}-preview.svg`, layout(false));
  });
  return out;
}
