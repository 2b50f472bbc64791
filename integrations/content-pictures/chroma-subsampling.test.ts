import sharp from "sharp";
import { applyTransforms, builtins, generateTransforms } from "vite-imagetools";
import { describe, expect, it } from "vitest";
import { chromaSubsampling } from "./chroma-subsampling";

/** A 64 × 64 picture of 1 px red and blue stripes: colour detail finer than 2 × 2 pixels. */
function stripes(): Buffer {
  const data = Buffer.alloc(64 * 64 * 3);
  for (let pixel = 0; pixel < 64 * 64; pixel += 1) data.set(pixel % 2 === 0 ? [220, 30, 30] : [30, 30, 220], pixel * 3);
  return data;
}

/** Encodes the stripes through vite-imagetools' own pipeline with `directives`, and decodes the first two pixels. */
async function firstPixels(directives: Record<string, string>): Promise<number[][]> {
  const png = await sharp(stripes(), { raw: { width: 64, height: 64, channels: 3 } })
    .png()
    .toBuffer();
  const { transforms } = generateTransforms(directives, [...builtins, chromaSubsampling], new URLSearchParams());
  const { image } = await applyTransforms(transforms, sharp(png));
  const { data } = await sharp(await image.toBuffer())
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [Array.from(data.subarray(0, 3)), Array.from(data.subarray(3, 6))];
}

describe("the chromaSubsampling directive (decision 030)", () => {
  it("keeps one colour sample per pixel at 4:4:4, and one per 2 × 2 pixels at 4:2:0", async () => {
    const [red, blue] = await firstPixels({ format: "avif", quality: "90", chromaSubsampling: "4:4:4" });
    expect(red?.[0]).toBeGreaterThan(150);
    expect(blue?.[2]).toBeGreaterThan(150);
    // At 4:2:0 the red and the blue stripe share one colour sample: what is left between them is
    // their brightness, so red minus blue comes out about the same in both, where at 4:4:4 it is
    // +190 in one and −190 in the other.
    const hue = (pixel?: number[]) => (pixel?.[0] ?? 0) - (pixel?.[2] ?? 0);
    expect(hue(red) - hue(blue)).toBeGreaterThan(300);
    const [left, right] = await firstPixels({ format: "avif", quality: "90", chromaSubsampling: "4:2:0" });
    expect(Math.abs(hue(left) - hue(right))).toBeLessThan(30);
  });

  it("leaves other formats and other values alone", () => {
    const context = { useParam: () => {}, manualSearchParams: new URLSearchParams(), logger: console };
    expect(chromaSubsampling({ format: "webp", chromaSubsampling: "4:2:0" }, context)).toBeUndefined();
    expect(chromaSubsampling({ format: "avif", chromaSubsampling: "4:1:1" }, context)).toBeUndefined();
    expect(chromaSubsampling({ format: "avif" }, context)).toBeUndefined();
  });
});
