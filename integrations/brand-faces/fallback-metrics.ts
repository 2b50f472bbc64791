import { createFontStack } from "@capsizecss/core";
import { entireMetricsCollection } from "@capsizecss/metrics/entireMetricsCollection";
import { fromBuffer } from "@capsizecss/unpack";
import subsetFont from "subset-font";
import type { BrandFace } from "./faces.ts";

/**
 * The brand faces' fallbacks (decision 023): "Fredoka Variable Fallback" and "Nunito Variable Fallback",
 * drawn with local Arial (or its metric twin Liberation Sans) and Roboto, a regular and a bold face
 * each, with size-adjust and ascent/descent/line-gap overrides computed from the brand face by Capsize,
 * so that a fallback takes the brand face's room and bold text in it is drawn in a real bold, never a
 * synthetic one.
 */

const quote = (value: string) => JSON.stringify(value);

/** Font metrics as Capsize reads them from a font file or its metrics collection. */
export type FontMetrics = Parameters<typeof createFontStack>[0][number];

/** A local font the fallbacks draw with: its metrics and the names `local()` finds it by, at one weight. */
export type LocalFont = { metrics: FontMetrics; names: string[] };

/** The local fonts of the fallbacks, regular and bold: Arial (or Liberation Sans, its metric twin) and Roboto. */
export const LOCAL_FONTS: { regular: LocalFont; bold: LocalFont }[] = (() => {
  const { arial, roboto } = entireMetricsCollection;
  const variant = (base: typeof arial, weight: "700") => ({ ...base, ...base.variants?.[weight] }) as FontMetrics;
  return [
    {
      regular: { metrics: arial, names: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"] },
      bold: {
        metrics: variant(arial, "700"),
        names: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
      },
    },
    {
      regular: { metrics: roboto, names: ["Roboto", "Roboto-Regular"] },
      bold: { metrics: variant(roboto, "700"), names: ["Roboto Bold", "Roboto-Bold"] },
    },
  ];
})();

/**
 * The fallback `@font-face` rules of one face: for each local font, a regular face for weights up to
 * 500 and a bold face from 600, each scaled to the brand face's metrics at that weight, so that a
 * fallback takes the brand face's room and bold text is drawn in the local font's own bold.
 * @param face the brand face (its family names the fallback "<family> Fallback")
 * @param regular the brand face's metrics at its lightest weight kept
 * @param bold the brand face's metrics at its boldest weight kept
 * @returns CSS text, four rules
 */
export function fallbackCss(face: BrandFace, regular: FontMetrics, bold: FontMetrics): string {
  const rules: string[] = [];
  for (const local of LOCAL_FONTS) {
    for (const [weight, metrics, localFont] of [
      ["100 500", regular, local.regular],
      ["600 900", bold, local.bold],
    ] as const) {
      const { fontFaces } = createFontStack([{ ...metrics, familyName: face.family }, localFont.metrics], {
        fontFaceFormat: "styleObject",
      });
      const declaration = fontFaces[0]?.["@font-face"];
      if (!declaration) continue;
      rules.push(
        [
          "@font-face {",
          `  font-family: ${quote(`${face.family} Fallback`)};`,
          `  src: ${localFont.names.map((name) => `local(${quote(name)})`).join(", ")};`,
          `  font-weight: ${weight};`,
          `  size-adjust: ${declaration.sizeAdjust};`,
          `  ascent-override: ${declaration.ascentOverride};`,
          `  descent-override: ${declaration.descentOverride};`,
          `  line-gap-override: ${declaration.lineGapOverride ?? "0%"};`,
          "}",
        ].join("\n"),
      );
    }
  }
  return rules.join("\n");
}

/**
 * The metrics of a brand face's cut pinned at one weight (the source is a variable font).
 * @param source the fontsource woff2 file's bytes
 * @param text the characters of the cut
 * @param weight the wght axis value, e.g. 700
 * @returns the metrics Capsize reads from a TrueType instance at that weight
 * @throws if HarfBuzz cannot instance the file
 */
export async function metricsAt(source: Buffer, text: string, weight: number): Promise<FontMetrics> {
  return fromBuffer(
    Buffer.from(await subsetFont(source, text, { targetFormat: "truetype", variationAxes: { wght: weight } })),
  );
}

/**
 * The fallback rules of one brand face, from the cut that carries its metrics (the first one, Latin
 * when the text has any; every cut of a face has the same metrics).
 * @param face the brand face
 * @param source the fontsource woff2 file of that cut
 * @param text the cut's characters
 * @returns CSS text, four rules: {@link fallbackCss} at the face's lightest weight and its boldest up to 700
 */
export async function fallbackCssOfCut(face: BrandFace, source: Buffer, text: string): Promise<string> {
  return fallbackCss(
    face,
    await metricsAt(source, text, face.weight[0]),
    await metricsAt(source, text, Math.max(face.weight[0], Math.min(face.weight[1], 700))),
  );
}
