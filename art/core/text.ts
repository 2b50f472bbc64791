/**
 * Set type: words drawn as the font's own outlines. An SVG shown as an image
 * cannot use the page's web fonts, so instead of <text> each block is a group of <use> elements
 * pointing at glyph outlines of Fredoka (core/font.ts), shared per file in <defs>: every picture
 * looks the same on every system.
 */
import { glyphEm, glyphId, glyphShape, layoutLine, measureText } from "./font.ts";
import { balanceLines } from "./linebreak.ts";
import { C } from "./palette.ts";
import { el, f, f3, fine, fullPrecision } from "./svg.ts";

/**
 * Wraps text to fit a box width at a font size: the fewest lines that fit, balanced, with no
 * lone last word (core/linebreak.ts), measured with Fredoka's advances and kerning.
 * Takes the text, the box width and size in px, and bold (weight 700; else 500).
 * Returns the lines; a word wider than the box gets a line of its own (see balanceLines).
 */
export function wrapToWidth(text: string, width: number, size: number, bold = false): string[] {
  const weight = bold ? 700 : 500;
  return balanceLines(text, (line) => measureText(line, size, weight), width);
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
  /** The halo's full stroke width in px; half of it shows outside the letters. Default 0.16 em. */
  haloWidth?: number;
  letterSpacing?: number;
};

/** Where a block of type ends up: its outline box in px (halo included) and its lines. */
export type TextLayout = { svg: string; box: { x0: number; y0: number; x1: number; y1: number }; lines: string[] };

/**
 * Lays out a multi-line block as glyph outlines; y is the first baseline, x the anchor (start,
 * middle or end of each line), all in px of the picture. Returns the markup (a <g> labelled with
 * the words, filled, with the halo as a stroke painted behind) and the box that contains every
 * glyph's outline and halo. Throws when a character is missing from the font (core/font.ts).
 */
export function layoutText(lines: string[], o: TextOpts): TextLayout {
  const lh = o.lineHeight ?? o.size * 1.2;
  const weight = o.weight ?? 500;
  // The scale and origin as written to the file, so the box matches what is drawn.
  const em = glyphEm(fullPrecision());
  const scale = Number(f3(o.size / em));
  const ox = Number(f(o.x));
  const oy = Number(f(o.y));
  const spacing = (o.letterSpacing ?? 0) / scale;
  const haloWidth = o.halo ? (o.haloWidth ?? o.size * 0.16) : 0;
  let uses = "";
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  lines.forEach((line, row) => {
    const run = layoutLine(line, weight);
    const k = em / run.unitsPerEm;
    const width = run.width * k + spacing * Math.max(0, run.glyphs.length - 1);
    const start = o.anchor === "middle" ? -width / 2 : o.anchor === "end" ? -width : 0;
    const dy = Math.round((row * lh) / scale);
    run.glyphs.forEach((glyph, i) => {
      const shape = glyphShape(weight, glyph.id, em);
      if (!shape.d) return;
      const gx = Math.round(start + glyph.x * k + spacing * i);
      uses += el("use", { href: `#${glyphId(weight, glyph.id)}`, x: String(gx), y: dy ? String(dy) : undefined });
      const [bx0, by0, bx1, by1] = shape.box;
      box.x0 = Math.min(box.x0, ox + (gx + bx0) * scale);
      box.x1 = Math.max(box.x1, ox + (gx + bx1) * scale);
      box.y0 = Math.min(box.y0, oy + (dy + by0) * scale);
      box.y1 = Math.max(box.y1, oy + (dy + by1) * scale);
    });
  });
  if (!uses) return { svg: "", box: { x0: ox, y0: oy, x1: ox, y1: oy }, lines };
  const pad = haloWidth / 2;
  Object.assign(box, { x0: box.x0 - pad, y0: box.y0 - pad, x1: box.x1 + pad, y1: box.y1 + pad });
  const svg = el(
    "g",
    {
      "aria-label": lines.join(" "),
      transform: `translate(${f(o.x)} ${f(o.y)}) scale(${scale})`,
      fill: o.fill ?? C.ink,
      stroke: o.halo ?? "none",
      "stroke-width": o.halo ? fine(haloWidth / scale) : undefined,
      "paint-order": o.halo ? "stroke" : undefined,
    },
    uses,
  );
  return { svg, box, lines };
}

/** A multi-line block of drawn type; y is the first baseline. See layoutText. */
export function textBlock(lines: string[], o: TextOpts): string {
  return layoutText(lines, o).svg;
}
