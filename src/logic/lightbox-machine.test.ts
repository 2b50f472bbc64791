// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIGHTBOX_TRANSITION_MS } from "~/logic/spec-timings";
import { useTimedReducer } from "~/islands/shared/use-timed-reducer";
import {
  closedLightbox,
  lightboxReducer,
  lightboxTimer,
  wrapIndex,
  type LightboxEvent,
  type LightboxState,
} from "./lightbox-machine";

const images = ["a", "b", "c"] as const;
type S = LightboxState<string>;
const run = (state: S, ...events: LightboxEvent<string>[]) => events.reduce(lightboxReducer<string>, state);
const open = (index = 0) => run(closedLightbox, { type: "open", images, index });

describe("lightbox machine (spec §4 Lightbox)", () => {
  it("opens with the image list and the start index", () => {
    expect(open(1)).toMatchObject({ status: "opened", images, index: 1 });
  });

  it("stays closed for an empty list or an index outside the list", () => {
    for (const index of [-1, 3, 1.5, Number.NaN])
      expect(run(closedLightbox, { type: "open", images, index })).toBe(closedLightbox);
    expect(run(closedLightbox, { type: "open", images: [], index: 0 })).toBe(closedLightbox);
  });

  it("ignores a second open while open (a double click on a thumbnail)", () => {
    const opened = open(0);
    expect(run(opened, { type: "open", images, index: 2 })).toBe(opened);
  });

  it("goes opened → changing_image on next, and to opened at the new index when the change is done", () => {
    const changing = run(open(0), { type: "next" });
    expect(changing).toMatchObject({ status: "changing_image", index: 0, target: 1 });
    expect(run(changing, { type: "change_done" })).toMatchObject({ status: "opened", index: 1 });
  });

  it("wraps around both ways", () => {
    expect(run(open(2), { type: "next" }, { type: "change_done" })).toMatchObject({ status: "opened", index: 0 });
    expect(run(open(0), { type: "previous" }, { type: "change_done" })).toMatchObject({ status: "opened", index: 2 });
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
  });

  it("accepts next/previous during changing_image, moving the target on", () => {
    const twice = run(open(0), { type: "next" }, { type: "next" });
    expect(twice).toMatchObject({ status: "changing_image", index: 0, target: 2 });
    expect(run(twice, { type: "previous" })).toMatchObject({ status: "changing_image", target: 1 });
    expect(run(twice, { type: "change_done" })).toMatchObject({ status: "opened", index: 2 });
  });

  it("ignores next/previous while closing or closed, and with a single image", () => {
    const closing = run(open(0), { type: "close" });
    expect(run(closing, { type: "next" })).toBe(closing);
    expect(run(closing, { type: "previous" })).toBe(closing);
    expect(run(closedLightbox, { type: "next" })).toBe(closedLightbox);
    const single = run(closedLightbox, { type: "open", images: ["only"], index: 0 });
    expect(run(single, { type: "next" })).toBe(single);
  });

  it("closes through closing to closed, clearing images and index", () => {
    const closing = run(open(1), { type: "close" });
    expect(closing).toMatchObject({ status: "closing", index: 1, images });
    expect(run(closing, { type: "close_done" })).toMatchObject({ status: "closed", images: [], index: null });
  });

  it("closes from changing_image too, dropping the pending change", () => {
    const closing = run(open(0), { type: "next" }, { type: "close" });
    expect(closing).toMatchObject({ status: "closing", index: 0 });
    expect(run(closing, { type: "change_done" })).toBe(closing);
  });

  it("ignores a second close (a double click on the close button) and stray timer ends", () => {
    const closing = run(open(0), { type: "close" });
    expect(run(closing, { type: "close" })).toBe(closing);
    const opened = open(0);
    expect(run(opened, { type: "change_done" })).toBe(opened);
    expect(run(opened, { type: "close_done" })).toBe(opened);
  });

  it("can be opened again while closing", () => {
    const closing = run(open(0), { type: "close" });
    expect(run(closing, { type: "open", images, index: 2 })).toMatchObject({ status: "opened", index: 2 });
  });

  it("asks for a 500 ms timer in changing_image and closing only", () => {
    expect(lightboxTimer(closedLightbox)).toBeNull();
    expect(lightboxTimer(open(0))).toBeNull();
    expect(lightboxTimer(run(open(0), { type: "next" }))).toMatchObject({
      afterMs: 500,
      event: { type: "change_done" },
    });
    expect(lightboxTimer(run(open(0), { type: "close" }))).toMatchObject({
      afterMs: 500,
      event: { type: "close_done" },
    });
    expect(LIGHTBOX_TRANSITION_MS).toBe(500);
  });
});

describe("lightbox timing with fake timers", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const mount = () => renderHook(() => useTimedReducer(lightboxReducer<string>, closedLightbox as S, lightboxTimer));
  const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

  it("changes the index 500 ms after next, not before", () => {
    const { result } = mount();
    act(() => result.current[1]({ type: "open", images, index: 0 }));
    act(() => result.current[1]({ type: "next" }));
    advance(499);
    expect(result.current[0]).toMatchObject({ status: "changing_image", index: 0 });
    advance(1);
    expect(result.current[0]).toMatchObject({ status: "opened", index: 1 });
  });

  it("a press during the change moves the target without restarting the 500 ms", () => {
    const { result } = mount();
    act(() => result.current[1]({ type: "open", images, index: 0 }));
    act(() => result.current[1]({ type: "next" }));
    advance(300);
    act(() => result.current[1]({ type: "next" }));
    advance(200);
    expect(result.current[0]).toMatchObject({ status: "opened", index: 2 });
  });

  it("closes 500 ms after close, and a next pressed while closing changes nothing", () => {
    const { result } = mount();
    act(() => result.current[1]({ type: "open", images, index: 1 }));
    act(() => result.current[1]({ type: "close" }));
    act(() => result.current[1]({ type: "next" }));
    advance(499);
    expect(result.current[0]).toMatchObject({ status: "closing", index: 1 });
    advance(1);
    expect(result.current[0]).toMatchObject({ status: "closed", index: null, images: [] });
    advance(2000);
    expect(result.current[0].status).toBe("closed");
  });

  it("a fresh change right after one ends gets its own full 500 ms", () => {
    const { result } = mount();
    act(() => result.current[1]({ type: "open", images, index: 0 }));
    act(() => {
      result.current[1]({ type: "next" });
    });
    advance(500);
    act(() => result.current[1]({ type: "next" }));
    advance(499);
    expect(result.current[0]).toMatchObject({ status: "changing_image", index: 1, target: 2 });
    advance(1);
    expect(result.current[0]).toMatchObject({ status: "opened", index: 2 });
  });

  it("cancels a pending timer on unmount", () => {
    const { result, unmount } = mount();
    act(() => result.current[1]({ type: "open", images, index: 0 }));
    act(() => result.current[1]({ type: "close" }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
