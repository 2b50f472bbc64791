import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFirstScreen } from "../../tests/support/fake-first-screen";
import { AFTER_FIRST_SCREEN_MS, afterFirstScreen } from "./after-first-screen";

describe("afterFirstScreen (decisions 008, 023)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for the load event, then the first contentful paint, then 1,000 ms, and runs once", () => {
    const screen = fakeFirstScreen();
    const work = vi.fn();
    afterFirstScreen(work, screen.win);
    screen.reportPaint("first-contentful-paint"); // before load: not yet observed
    screen.advance(5000);
    expect(work).not.toHaveBeenCalled();
    screen.fireLoad();
    screen.reportPaint("first-paint"); // a paint with no content does not count
    screen.advance(5000);
    expect(work).not.toHaveBeenCalled();
    screen.reportPaint("first-contentful-paint");
    screen.advance(AFTER_FIRST_SCREEN_MS - 1);
    expect(work).not.toHaveBeenCalled();
    screen.advance(1);
    expect(work).toHaveBeenCalledOnce();
    screen.reportPaint("first-contentful-paint");
    screen.advance(5000);
    expect(work).toHaveBeenCalledOnce();
  });

  it("on a page already loaded, waits only for the paint and the delay", () => {
    const screen = fakeFirstScreen("complete");
    const work = vi.fn();
    afterFirstScreen(work, screen.win);
    screen.reportPaint("first-contentful-paint");
    screen.advance(AFTER_FIRST_SCREEN_MS);
    expect(work).toHaveBeenCalledOnce();
  });
});
