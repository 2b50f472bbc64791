import { browser } from "@wdio/globals";

/**
 * Holds the page's timers of exactly `delayMs` (say the contact popup's 500 ms reset) until
 * {@link releaseHeldTimers}, as Playwright's `page.clock` does in the other engines: WebDriver has no
 * clock to fake, and a real 500 ms window is shorter than a few WebDriver round trips on a busy
 * machine. `clearTimeout` still cancels a held timer. Other timers run as usual. Lasts until the
 * page is left.
 * @param delayMs - the delay, in ms, of the timers to hold
 */
export async function holdTimers(delayMs: number): Promise<void> {
  await browser.execute((delay: number) => {
    const held = new Map<number, () => void>();
    let nextId = 1_000_000_000;
    const setTimer = window.setTimeout.bind(window);
    const clearTimer = window.clearTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
      if (timeout !== delay || typeof handler !== "function") return setTimer(handler, timeout, ...args);
      const id = nextId++;
      held.set(id, () => (handler as (...values: unknown[]) => void)(...args));
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined && held.delete(id)) return;
      clearTimer(id);
    }) as typeof window.clearTimeout;
    Object.assign(window, {
      __releaseHeldTimers: () => {
        const due = [...held.values()];
        held.clear();
        for (const run of due) run();
        return due.length;
      },
    });
  }, delayMs);
}

/**
 * Runs every timer {@link holdTimers} is holding, as if their delay had passed.
 * @returns how many ran (cancelled ones are not counted)
 */
export async function releaseHeldTimers(): Promise<number> {
  return browser.execute(() => (window as unknown as { __releaseHeldTimers: () => number }).__releaseHeldTimers());
}
