/**
 * The two brand faces and how each reaches a page (spec §9's heading styles, decisions 019 and 023):
 * the table that `integrations/brand-faces/build.ts` cuts, and that the cut's rules
 * (./subset.ts) and the fallbacks (./fallback-metrics.ts) read a face's family and weights from.
 */

/** How a face reaches the page: inside the first paint's document, or as a file of its own after the first paint. */
export type FaceDelivery = "first-paint" | "after-first-paint";

/** One brand face: its fontsource package, the CSS family name, the weight range the site uses, and how it is delivered. */
export type BrandFace = {
  /** e.g. "fredoka": @fontsource-variable/fredoka, files `fredoka-<subset>-wght-normal.woff2`. */
  packageName: string;
  family: string;
  /** [min, max] of the wght axis kept, e.g. [400, 700] (Tailwind font-normal to font-bold). */
  weight: [number, number];
  delivery: FaceDelivery;
};

/**
 * The brand faces (spec §9, decision 023), with the weights src/styles/app.css and the components set:
 * - the display face, Fredoka, at 600 only, on every first paint (its bytes inside every document);
 * - the text face, Nunito, 400–700, a file of its own that a first visit's first page does not wait for.
 */
export const BRAND_FACES: BrandFace[] = [
  // The display face: headings, buttons, navigation, FAQ questions, prices; font-semibold (600) only.
  { packageName: "fredoka", family: "Fredoka Variable", weight: [600, 600], delivery: "first-paint" },
  // The text face: regular (400), labels and emphasis up to bold (700).
  { packageName: "nunito", family: "Nunito Variable", weight: [400, 700], delivery: "after-first-paint" },
];
