import { describe, expect, it } from "vitest";
import {
  MOBILE_BREAKPOINT_PX,
  REVIEW_CARD_GAP_PX,
  REVIEW_CARD_WIDTH_PX,
  REVIEW_CARDS_VISIBLE,
} from "~/logic/spec-timings";
import {
  canNext,
  canPrevious,
  carouselMode,
  carouselReducer,
  initialCarousel,
  isCardVisible,
  lastIndex,
  type CarouselEvent,
  type CarouselState,
} from "./carousel-machine";

const run = (state: CarouselState, ...events: CarouselEvent[]) => events.reduce(carouselReducer, state);
const next = { type: "next" } as const;
const previous = { type: "previous" } as const;
const mobile = (count = 10) => initialCarousel(count, carouselMode(true, "strip", count));
const strip = (count = 10) => initialCarousel(count, carouselMode(false, "strip", count));

describe("carousel modes (spec §4, §9)", () => {
  it("uses the spec's numbers", () => {
    expect([MOBILE_BREAKPOINT_PX, REVIEW_CARD_WIDTH_PX, REVIEW_CARD_GAP_PX, REVIEW_CARDS_VISIBLE]).toEqual([
      1024, 250, 16, 3,
    ]);
  });

  it("mobile: one card per view with wrap-around, for both carousels", () => {
    expect(carouselMode(true, "strip", 10)).toEqual({ perView: 1, wrap: true });
    expect(carouselMode(true, "all", 3)).toEqual({ perView: 1, wrap: true });
  });

  it("desktop: three cards without wrap for book-store reviews; every card for home reviews", () => {
    expect(carouselMode(false, "strip", 10)).toEqual({ perView: 3, wrap: false });
    expect(carouselMode(false, "all", 3)).toEqual({ perView: 3, wrap: false });
    expect(carouselMode(false, "all", 5)).toEqual({ perView: 5, wrap: false });
  });
});

describe("carousel machine", () => {
  it("mobile: next and previous move one card and wrap around", () => {
    expect(run(mobile(), next).index).toBe(1);
    expect(run(mobile(), previous).index).toBe(9);
    expect(run({ ...mobile(), index: 9 }, next).index).toBe(0);
  });

  it("desktop strip: stops at both ends, the last start showing the last three cards", () => {
    const start = strip();
    expect(lastIndex(start)).toBe(7);
    expect(run(start, previous)).toBe(start);
    expect(canPrevious(start)).toBe(false);
    expect(canNext(start)).toBe(true);
    const end = run(start, ...Array.from({ length: 12 }, () => next));
    expect(end.index).toBe(7);
    expect(canNext(end)).toBe(false);
    expect(canPrevious(end)).toBe(true);
    expect([7, 8, 9].every((card) => isCardVisible(end, card))).toBe(true);
    expect(isCardVisible(end, 6)).toBe(false);
  });

  it("desktop 'all': nothing to move, no arrows enabled", () => {
    const all = initialCarousel(3, carouselMode(false, "all", 3));
    expect(run(all, next)).toBe(all);
    expect(canNext(all) || canPrevious(all)).toBe(false);
    expect([0, 1, 2].every((card) => isCardVisible(all, card))).toBe(true);
  });

  it("mobile: both directions are always possible with two or more cards", () => {
    expect(canPrevious(mobile())).toBe(true);
    expect(canNext(mobile())).toBe(true);
    expect(canNext(mobile(1))).toBe(false);
  });

  it("go: a dot shows its card; an index out of range is ignored", () => {
    expect(run(mobile(), { type: "go", index: 4 }).index).toBe(4);
    const state = mobile();
    for (const index of [-1, 10, 2.5]) expect(run(state, { type: "go", index })).toBe(state);
    expect(run(strip(), { type: "go", index: 8 }).index).toBe(0);
  });

  it("gestures: swipe left goes next, right goes previous, a tap goes next, anything else stays", () => {
    expect(run(mobile(), { type: "gesture", gesture: "left" }).index).toBe(1);
    expect(run(mobile(), { type: "gesture", gesture: "right" }).index).toBe(9);
    expect(run(mobile(), { type: "gesture", gesture: "tap" }).index).toBe(1);
    const state = mobile();
    for (const gesture of ["none", "up", "down"] as const) expect(run(state, { type: "gesture", gesture })).toBe(state);
  });

  it("configure: a resize to desktop pulls a mobile index back inside the strip", () => {
    const last = { ...mobile(), index: 9 };
    const desktop = run(last, { type: "configure", mode: carouselMode(false, "strip", 10) });
    expect(desktop).toMatchObject({ index: 7, perView: 3, wrap: false });
    expect(run(desktop, { type: "configure", mode: carouselMode(true, "strip", 10) })).toMatchObject({
      index: 7,
      perView: 1,
      wrap: true,
    });
    const same = mobile();
    expect(run(same, { type: "configure", mode: { perView: 1, wrap: true } })).toBe(same);
  });

  it("copes with no cards at all", () => {
    const empty = initialCarousel(0, carouselMode(true, "strip", 0));
    expect(run(empty, next, previous, { type: "gesture", gesture: "tap" }).index).toBe(0);
  });
});
