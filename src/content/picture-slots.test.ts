import { describe, expect, it } from "vitest";
import {
  PAST_CEILING_SCALE,
  SLOT_NAMES,
  SLOT_VIEWPORTS,
  slotCandidateWidths,
  slotLargestWidth,
  slotOneXWidths,
  slotSizes,
  type SlotName,
  slotWidth,
  WIDTH_LADDER,
} from "./picture-slots";

describe("picture slots (decision 030)", () => {
  it("writes each slot's widths as a sizes list, widest viewport first", () => {
    expect(slotSizes("owner", 1)).toBe("(min-width: 768px) 240px, 192px");
    expect(slotSizes("book-card", 0.75)).toBe(
      "(min-width: 1280px) 224px, (min-width: 1024px) calc(20vw - 32px), (min-width: 640px) calc(33.33vw - 37.33px), calc(50vw - 28px)",
    );
    expect(slotSizes("lightbox", 2)).toBe(
      "(min-width: 1024px) min(calc(100vw - 176px), calc(200vh - 352px)), (min-width: 640px) min(calc(100vw - 48px), calc(200vh - 512px)), min(calc(100vw - 24px), calc(200vh - 512px))",
    );
  });

  it("scales every length of a slot's sizes for the screens past the density ceiling", () => {
    expect(slotSizes("owner", 1, PAST_CEILING_SCALE)).toBe("(min-width: 768px) 160px, 128px");
    expect(slotSizes("book-cover", 0.75, PAST_CEILING_SCALE)).toBe(
      "(min-width: 1046px) 298.67px, (min-width: 1024px) calc(31.75vw - 33.02px), (min-width: 488px) 298.67px, calc(66.67vw - 26.67px)",
    );
  });

  it("gives the widths Chromium rendered with real art in each slot, over by at most its 15 px scrollbar", () => {
    // Measured at 320 × 568, 390 × 844, 768 × 1024, 1024 × 768 and 1440 × 900 (SLOT_VIEWPORTS). `100vw`
    // counts the scrollbar, the layout does not, so `sizes` may say up to 15 px more, never less.
    const measured: [SlotName, number, number[]][] = [
      ["book-cover", 0.75, [265, 335, 448, 430.9, 448]],
      ["book-card", 0.75, [124.5, 159.5, 213.7, 169.8, 224]],
      ["book-card-may-like", 0.75, [124.5, 159.5, 213.7, 282.7, 282.7]],
      ["spread-thumb", 2, [265, 335, 334.5, 462.5, 598]],
      ["gallery-thumb", 4 / 3, [126.5, 161.5, 334.5, 221.3, 289]],
      ["resource-card-home", 1.5, [265, 335, 332.5, 460.5, 596]],
      ["resource-card-list", 1.5, [265, 335, 332.5, 299, 389.3]],
      ["resource-hero", 1200 / 630, [265, 335, 689, 800, 800]],
      ["resource-featured", 1200 / 630, [265, 335, 689, 534.1, 687.3]],
      ["owner", 1, [192, 192, 240, 240, 240]],
      ["client-review", 1, [56, 56, 56, 56, 56]],
      ["store-review", 1, [40, 40, 40, 40, 40]],
      // The lightbox takes the whole screen (the page's scrollbar is locked away): exact.
      ["lightbox", 0.75, [234, 366, 576, 444, 543]],
      ["lightbox", 4 / 3, [296, 366, 720, 789.3, 965.3]],
    ];
    for (const [slot, aspect, widths] of measured)
      SLOT_VIEWPORTS.forEach((viewport, index) => {
        const over = slotWidth(slot, aspect, viewport) - (widths[index] ?? 0);
        expect(over, `${slot} at ${viewport.width} px`).toBeGreaterThanOrEqual(-0.5);
        expect(over, `${slot} at ${viewport.width} px`).toBeLessThanOrEqual(slot === "lightbox" ? 0.5 : 15.5);
      });
  });

  it("makes candidates for 2× phones and 1× and 2× larger screens, and none past 2× the widest", () => {
    for (const slot of SLOT_NAMES) {
      const widths = slotCandidateWidths(slot, 0.75);
      const needs = SLOT_VIEWPORTS.map((viewport) => slotWidth(slot, 0.75, viewport));
      for (const need of needs)
        expect(widths.some((width) => width >= 2 * need || width === WIDTH_LADDER.at(-1))).toBe(true);
      const widest = Math.max(...needs);
      const ceiling = WIDTH_LADDER.find((rung) => rung >= 2 * widest) ?? WIDTH_LADDER.at(-1);
      expect(Math.max(...widths)).toBe(ceiling);
      expect(widths.every((width) => width >= Math.min(...needs))).toBe(true);
    }
    // The book's cover, 448 px at most: no 1024 or 1600 px file; a 390 px phone at 2× (700 px) takes
    // the 720 px file, not the 800 px one.
    expect(slotCandidateWidths("book-cover", 0.75)).toEqual([480, 640, 720, 960]);
  });

  it("tells the widths a 1× screen takes from those only denser screens take", () => {
    for (const slot of SLOT_NAMES) {
      const oneX = slotOneXWidths(slot, 0.75);
      expect(oneX.every((width) => slotCandidateWidths(slot, 0.75).includes(width))).toBe(true);
      // A 1× browser takes the narrowest candidate at least as wide as the slot: that one is in the list.
      for (const viewport of SLOT_VIEWPORTS.filter(({ densities }) => densities.includes(1))) {
        const need = slotWidth(slot, 0.75, viewport);
        const taken = slotCandidateWidths(slot, 0.75).find((width) => width >= need);
        expect(oneX).toContain(taken);
      }
    }
    // The cover is at most 448 px wide: a 1× screen takes the 480 px file; 640–960 px serve 2× screens.
    expect(slotOneXWidths("book-cover", 0.75)).toEqual([480]);
    // In the lightbox a 3:4 cover is bound by the screen's height: 444–576 px at 1×.
    expect(slotOneXWidths("lightbox", 0.75)).toEqual([480, 640]);
  });

  it("calls a source too small when a slot shows it wider than it is, and never in the lightbox", () => {
    expect(slotLargestWidth("book-cover", 0.75)).toBe(448);
    expect(slotLargestWidth("owner", 1)).toBe(240);
    expect(slotLargestWidth("lightbox", 2)).toBe(0);
  });
});
