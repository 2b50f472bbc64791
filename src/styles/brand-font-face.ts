/**
 * One cut of a brand face as the build wrote it (scripts/brand-fonts.ts).
 * - `family`: the CSS family the theme names, e.g. "Fredoka Variable";
 * - `weight`: the wght range kept, as a CSS font-weight value, e.g. "500 600";
 * - `unicodeRange`: exactly the characters the cut covers, e.g. "U+20-7E,U+A0,U+E9";
 * - `bytes`: the size of the cut's woff2, in bytes, before the stylesheet's base64.
 */
export type BrandFontFace = {
  family: string;
  weight: string;
  unicodeRange: string;
  bytes: number;
};
