import type { Page } from "@playwright/test";
import { expect, framesRendered } from "./fixtures";
import { ROUTES } from "../../src/routes.ts";

/** One frame's scroll position: ms since the path last changed, px from the top, and the path. */
export type Sample = { t: number; y: number; path: string };

/**
 * The site (decision 012) is a multi-page site: each link loads a new document, which opens at its top
 * by itself (and Back restores the position, natively), so there is
 * no 100 ms wait and no smooth scroll to observe, and a recorder installed in the old document dies
 * with it.
 */

/**
 * Records the scroll position on every animation frame, with the time since the path last changed (ms),
 * in this document and in every document opened afterwards, from its first frame.
 */
export async function recordScroll(page: Page) {
  const recorder = () => {
    const log: Sample[] = [];
    (window as unknown as { __scroll: Sample[] }).__scroll = log;
    let path = location.pathname;
    let since = performance.now();
    // The time of the path change itself, not of the next frame: on a busy machine that frame can come
    // 20 ms late, which made a scroll at 100 ms look as if it came at 82.
    const noteNavigation = () => {
      if (location.pathname === path) return;
      path = location.pathname;
      since = performance.now();
    };
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History["pushState"]>) => {
        original(...args);
        noteNavigation();
      };
    }
    const frame = () => {
      noteNavigation();
      log.push({ t: performance.now() - since, y: window.scrollY, path });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  await page.addInitScript(recorder);
  await page.evaluate(recorder);
}

/** The samples taken on `path`, once the page has come to rest at the top. */
export async function samplesOn(page: Page, path: string): Promise<Sample[]> {
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  // "Stays there": the frames after coming to rest are recorded too.
  await framesRendered(page, 6);
  const log = await page.evaluate(() => (window as unknown as { __scroll: Sample[] }).__scroll);
  return log.filter((sample) => sample.path === path);
}

/** The new page is at its top from its first recorded frame on, and stays there. */
export function expectOpensAtTop(samples: Sample[], oldPageStood: number) {
  expect(oldPageStood, "the old page was scrolled well down").toBeGreaterThan(300);
  expect(samples.length, "frames recorded on the new page").toBeGreaterThan(0);
  expect(
    samples.map((sample) => sample.y).filter((y) => y !== 0),
    "positions other than the top",
  ).toEqual([]);
}

/**
 * From the bottom of /about, the footer's Portfolio link opens /portfolio at its top from its first
 * frame on (spec §9: every new page opens at its top).
 */
export async function expectFooterLinkOpensAtTop(page: Page): Promise<void> {
  await page.goto(ROUTES.about);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
  const from = await page.evaluate(() => window.scrollY);
  expect(from).toBeGreaterThan(800);
  await recordScroll(page);
  await page.locator("footer").getByRole("link", { name: "Portfolio" }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  expectOpensAtTop(await samplesOn(page, ROUTES.portfolio), from);
}

/**
 * Notes where the page stands in the first frame drawn after its address takes a new fragment
 * (`hashchange`). A jump is there by then but not always at the change itself: Chromium scrolls to a
 * fragment in its next rendering update when the page needs one (its ElementFragmentAnchor, "we'll
 * focus and scroll as part of the document lifecycle"), after the `hashchange` task. A glide has
 * barely begun in that frame: its animation starts at its first frame (measured: 0–10 px of
 * 1,192–1,793). Unlike counting the frames of a glide, this holds however late the frames come on a
 * busy machine (decision 025). Read it with {@link scrollInFirstFrameAfterFragmentChange}.
 */
export async function noteScrollOnFragmentChange(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __firstFrameY: Promise<number> }).__firstFrameY = new Promise((resolve) =>
      addEventListener(
        "hashchange",
        // The callback of the frame after next runs once the next frame has been laid out and drawn.
        () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
        { once: true },
      ),
    );
  });
}

/**
 * The page's scroll position (px) in the first frame drawn after its address took the fragment
 * ({@link noteScrollOnFragmentChange}); fails at once if the address has no fragment.
 */
export async function scrollInFirstFrameAfterFragmentChange(page: Page): Promise<number> {
  const y = await page.evaluate(() =>
    location.hash === "" ? undefined : (window as unknown as { __firstFrameY?: Promise<number> }).__firstFrameY,
  );
  expect(y, "the address took the link's fragment").toBeDefined();
  return y ?? Number.NaN;
}
