import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { desktop, phone, tap } from "./gestures";

/**
 * The "before hydration" variant of a journey (decisions 004 and 021): the visitor uses a control the
 * moment it is painted, as on a slow phone. The site (decision 012) has no page hydration: its shell is
 * inline in the HTML and its islands are script files under /_astro/. So the variant holds back every
 * one of those script files until the test lets them through ({@link hydration}); "early" means that
 * none has been delivered yet, "hydrated" that every held file has been delivered and every island
 * whose code arrived has hydrated.
 *
 * The files are held behind a gate the test opens, not for a fixed time: every press made before the
 * gate opens is early by construction, and nothing waits longer than the journey needs.
 */
type Held = { pending: number; delivered: number; release: () => void };
const held = new WeakMap<Page, Held>();

/**
 * Holds back every script file of the build (`/_astro/**.js`) until {@link hydration} or
 * {@link releaseScripts}, then opens `path` without waiting for its load event (the held scripts
 * may hold it up).
 */
export async function openEarly(page: Page, path: string): Promise<void> {
  await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
}

/**
 * Holds back every script file of the build for the page's next navigations, until
 * {@link releaseScripts}. A second call on the same page replaces the first's gate (its held files
 * are let through).
 */
export async function holdScripts(page: Page): Promise<void> {
  const previous = held.get(page);
  if (previous) {
    previous.release();
    await page.unrouteAll({ behavior: "ignoreErrors" });
  }
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const state: Held = { pending: 0, delivered: 0, release };
  held.set(page, state);
  await page.route("**/_astro/**/*.js", async (route) => {
    state.pending++;
    await gate;
    await route.continue().catch(() => {
      // The test may have ended meanwhile.
    });
    state.pending--;
    state.delivered++;
  });
}

/** Lets every held script file through, and every one the page asks for from now on. */
export function releaseScripts(page: Page): void {
  held.get(page)?.release();
}

/**
 * Fails unless no held script file has been delivered yet, so the press under test came early.
 * @throws when a script file already reached the page (the variant would prove nothing)
 */
export function expectEarly(page: Page): void {
  expect(held.get(page)?.delivered ?? 0, "the control was used before any script arrived").toBe(0);
}

/**
 * Lets the held scripts through and waits until every one has been delivered and every island whose
 * code arrived has hydrated, but:
 * - one in a closed dialog (the contact popup's form, whose code a wide screen fetches but runs only on opening);
 * - one hydrated on interaction that nobody touched (two carousels share their code on /testimonials);
 * - a `client:visible` one out of view, even where its code arrived early (the home page's contact form).
 * The assertions that follow wait for the touched island's own effect.
 */
export async function hydration(page: Page): Promise<void> {
  releaseScripts(page);
  await expect.poll(() => held.get(page)?.pending ?? 0).toBe(0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll("astro-island[ssr]")].every(
      (island) =>
        !!island.closest("dialog:not([open])") ||
        island.getAttribute("client") === "interaction" ||
        (island.getAttribute("client") === "visible" &&
          ![...island.children].some((child) => {
            const box = child.getBoundingClientRect();
            return box.bottom > 0 && box.top < innerHeight && box.width > 0;
          })) ||
        performance.getEntriesByName(new URL(island.getAttribute("component-url") ?? "", location.href).href).length ===
          0,
    ),
  );
}

/** The two ways a visitor presses a control: a finger at 390 px, a mouse at 1280 px. */
export const earlyDevices = [
  { name: "a phone (390 px, touch)", use: phone, mobile: true, press: (control: Locator) => tap(control) },
  { name: "a desktop (1280 px, mouse)", use: desktop, mobile: false, press: (control: Locator) => control.click() },
] as const;
