/** Page furniture shared by covers and spreads: the spine shadow, gutter, title type, author pill. */
import { C } from "./palette.ts";
import { rrect } from "./shapes.ts";
import { g, linear, path, rect } from "./svg.ts";
import type { Ctx } from "./svg.ts";
import { textBlock, wrapToWidth } from "./text.ts";

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

/** A cover title: centred, wrapped, ink with a cream halo so it reads over any picture. */
export function coverTitle(
  title: string,
  cx: number,
  y: number,
  width: number,
  size = 56,
  colour: string = C.ink,
  halo: string = C.paper,
): string {
  let s = size;
  let lines = wrapToWidth(title, width, s, true);
  while (lines.length > 3 && s > 36) {
    s -= 4;
    lines = wrapToWidth(title, width, s, true);
  }
  return textBlock(lines, {
    x: cx,
    y: y + s,
    size: s,
    lineHeight: s * 1.08,
    anchor: "middle",
    weight: 700,
    fill: colour,
    halo,
    haloWidth: s * 0.26,
  });
}

/** The small author name in a cream pill near the bottom of a cover. */
export function authorPill(name: string, cx: number, y: number, size = 20): string {
  const w = name.length * size * 0.58 + size * 1.6;
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
