import { describe, expect, it } from "vitest";
import { SCROLL_TO_TOP_DELAY_MS } from "~/lib/constants";
import { firstLoadKind, scrollActionAfter } from "./scroll-policy";

describe("scroll after navigation (spec §2)", () => {
  it("scrolls to the top 100 ms after a link or a redirect", () => {
    expect(SCROLL_TO_TOP_DELAY_MS).toBe(100);
    expect(scrollActionAfter("PUSH", undefined)).toEqual({ kind: "top", delayMs: 100 });
    expect(scrollActionAfter("PUSH", 700)).toEqual({ kind: "top", delayMs: 100 });
    expect(scrollActionAfter("REPLACE", 700)).toEqual({ kind: "top", delayMs: 100 });
  });

  it("going back (or forward) restores the saved position", () => {
    expect(scrollActionAfter("POP", 1234)).toEqual({ kind: "restore", y: 1234 });
    expect(scrollActionAfter("POP", 0)).toEqual({ kind: "restore", y: 0 });
  });

  it("does nothing on back without a usable saved position, or on a fresh load", () => {
    for (const bad of [undefined, -5, Number.NaN]) expect(scrollActionAfter("POP", bad)).toEqual({ kind: "none" });
    expect(scrollActionAfter("LOAD", 500)).toEqual({ kind: "none" });
  });

  it("treats a reload or a return through history as going back; any other first load as fresh", () => {
    expect(firstLoadKind("reload")).toBe("POP");
    expect(firstLoadKind("back_forward")).toBe("POP");
    expect(firstLoadKind("navigate")).toBe("LOAD");
    expect(firstLoadKind(undefined)).toBe("LOAD");
  });
});
