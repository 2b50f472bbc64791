/**
 * Starts decoding the brand faces as soon as the shell runs (spec §1's lettering, decision 019).
 * Their bytes are already here: the faces' stylesheet carries them as data: URLs, and the shell, a
 * parser-blocking script after that stylesheet, runs only once it has loaded. An engine otherwise
 * decodes a face when the first layout asks for it, and Chromium does so off the main thread: that
 * first layout would be made with the fallback's widths and redone once the face is decoded, moving
 * the navigation's items. Started here, the decoding runs while the rest of the page is parsed, and
 * is done before the first layout. A face that fails to decode is left to the fallbacks.
 */

/** The families of src/styles/generated/brand-faces.css (scripts/brand-fonts.ts' BRAND_FACES). */
const BRAND_FAMILIES: readonly string[] = ["Fredoka Variable", "Nunito Variable"];

/**
 * Asks a font set to load every brand face it declares that is not loaded yet (spec §1's
 * lettering, decision 019). Never throws: a face that fails to load is left to the metric-matched
 * fallbacks, and an engine without a font set starts nothing.
 * @param fonts - the font set (`document.fonts`, the default; `undefined` where the engine has none)
 * @returns how many faces were asked to load (0 when the faces' stylesheet is missing)
 */
export function startBrandFaces(fonts: FontFaceSet | undefined = document.fonts): number {
  let started = 0;
  for (const face of fonts ?? []) {
    if (!BRAND_FAMILIES.includes(face.family.replaceAll('"', ""))) continue;
    if (face.status === "unloaded") {
      face.load().catch(() => {
        // Left to the metric-matched fallbacks.
      });
      started += 1;
    }
  }
  return started;
}
