// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from "~/logic/spec-timings";
import { isMobileWidth } from "~/logic/spec-timings";
import { useIsMobile } from "./use-is-mobile";

function resizeTo(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

describe("isMobileWidth (spec §9: 1024 px)", () => {
  it("is mobile under 1024 px and desktop from 1024 px", () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(1024);
    expect(isMobileWidth(390)).toBe(true);
    expect(isMobileWidth(1023)).toBe(true);
    expect(isMobileWidth(1024)).toBe(false);
    expect(isMobileWidth(1280)).toBe(false);
  });
});

describe("useIsMobile: resize debounced by 50 ms", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resizeTo(1280);
  });
  afterEach(() => vi.useRealTimers());

  it("reads the width at once when mounted", () => {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 390 });
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(true);
  });

  it("changes 50 ms after the last resize event, not before", () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(50);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    act(() => resizeTo(800));
    act(() => void vi.advanceTimersByTime(49));
    expect(result.current).toBe(false);
    act(() => resizeTo(700));
    act(() => void vi.advanceTimersByTime(49));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it("ignores a resize that ends on the same side of 1024 px", () => {
    const { result } = renderHook(() => useIsMobile());
    act(() => resizeTo(600));
    act(() => resizeTo(1100));
    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toBe(false);
  });
});
