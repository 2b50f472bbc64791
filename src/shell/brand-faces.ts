/**
 * The brand faces in the browser (decisions 019 and 023): the family names of the display face and
 * the text face, and the start of the display face's decoding.
 *
 * The display face's bytes are already here when the shell runs: its rules carry them as `data:`
 * URLs in an inline `<style>` that comes before the shell in `<head>`
 * (src/components/layout/display-face.astro). An engine otherwise decodes a face when the first
 * layout asks for it, and Chromium does so off the main thread: that first layout would be made with
 * the fallback's widths and redone once the face is decoded, moving the navigation's items. Started
 * here, the decoding runs while the rest of the page is parsed, and is done before the first layout.
 * A face that fails is left to the fallbacks.
 */

/** The display face's family (Fredoka: headings, buttons, navigation, prices), as src/styles/generated/display-face.css names it. */
export const DISPLAY_FAMILY = "Fredoka Variable";

/** The text face's family (Nunito), as src/styles/generated/text-face.css names it. */
export const TEXT_FAMILY = "Nunito Variable";

/**
 * Asks a font set to load every `FontFace` of one family it declares (one per cut).
 * @param family - a family name, e.g. {@link DISPLAY_FAMILY}
 * @param fonts - the font set (`document.fonts`, the default; `undefined` where the engine has none)
 * @returns one promise per `FontFace`, rejecting if that one fails to load (a page that does not
 *   declare the family, or an engine without a font set, gives an empty list)
 */
export function loadFamily(family: string, fonts: FontFaceSet | undefined = document.fonts): Promise<FontFace>[] {
  return [...(fonts ?? [])].filter((face) => face.family.replace(/"/g, "") === family).map((face) => face.load());
}

/**
 * Starts decoding the display face's cuts as soon as the shell runs (decisions 019 and 023). Never throws:
 * a face that fails to load is left to the metric-matched fallbacks.
 * @param fonts - the font set (`document.fonts`, the default)
 * @returns how many faces of the display face's family the font set declares (0 when the document
 *   declares none)
 */
export function startBrandFaces(fonts: FontFaceSet | undefined = document.fonts): number {
  const loads = loadFamily(DISPLAY_FAMILY, fonts);
  Promise.all(loads).catch(() => undefined);
  return loads.length;
}
