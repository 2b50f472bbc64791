import sharp, { type Sharp } from "sharp";
import { ssim } from "ssim.js";

/**
 * The encoding quality of each picture, chosen by what a visitor can see (decision 030): the lowest
 * quality whose SSIM against the source, resized to the same width, stays at or above a threshold.
 * Run once per source picture, format and screen density (1×, and 2× for the files only denser
 * screens take) at build (content-pictures-vite.ts caches the answer).
 */

/** The formats the build encodes candidates in. */
export type EncodedFormat = "avif" | "webp";

/** The qualities a search tries (decision 030): from `low` to `high` in steps of `step`, each 1–100. */
export type QualityRange = { low: number; high: number; step: number };

/** What the search needs: the SSIM to keep, the qualities to try, the width it is measured at. */
export type QualitySettings = {
  /** The least SSIM (0–1, luminance, ssim.js) a candidate keeps against the resized source. */
  threshold: number;
  /** The qualities tried for the files 1× screens take, per format. */
  range: Record<EncodedFormat, QualityRange>;
  /**
   * The qualities tried for the files only denser screens take, per format: a lower floor and finer
   * steps, since the phone's LCP picture is one of these files and the metric, not the floor, should
   * set its bytes.
   */
  denseRange: Record<EncodedFormat, QualityRange>;
  /**
   * The chroma subsampling of the AVIF files only denser screens take: `4:2:0` keeps one colour
   * sample per 2 × 2 file pixels, which on a 2× screen is one per CSS pixel, as a 1× file's `4:4:4`.
   */
  denseChromaSubsampling: "4:2:0" | "4:4:4";
  /**
   * The width (px) the search encodes at, and compares at for 1× (for 2×, at half of it); a narrower
   * source is encoded at its own width.
   */
  width: number;
  /** sharp's AVIF effort (0–9), the same as the candidates are encoded with. */
  avifEffort: number;
};

/** The settings of decision 030. */
export const QUALITY_SETTINGS: QualitySettings = {
  threshold: 0.93,
  range: { avif: { low: 30, high: 80, step: 5 }, webp: { low: 50, high: 95, step: 5 } },
  denseRange: { avif: { low: 20, high: 80, step: 2 }, webp: { low: 50, high: 95, step: 5 } },
  denseChromaSubsampling: "4:2:0",
  width: 640,
  avifEffort: 2,
};

/**
 * The qualities a search of `format` tries for files of one screen density (decision 030).
 * @param settings - the search's settings
 * @param format - the format searched
 * @param density - 1, or 2 (or more) for the files only denser screens take
 * @returns `settings.range[format]` for 1×, `settings.denseRange[format]` otherwise
 */
export function qualityRange(settings: QualitySettings, format: EncodedFormat, density: number): QualityRange {
  return (density === 1 ? settings.range : settings.denseRange)[format];
}

/**
 * The AVIF chroma subsampling of files of one screen density (decision 030, "Phones' files").
 * @param settings - the search's settings
 * @param density - 1, or 2 (or more) for the files only denser screens take
 * @returns `4:4:4` (sharp's default) for 1×, `settings.denseChromaSubsampling` otherwise
 */
export function chromaSubsamplingOf(settings: QualitySettings, density: number): "4:2:0" | "4:4:4" {
  return density === 1 ? "4:4:4" : settings.denseChromaSubsampling;
}

/**
 * The lowest value of `low, low + step, …, high` that passes, by binary search: `passes` must be
 * monotonic (a higher quality never scores lower; SSIM is, near enough).
 * @param low - the least value tried
 * @param high - the greatest value tried, returned when none passes
 * @param step - the distance between values tried
 * @param passes - whether a value is good enough
 * @returns the value and every value tried, in the order tried
 */
export async function lowestPassing(
  low: number,
  high: number,
  step: number,
  passes: (value: number) => Promise<boolean>,
): Promise<{ value: number; tried: number[] }> {
  const tried: number[] = [];
  let [below, above] = [0, Math.round((high - low) / step)];
  // Invariant: every index under `below` fails; index `above` passes or is the top.
  while (below < above) {
    const middle = Math.floor((below + above) / 2);
    const value = low + middle * step;
    tried.push(value);
    if (await passes(value)) above = middle;
    else below = middle + 1;
  }
  return { value: low + above * step, tried };
}

type Pixels = { data: Uint8ClampedArray; width: number; height: number };

/** The RGBA pixels of an image (the source resized, or a decoded candidate). */
async function pixels(image: Sharp): Promise<Pixels> {
  const { data, info } = await image.removeAlpha().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

/** What the search found for one source and format. */
export type QualityChoice = { quality: number; ssim: number; bytes: number; tried: number[] };

/**
 * The lowest quality of `format` at which the source, resized to the search width and encoded,
 * keeps an SSIM of `settings.threshold` against the same resize unencoded; the range's top when none does.
 * SSIM is ssim.js's on luminance, at full resolution (no downsampling), so fine texture counts, with
 * its "bezkrovny" formula: the same score as the standard one to the third decimal, four times sooner.
 *
 * With `density` 2 the search judges a file made for a 2× screen, which shows each CSS pixel with
 * 2 × 2 of the file's: the encoded picture and the unencoded resize are both scaled down by
 * `density` to the same size before they are compared, so the score is what the eye sees at the CSS
 * size (decision 030), and grain finer than a CSS pixel weighs little in it. It tries the qualities
 * of `settings.denseRange`, and AVIF with `settings.denseChromaSubsampling`, as those files are made.
 * @param source - the source file's path
 * @param format - the format to encode
 * @param settings - threshold, ranges, chroma subsampling, width, effort
 * @param density - the screen density the files judged serve: 1, or 2 for those only denser screens take
 * @returns the quality, the SSIM and size (bytes) it gave, and the qualities tried
 * @throws Error when sharp cannot read the source
 */
export async function searchQuality(
  source: string,
  format: EncodedFormat,
  settings: QualitySettings = QUALITY_SETTINGS,
  density = 1,
): Promise<QualityChoice> {
  const resized = () => sharp(source).resize({ width: settings.width, withoutEnlargement: true });
  const base = await resized().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = base.info;
  // The size the eye sees the file at: the same pixels for 1×; for 2×, half as many each way.
  const seen = { width: Math.max(1, Math.round(width / density)), height: Math.max(1, Math.round(height / density)) };
  const atSeenSize = (image: Sharp) => (density === 1 ? image : image.resize({ ...seen, fit: "fill" }));
  const reference = await pixels(atSeenSize(sharp(base.data, { raw: { width, height, channels } })));
  const scores = new Map<number, { ssim: number; bytes: number }>();
  const { low, high, step } = qualityRange(settings, format, density);
  const chromaSubsampling = chromaSubsamplingOf(settings, density);
  const { value, tried } = await lowestPassing(low, high, step, async (quality) => {
    const encoded = await (
      format === "avif"
        ? resized().avif({ quality, effort: settings.avifEffort, chromaSubsampling })
        : resized().webp({ quality })
    ).toBuffer();
    const score = ssim(reference, await pixels(atSeenSize(sharp(encoded))), {
      downsample: false,
      ssim: "bezkrovny",
    }).mssim;
    scores.set(quality, { ssim: score, bytes: encoded.length });
    return score >= settings.threshold;
  });
  const found = scores.get(value) ?? { ssim: Number.NaN, bytes: Number.NaN };
  return { quality: value, ...found, tried };
}
