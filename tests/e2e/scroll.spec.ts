import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { desktop, phone, scrollSettled, swipe } from "./gestures";

type Sample = { t: number; y: number; path: string };

/**
 * The Astro site (E2E_SITE=astro, issue 24) is a multi-page site: each link loads a new document, which
 * opens at its top by itself (issue 24 §4: "every new page opens at its top, and Back restores the
 * position"), so there is no 100 ms wait and no smooth scroll to observe, and a recorder installed in
 * the old document dies with it.
 */
const astro = process.env.E2E_SITE === "astro";

/**
 * Records the scroll position on every animation frame, with the time since the path last changed (ms).
 * On the Astro site it also records in every document opened afterwards, from its first frame.
 */
async function recordScroll(page: Page) {
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
  if (astro) await page.addInitScript(recorder);
  await page.evaluate(recorder);
}

/** The samples taken on `path`, once the page has come to rest at the top. */
async function samplesOn(page: Page, path: string): Promise<Sample[]> {
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  await page.waitForTimeout(100);
  const log = await page.evaluate(() => (window as unknown as { __scroll: Sample[] }).__scroll);
  return log.filter((sample) => sample.path === path);
}

/** The scroll position in the last frame before the path left `path`: where the old page stood. */
async function lastOn(page: Page, path: string): Promise<number> {
  const log = await page.evaluate(() => (window as unknown as { __scroll: Sample[] }).__scroll);
  return log.filter((sample) => sample.path === path).at(-1)?.y ?? 0;
}

/**
 * The first frame at which the page moved up. (Before it, the browser may still move the new
 * page *down*: scroll anchoring keeps the shared footer in place while the new content lays out.)
 */
const firstUpwardMove = (samples: Sample[]) =>
  samples.find((sample, i) => i > 0 && sample.y < (samples[i - 1]?.y ?? 0));

/** Positions strictly between the start and the top: the frames of a smooth scroll. */
const between = (samples: Sample[], from: number) =>
  new Set(samples.map((s) => s.y).filter((y) => y > 0 && y < from)).size;

/**
 * How long the page took from leaving its start to reaching the top, in ms. The frame samples
 * behind {@link between} thin out when the machine is busy (two test workers on two cores), but a
 * smooth scroll's duration only grows; an instant one has no position in between at all.
 */
function scrollDuration(samples: Sample[], from: number): number {
  const start = samples.findIndex((sample) => sample.y < from);
  const end = samples.findIndex((sample, i) => i >= start && sample.y === 0);
  const before = samples[start - 1];
  const arrived = samples[end];
  return before && arrived ? arrived.t - before.t : 0;
}

/** Asserts a smooth scroll to the top: positions in between, over a span no instant jump takes. */
function expectSmoothScroll(samples: Sample[], from: number) {
  expect(between(samples, from), "positions between the start and the top").toBeGreaterThanOrEqual(1);
  expect(scrollDuration(samples, from), "ms from the start to the top").toBeGreaterThanOrEqual(150);
}

/**
 * Asserts spec's scroll after a link: the new page starts where the old one stood, stays there for
 * 90 ms, then scrolls smoothly to the top. "Where the old one stood" is its position in the last frame
 * before the path changed: the first link click of a visit swaps in the brand fonts (decision 005),
 * which can shorten the old page just before it leaves (24 px on /about at 1280 px, 145 px at 390 px in
 * Chromium 156), so the browser has already moved it up; that is not the new page scrolling.
 */
function expectWaitThenSmoothScroll(samples: Sample[], oldPageStood: number) {
  const start = samples[0]?.y ?? 0;
  expect(oldPageStood, "the old page was scrolled well down").toBeGreaterThan(300);
  expect(start, "the new page starts where the old one stood").toBe(oldPageStood);
  expect(
    samples.filter((s) => s.t < 90).every((s) => s.y >= start),
    "no upward move in the first 90 ms",
  ).toBe(true);
  expect(firstUpwardMove(samples)?.t).toBeGreaterThanOrEqual(90);
  expectSmoothScroll(samples, start);
}

