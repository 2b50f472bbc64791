import type { Locator } from "@playwright/test";

/** What a focus ring or a field's border is drawn in, what it sits on, and their WCAG contrast ratio. */
export type Indicator = {
  /** The ring's colour as the page computes it, `rgb(r g b / a)`. */
  colour: string;
  /** The colour around it: the backgrounds behind the element, composited (a modal dialog's backdrop included). */
  background: string;
  /** WCAG 2 contrast ratio of `colour` against `background`, 1 to 21. */
  ratio: number;
  /** The outline's style and width in px (a field's ring reports its box-shadow ring instead). */
  style: string;
  width: number;
  /** For a field: the contrast of its border against its own fill. */
  againstFill?: number;
};

/**
 * The in-page half of {@link measureIndicator}, self-contained so that it can run in the page on its
 * own (`locator.evaluate(indicatorInPage, kind)`) or be installed there once for a loop that
 * measures many stops in one round trip each (tests/support/focus-audit.ts). It waits for the
 * element's own transitions to finish, then measures as {@link measureIndicator} says.
 * @param target - the focused element, or the field
 * @param kind - which indicator to measure
 * @returns the colours and the ratio; rejects only if the page has no 2D canvas
 */
export const indicatorInPage = async (target: Element, kind: "outline" | "field"): Promise<Indicator> => {
  // Rings ease in (a CSS transition on the control): measure the colour it settles on, not a frame
  // of the fade (a busy machine measured 1.13:1 mid-transition).
  await Promise.all(target.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  type Rgba = [number, number, number, number];
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2D canvas");
  const rgba = (colour: string): Rgba => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = "#000";
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const mix = (i: number) => ((top[i] ?? 0) * top[3] + (bottom[i] ?? 0) * bottom[3] * (1 - top[3])) / a;
    return [mix(0), mix(1), mix(2), a];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (high + 0.05) / (low + 0.05);
  };
  const show = ([r, g, b, a]: Rgba) => `rgb(${Math.round(r)} ${Math.round(g)} ${Math.round(b)} / ${a.toFixed(2)})`;

  // The layers behind the element, top first, down to the first opaque one.
  const layers: Rgba[] = [];
  for (let node = target.parentElement; node; node = node.parentElement) {
    const layer = rgba(getComputedStyle(node).backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] >= 1) break;
    if (node.matches("dialog:modal")) layers.push(rgba(getComputedStyle(node, "::backdrop").backgroundColor));
  }
  const background = layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);

  const style = getComputedStyle(target);
  const colour =
    kind === "outline"
      ? over(rgba(style.outlineColor), background)
      : over(rgba(style.getPropertyValue("--tw-ring-color")), background);
  const fill = over(rgba(style.backgroundColor), background);
  return {
    colour: show(colour),
    background: show(background),
    ratio: Math.round(ratio(colour, background) * 100) / 100,
    style: kind === "outline" ? style.outlineStyle : "ring",
    width: kind === "outline" ? parseFloat(style.outlineWidth) : 1,
    againstFill: kind === "field" ? Math.round(ratio(colour, fill) * 100) / 100 : undefined,
  };
};

/**
 * Measures, in the page, the focus outline of `element` (`"outline"`) or a text field's border
 * (`"field"`: Tailwind's ring, `--tw-ring-color`) against the surface around it. Colours are
 * normalised through a 1 px canvas, so any CSS colour space (Tailwind's `color-mix`, oklab)
 * counts; the background is every translucent layer from the element's parent up to the first
 * opaque one, with a modal dialog's `::backdrop` over the page. Relative luminance and the
 * ratio follow WCAG 2 (sRGB, (L1 + 0.05) / (L2 + 0.05)).
 * @param element - the focused element, or the field
 * @param what - which indicator to measure
 * @returns the colours and the ratio, once the element's own transitions have finished
 */
export function measureIndicator(element: Locator, what: "outline" | "field"): Promise<Indicator> {
  return element.evaluate(indicatorInPage, what);
}
