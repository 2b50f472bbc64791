/** Set type: wrapping and multi-line <text> blocks in the studio's rounded face. */
import { C } from "./palette.ts";
import { el, esc, f } from "./svg.ts";

export const FONT = "Fredoka Variable, Fredoka, 'Trebuchet MS', sans-serif";

/** Greedy word wrap to at most maxChars per line. */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let cur = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (cur && (cur + " " + word).length > maxChars) {
      lines.push(cur);
      cur = word;
    } else cur = cur ? cur + " " + word : word;
  }
  if (cur) lines.push(cur);
  return lines;
}

/** Wraps text so it fits a box width at a font size (average glyph ≈ 0.56 em, bold ≈ 0.62 em). */
export function wrapToWidth(text: string, width: number, size: number, bold = false): string[] {
  return wrap(text, Math.max(4, Math.floor(width / (size * (bold ? 0.62 : 0.56)))));
}

export type TextOpts = {
  x: number;
  y: number;
  size: number;
  lineHeight?: number;
  anchor?: "start" | "middle" | "end";
  weight?: number;
  fill?: string;
  /** Outline drawn behind the glyphs (paint-order stroke), for legibility over pictures. */
  halo?: string;
  haloWidth?: number;
  letterSpacing?: number;
};

/** A multi-line text block; y is the first baseline. */
export function textBlock(lines: string[], o: TextOpts): string {
  const lh = o.lineHeight ?? o.size * 1.2;
  const spans = lines.map((l, i) => `<tspan x="${f(o.x)}"${i ? ` dy="${f(lh)}"` : ""}>${esc(l)}</tspan>`).join("");
  return el(
    "text",
    {
      x: o.x,
      y: o.y,
      "font-family": FONT,
      "font-size": o.size,
      "font-weight": o.weight ?? 500,
      "text-anchor": o.anchor ?? "start",
      fill: o.fill ?? C.ink,
      stroke: o.halo,
      "stroke-width": o.halo ? (o.haloWidth ?? o.size * 0.22) : undefined,
      "paint-order": o.halo ? "stroke" : undefined,
      "letter-spacing": o.letterSpacing,
    },
    spans,
  );
}