/** The Astro site: the new page is at its top from its first recorded frame on, and stays there. */
function expectOpensAtTop(samples: Sample[], oldPageStood: number) {
  expect(oldPageStood, "the old page was scrolled well down").toBeGreaterThan(300);
  expect(samples.length, "frames recorded on the new page").toBeGreaterThan(0);
  expect(
    samples.map((sample) => sample.y).filter((y) => y !== 0),
    "positions other than the top",
  ).toEqual([]);
}

test.describe("scroll after navigation with a mouse (1280 px)", () => {
  test.use(desktop);

  test("after a link, the page waits 100 ms, then scrolls smoothly to the top", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const from = await page.evaluate(() => window.scrollY);
    expect(from).toBeGreaterThan(800);
    await recordScroll(page);
    await page.locator("footer").getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    const samples = await samplesOn(page, "/portfolio");
    if (astro) return expectOpensAtTop(samples, from);
    expect(samples.filter((s) => s.t < 90).length).toBeGreaterThan(0);
    expectWaitThenSmoothScroll(samples, await lastOn(page, "/about"));
  });

  test("going back restores the position the page was left at", async ({ page }) => {
    await page.goto("/portfolio");
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 1900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1900);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(1900);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Showcase" }).hover();
    const left = await page.evaluate(() => window.scrollY);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Books" }).click();
    await expect(page).toHaveURL(/\/books$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(left);
    expect(left).toBeGreaterThan(1000);
    await page.goForward();
    await expect(page).toHaveURL(/\/books$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("with reduced motion the page jumps to the top after 100 ms, without a smooth scroll", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const from = await page.evaluate(() => window.scrollY);
    expect(from).toBeGreaterThan(800);
    await recordScroll(page);
    await page.locator("footer").getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    const samples = await samplesOn(page, "/portfolio");
    if (astro) return expectOpensAtTop(samples, from);
    expect(firstUpwardMove(samples)?.t).toBeGreaterThanOrEqual(90);
    expect(firstUpwardMove(samples)?.y).toBe(0);
  });

  test("the home page's 'Get started' scroll is instant with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await recordScroll(page);
    await page.getByRole("link", { name: "Get started" }).click();
    const target = await page
      .locator("#get-started")
      .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(target - 200);
    const log = await page.evaluate(() => (window as unknown as { __scroll: Sample[] }).__scroll);
    const final = log.at(-1)?.y ?? 0;
    expect(new Set(log.map((s) => s.y).filter((y) => y > 0 && y < final)).size).toBe(0);
  });
});

test.describe("scroll after navigation on a phone (390 px, touch)", () => {
  test.use(phone);

  test("a link in the full-screen menu: 100 ms later the new page scrolls smoothly to the top", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Scrolling up a little brings the hidden bar back, as a visitor would.
    await page.evaluate(() => window.scrollBy(0, -40));
    await page.getByRole("button", { name: "Open menu" }).tap();
    const from = await page.evaluate(() => window.scrollY);
    expect(from).toBeGreaterThan(300);
    await recordScroll(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Showcase" }).tap();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }).tap();
    await expect(page).toHaveURL(/\/portfolio$/);
    const samples = await samplesOn(page, "/portfolio");
    if (astro) return expectOpensAtTop(samples, from);
    expectWaitThenSmoothScroll(samples, await lastOn(page, "/about"));
  });

  test("going back after a tap on a book restores the position, with touch scrolling", async ({ page }) => {
    await page.goto("/books");
    await expect
      .poll(async () => {
        await swipe(page, { x: 200, y: 700 }, { x: 200, y: 250 });
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(900);
    const link = page.getByRole("main").getByRole("link").filter({ hasText: /\w/ }).nth(6);
    await link.scrollIntoViewIfNeeded();
    await scrollSettled(page);
    const left = await page.evaluate(() => window.scrollY);
    await link.tap();
    await expect(page).toHaveURL(/\/books\/\d+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/books$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });
});
