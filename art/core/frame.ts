/** Page furniture shared by covers and spreads: the spine shadow, gutter, title type, author pill. */
import { C } from "./palette.ts";
import { rrect } from "./shapes.ts";
import { g, linear, path, rect } from "./svg.ts";
import type { Ctx } from "./svg.ts";
import { measureText } from "./font.ts";
import { balanceLines } from "./linebreak.ts";
import { layoutText, textBlock } from "./text.ts";
import type { TextLayout } from "./text.ts";

/** The soft hinge shading along the left edge of a front cover. */
export function spineShade(ctx: Ctx, h: number): string {
  return (
    rect(0, 0, 26, h, {
      fill: linear(
        ctx,
        [
          [0, C.ink, 0.28],
          [1, C.ink, 0],
        ],
        1,
        0,
      ),
    }) + rect(26, 0, 3, h, { fill: C.white, opacity: 0.35 })
  );
}

/** The shadow in the fold of a double-page spread at x. */
export function gutter(ctx: Ctx, x: number, h: number): string {
  return rect(x - 40, 0, 80, h, {
    fill: linear(
      ctx,
      [
        [0, C.ink, 0],
        [0.5, C.ink, 0.16],
        [1, C.ink, 0],
      ],
      1,
      0,
    ),
  });
}

/** The smallest size a cover title is set at before its lines may run wider than the cover (px). */
const MIN_TITLE_SIZE = 28;

/** The title halo's full stroke width as a share of the size: 0.1 em of cream shows round each letter. */
const TITLE_HALO = 0.2;

/**
 * Lays out a cover title: centred on cx, its top at y (px of the 600×800 cover), in bold
 * Fredoka outlines, ink with a cream halo so it reads over any picture.
 *
 * Takes the title, the centre and top, the widest line allowed (px), the starting size (px)
 * and the colours. Lines are balanced with no lone last word (core/linebreak.ts); when the
 * title needs more than three lines, or a word is wider than `width`, the size steps down by
 * 2 px until it fits (never below 28 px). Returns the markup and the outline box (halo
 * included), which the art test checks against the cover; never throws for a title the font
 * can draw (core/font.ts throws for a missing character).
 */
export function coverTitleLayout(
  title: string,
  cx: number,
  y: number,
  width: number,
  size = 56,
  colour: string = C.ink,
  halo: string = C.paper,
): TextLayout {
  const halfHalo = (s: number): number => (s * TITLE_HALO) / 2;
  let s = size;
  const fit = (sz: number): string[] => balanceLines(title, (l) => measureText(l, sz, 700), width - 2 * halfHalo(sz));
  let lines = fit(s);
  const tooWide = (ls: string[], sz: number): boolean =>
    ls.some((l) => measureText(l, sz, 700) + 2 * halfHalo(sz) > width);
  while ((lines.length > 3 || tooWide(lines, s)) && s > MIN_TITLE_SIZE) {
    s -= 2;
    lines = fit(s);
  }
  return layoutText(lines, {
    x: cx,
    y: y + s,
    size: s,
    lineHeight: s * 1.08,
    anchor: "middle",
    weight: 700,
    fill: colour,
    halo,
    haloWidth: s * TITLE_HALO,
  });
}

/** A cover title as markup; see coverTitleLayout. */
export function coverTitle(
  title: string,
  cx: number,
  y: number,
  width: number,
  size = 56,
  colour: string = C.ink,
  halo: string = C.paper,
): string {
  return coverTitleLayout(title, cx, y, width, size, colour, halo).svg;
}

/** The small author name in a cream pill near the bottom of a cover; the pill fits the drawn name. */
export function authorPill(name: string, cx: number, y: number, size = 20): string {
  const w = measureText(name, size, 600) + size * 1.6;
  return g(
    {},
    path(rrect(cx - w / 2, y - size * 1.25, w, size * 1.9, size * 0.95), {
      fill: C.paper,
      stroke: C.ink,
      "stroke-width": 2,
      opacity: 0.95,
    }),
    textBlock([name], { x: cx, y: y + size * 0.08, size, anchor: "middle", weight: 600, fill: C.ink }),
  );
}
