import sharp from "sharp";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lowestPassing, QUALITY_SETTINGS, searchQuality } from "./quality-search";

describe("the quality search (decision 030)", () => {
  it("finds the lowest passing value by halving, trying few of the range", async () => {
    const found = await lowestPassing(30, 80, 5, async (quality) => quality >= 62);
    expect(found.value).toBe(65);
    expect(found.tried.length).toBeLessThanOrEqual(4);
    expect((await lowestPassing(30, 80, 5, async () => true)).value).toBe(30);
    // Nothing passes: the range's top.
    expect((await lowestPassing(30, 80, 5, async () => false)).value).toBe(80);
  });

  const dir = mkdtempSync(join(tmpdir(), "quality-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps a flat picture at the range's floor, and a grainy one at a quality whose SSIM holds", async () => {
    const flat = join(dir, "flat.png");
    await sharp({ create: { width: 96, height: 96, channels: 3, background: "#e8a33c" } })
      .png()
      .toFile(flat);
    // Grain, as a painting's paper has, over a soft gradient: a fixed pseudo-random sequence
    // (xorshift), the same each run, of ±32 per pixel.
    const noise = Buffer.alloc(96 * 96 * 3);
    let seed = 2463534242;
    for (let at = 0; at < noise.length; at += 1) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      noise[at] = 64 + Math.floor(at / 288) + (seed & 63);
    }
    const grainy = join(dir, "grainy.png");
    await sharp(noise, { raw: { width: 96, height: 96, channels: 3 } })
      .png()
      .toFile(grainy);

    const settings = { ...QUALITY_SETTINGS, width: 96 };
    expect((await searchQuality(flat, "avif", settings)).quality).toBe(settings.range.avif.low);
    // The files only denser screens take are searched over their own range, whose floor is lower.
    expect((await searchQuality(flat, "avif", settings, 2)).quality).toBe(settings.denseRange.avif.low);
    for (const format of ["avif", "webp"] as const) {
      const choice = await searchQuality(grainy, format, settings);
      expect(choice.tried).toContain(choice.quality);
      expect(choice.ssim).toBeGreaterThanOrEqual(settings.threshold);
      expect(choice.bytes).toBeGreaterThan(0);
      // Made for 2× screens and judged at the CSS size, the grain finer than a CSS pixel needs fewer bytes.
      const dense = await searchQuality(grainy, format, settings, 2);
      expect(dense.ssim).toBeGreaterThanOrEqual(settings.threshold);
      expect(dense.quality).toBeLessThan(choice.quality);
    }
  });
});
