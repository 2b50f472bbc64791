/** Shared icon style: 64×64, ink outlines of one weight, one honey accent fill. */
import { C } from "../core/palette.ts";
import { makeCtx, svgDoc } from "../core/svg.ts";

export const LW = 2.5;
export const ACCENT = C.honey;

/** Accent shape (filled, outlined). */
export const A = (d: string, fill: string = ACCENT): string => `<path d="${d}" fill="${fill}"/>`;
/** Outline-only shape. */
export const O = (d: string): string => `<path d="${d}" fill="none"/>`;
/** White-filled shape (paper). */
export const W = (d: string): string => `<path d="${d}" fill="${C.white}"/>`;

export type Icon = { name: string; title: string; body: string };

export function iconSvg(icon: Icon): string {
  const ctx = makeCtx(`icon-${icon.name}`, LW, false);
  return svgDoc({
    vw: 64,
    vh: 64,
    title: icon.title,
    ctx,
    body: `<g fill="none" stroke="${C.ink}" stroke-width="${LW}">${icon.body}</g>`,
  });
}
