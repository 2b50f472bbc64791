import { vi } from "vitest";
import type { FirstScreenWindow } from "~/shell/after-first-screen";

/**
 * A stand-in for the parts of a window that src/shell/after-first-screen.ts waits on, for unit
 * tests: a `load` event the test fires, Paint Timing entries the test reports, and Vitest's fake
 * timers (call `vi.useFakeTimers()` first). Spread it into a fake window with the other parts a
 * module needs.
 * @param readyState - the document's state when the module starts ("loading" by default)
 * @returns the window parts, `fireLoad()`, and `reportPaint(name)` (e.g. "first-contentful-paint")
 */
export function fakeFirstScreen(readyState: DocumentReadyState = "loading") {
  const loadListeners: (() => void)[] = [];
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    private connected = true;
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      observers.push((names) => {
        if (this.connected) this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
      });
    }
    observe() {}
    disconnect() {
      this.connected = false;
    }
  }
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === "load") loadListeners.push(listener);
    },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    PerformanceObserver: FakeObserver,
  } as unknown as FirstScreenWindow;
  return {
    win,
    fireLoad: () => loadListeners.splice(0).forEach((listener) => listener()),
    reportPaint: (name: string) => observers.forEach((observer) => observer([name])),
    /** Advances the fake clock by `ms`. */
    advance: (ms: number) => vi.advanceTimersByTime(ms),
  };
}
