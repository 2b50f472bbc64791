/**
 * The brand faces in the browser (spec §1's lettering, decisions 019 and 023): their family names,
 * and the start of their decoding.
 *
 * The display face's bytes are already here when the shell runs: its stylesheet carries them as
 * data: URLs, and the shell, a parser-blocking script after that stylesheet, runs only once it has
 * loaded. An engine otherwise decodes a face when the first layout asks for it, and Chromium does so
 * off the main thread: that first layout would be made with the fallback's widths and redone once
 * the face is decoded, moving the navigation's items. Started here, the decoding runs while the rest
 * of the page is parsed, and is done before the first layout. A face that fails is left to the fallbacks.
 */

/** The display face's family (Fredoka: headings, buttons, navigation, prices), as src/styles/generated/brand-faces.css names it. */
export const DISPLAY_FAMILY = "Fredoka Variable";

/** The text face's family (Nunito), as src/styles/generated/text-face.css names it. */
export const TEXT_FAMILY = "Nunito Variable";

/**
 * Asks a font set to load every face of one family it declares (one per cut).
 * @param family - a family name, e.g. {@link DISPLAY_FAMILY}
 * @param fonts - the font set (`document.fonts`, the default; `undefined` where the engine has none)
 * @returns one promise per face, rejecting if that face fails to load (a page whose stylesheet did
 *   not declare the family, or an engine without a font set, gives an empty list)
 */
export function loadFamily(family: string, fonts: FontFaceSet | undefined = document.fonts): Promise<FontFace>[] {
  return [...(fonts ?? [])].filter((face) => face.family.replace(/"/g, "") === family).map((face) => face.load());
}

/**
 * Starts decoding the display face's cuts as soon as the shell runs (decision 019). Never throws:
 * a face that fails to load is left to the metric-matched fallbacks.
 * @param fonts - the font set (`document.fonts`, the default)
 * @returns how many of its faces the font set declares (0 when the faces' stylesheet is missing)
 */
export function startBrandFaces(fonts: FontFaceSet | undefined = document.fonts): number {
  const loads = loadFamily(DISPLAY_FAMILY, fonts);
  Promise.all(loads).catch(() => undefined);
  return loads.length;
}
