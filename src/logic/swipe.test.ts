import { describe, expect, it } from "vitest";
import { CAROUSEL_SWIPE_PX, LIGHTBOX_SWIPE_PX, TAP_MAX_PX } from "./spec-timings";
import { classifyGesture } from "./swipe";

const carousel = { swipePx: CAROUSEL_SWIPE_PX, tapPx: TAP_MAX_PX };
const lightbox = { swipePx: LIGHTBOX_SWIPE_PX };

describe("classifyGesture (spec §9 swipe thresholds)", () => {
  it("uses the spec's numbers", () => {
    expect([CAROUSEL_SWIPE_PX, TAP_MAX_PX, LIGHTBOX_SWIPE_PX]).toEqual([75, 20, 50]);
  });

  it("carousel: a horizontal movement over 75 px is a swipe, 75 px is not", () => {
    expect(classifyGesture(-76, 0, carousel)).toBe("left");
    expect(classifyGesture(76, 10, carousel)).toBe("right");
    expect(classifyGesture(-75, 0, carousel)).toBe("none");
    expect(classifyGesture(75, 0, carousel)).toBe("none");
  });

  it("carousel: a movement under 20 px is a tap, 20 px is not", () => {
    expect(classifyGesture(0, 0, carousel)).toBe("tap");
    expect(classifyGesture(12, 15.9, carousel)).toBe("tap");
    expect(classifyGesture(12, 16, carousel)).toBe("none");
    expect(classifyGesture(20, 0, carousel)).toBe("none");
    expect(classifyGesture(40, 0, carousel)).toBe("none");
  });

  it("lightbox: over 50 px horizontally goes left/right, vertically up/down; no taps", () => {
    expect(classifyGesture(-51, 0, lightbox)).toBe("left");
    expect(classifyGesture(51, 0, lightbox)).toBe("right");
    expect(classifyGesture(50, 0, lightbox)).toBe("none");
    expect(classifyGesture(10, 51, lightbox)).toBe("down");
    expect(classifyGesture(0, -60, lightbox)).toBe("up");
    expect(classifyGesture(0, 0, lightbox)).toBe("none");
  });

  it("a mostly vertical movement is not a horizontal swipe (the page scrolls)", () => {
    expect(classifyGesture(-80, 120, carousel)).toBe("down");
    expect(classifyGesture(-80, 80, carousel)).toBe("left");
  });

  it("treats non-finite input as no gesture", () => {
    expect(classifyGesture(Number.NaN, 0, carousel)).toBe("none");
    expect(classifyGesture(Infinity, 0, carousel)).toBe("none");
  });
});
