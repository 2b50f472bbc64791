// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SPINNER_DELAY_MS, SPINNER_MIN_VISIBLE_MS } from "~/logic/spec-timings";
import { useTimedReducer } from "~/islands/shared/use-timed-reducer";
import {
  idleSpinner,
  spinnerReducer,
  spinnerTimer,
  spinnerVisible,
  type SpinnerEvent,
  type SpinnerState,
} from "./spinner-machine";

const run = (state: SpinnerState, ...events: SpinnerEvent["type"][]) =>
  events.reduce((s, type) => spinnerReducer(s, { type } as SpinnerEvent), state);

describe("spinner machine (spec §4: over 150 ms to appear, at least 150 ms shown)", () => {
  it("never shows for a load that ends within the delay", () => {
    const waiting = run(idleSpinner, "start");
    expect(waiting.status).toBe("waiting");
    expect(spinnerVisible(waiting)).toBe(false);
    expect(run(waiting, "settled").status).toBe("idle");
  });

  it("shows after the delay and lingers until its minimum is over", () => {
    const showing = run(idleSpinner, "start", "delay_elapsed");
    expect(spinnerVisible(showing)).toBe(true);
    const lingering = run(showing, "settled");
    expect(lingering.status).toBe("lingering");
    expect(spinnerVisible(lingering)).toBe(true);
    expect(run(lingering, "minimum_elapsed").status).toBe("idle");
  });

  it("hides at once when the load ends after the minimum", () => {
    const long = run(idleSpinner, "start", "delay_elapsed", "minimum_elapsed");
    expect(long.status).toBe("showing_long");
    expect(spinnerVisible(long)).toBe(true);
    expect(run(long, "settled").status).toBe("idle");
  });

  it("keeps a lingering spinner up when the next image starts loading", () => {
    const again = run(idleSpinner, "start", "delay_elapsed", "settled", "start");
    expect(again.status).toBe("showing");
    expect(run(again, "minimum_elapsed", "settled").status).toBe("idle");
  });

  it("ignores events that do not apply", () => {
    expect(run(idleSpinner, "settled")).toBe(idleSpinner);
    expect(run(idleSpinner, "delay_elapsed")).toBe(idleSpinner);
    expect(run(idleSpinner, "minimum_elapsed")).toBe(idleSpinner);
    const waiting = run(idleSpinner, "start");
    expect(run(waiting, "start")).toBe(waiting);
    expect(run(waiting, "minimum_elapsed")).toBe(waiting);
  });

  it("asks for the 150 ms delay, then the 150 ms minimum, as one timer across showing and lingering", () => {
    expect(spinnerTimer(idleSpinner)).toBeNull();
    const waiting = run(idleSpinner, "start");
    expect(spinnerTimer(waiting)).toMatchObject({ afterMs: 150, event: { type: "delay_elapsed" } });
    const showing = run(waiting, "delay_elapsed");
    expect(spinnerTimer(showing)).toMatchObject({ afterMs: 150, event: { type: "minimum_elapsed" } });
    expect(spinnerTimer(run(showing, "settled"))?.id).toBe(spinnerTimer(showing)?.id);
    expect(spinnerTimer(run(showing, "minimum_elapsed"))).toBeNull();
    expect([SPINNER_DELAY_MS, SPINNER_MIN_VISIBLE_MS]).toEqual([150, 150]);
  });
});

describe("spinner timing with fake timers", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const mount = () => renderHook(() => useTimedReducer(spinnerReducer, idleSpinner, spinnerTimer));
  const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  const visible = (result: { current: [SpinnerState, unknown] }) => spinnerVisible(result.current[0]);

  it("a 149 ms load shows nothing", () => {
    const { result } = mount();
    act(() => result.current[1]({ type: "start" }));
    advance(149);
    act(() => result.current[1]({ type: "settled" }));
    advance(1000);
    expect(visible(result)).toBe(false);
  });

  it("appears at 150 ms and, after a load ending at 160 ms, stays until 300 ms", () => {
    const { result } = mount();
    act(() => result.current[1]({ type: "start" }));
    advance(149);
    expect(visible(result)).toBe(false);
    advance(1);
    expect(visible(result)).toBe(true);
    advance(10);
    act(() => result.current[1]({ type: "settled" }));
    advance(139);
    expect(visible(result)).toBe(true);
    advance(1);
    expect(visible(result)).toBe(false);
  });

  it("a slow load keeps it until the load ends", () => {
    const { result } = mount();
    act(() => result.current[1]({ type: "start" }));
    advance(150);
    advance(2000);
    expect(result.current[0].status).toBe("showing_long");
    act(() => result.current[1]({ type: "settled" }));
    expect(visible(result)).toBe(false);
  });
});
