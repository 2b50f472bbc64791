// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { loadFamily, startBrandFaces } from "./brand-faces";

/** A stand-in for a FontFace: its family as the CSSOM reports it, its status, and a load spy. */
const face = (family: string, status: FontFaceLoadStatus, fails = false) => ({
  family,
  status,
  load: vi.fn(() => (fails ? Promise.reject(new Error("bad")) : Promise.resolve())),
});

describe("startBrandFaces (decision 019)", () => {
  it("starts loading each cut of the display face, and nothing else", () => {
    const fredoka = face('"Fredoka Variable"', "unloaded");
    const fredokaExt = face("Fredoka Variable", "unloaded");
    const nunito = face("Nunito Variable", "unloaded");
    const fallback = face('"Fredoka Variable Fallback"', "unloaded");
    const fonts = [fredoka, fredokaExt, nunito, fallback] as unknown as FontFaceSet;
    expect(startBrandFaces(fonts)).toBe(2);
    expect(fredoka.load).toHaveBeenCalledOnce();
    expect(fredokaExt.load).toHaveBeenCalledOnce();
    expect(nunito.load).not.toHaveBeenCalled();
    expect(fallback.load).not.toHaveBeenCalled();
  });

  it("starts nothing when the document declares no display face, or the engine has no font set", () => {
    expect(startBrandFaces([] as unknown as FontFaceSet)).toBe(0);
    expect(startBrandFaces(undefined)).toBe(0);
  });
});

describe("loadFamily (decisions 019, 023)", () => {
  it("asks every face of the family to load, one promise each, rejecting only for a face that fails", async () => {
    const loaded = face("Nunito Variable", "loaded");
    const fresh = face('"Nunito Variable"', "unloaded");
    const broken = face("Nunito Variable", "unloaded", true);
    const other = face("Fredoka Variable", "unloaded");
    const loads = loadFamily("Nunito Variable", [loaded, fresh, broken, other] as unknown as FontFaceSet);
    expect(await Promise.allSettled(loads)).toMatchObject([
      { status: "fulfilled" },
      { status: "fulfilled" },
      { status: "rejected" },
    ]);
    expect(other.load).not.toHaveBeenCalled();
  });
});
