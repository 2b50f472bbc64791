import { describe, expect, it, vi } from "vitest";
import { startBrandFaces } from "./brand-faces";

/** A stand-in for a FontFace: its family as the CSSOM reports it, its status, and a load spy. */
const face = (family: string, status: FontFaceLoadStatus) => ({ family, status, load: vi.fn(() => Promise.resolve()) });

describe("startBrandFaces (decision 019)", () => {
  it("starts loading each brand face not yet loaded, and nothing else", () => {
    const fredoka = face('"Fredoka Variable"', "unloaded");
    const nunito = face("Nunito Variable", "unloaded");
    const loaded = face("Nunito Variable", "loaded");
    const fallback = face('"Fredoka Variable Fallback"', "unloaded");
    const fonts = [fredoka, nunito, loaded, fallback] as unknown as FontFaceSet;
    expect(startBrandFaces(fonts)).toBe(2);
    expect(fredoka.load).toHaveBeenCalledOnce();
    expect(nunito.load).toHaveBeenCalledOnce();
    expect(loaded.load).not.toHaveBeenCalled();
    expect(fallback.load).not.toHaveBeenCalled();
  });

  it("starts nothing when the faces' stylesheet did not load, and a face that fails is left to the fallbacks", async () => {
    expect(startBrandFaces([] as unknown as FontFaceSet)).toBe(0);
    const broken = {
      family: "Fredoka Variable",
      status: "unloaded",
      load: vi.fn(() => Promise.reject(new Error("bad"))),
    };
    expect(startBrandFaces([broken] as unknown as FontFaceSet)).toBe(1);
    await Promise.resolve();
  });
});
