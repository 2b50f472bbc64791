import { expect, goBack, goForward, test } from "./fixtures";
import { expectOpensAtTop, recordScroll, samplesOn } from "./scroll-recorder";
import { centreOf, desktop, phone, scrollSettled, swipe, tap } from "./gestures";

test.describe("scroll after navigation with a mouse (1280 px)", () => {
  test.use(desktop);

  test("after a link, the new page opens at its top", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const from = await page.evaluate(() => window.scrollY);
    expect(from).toBeGreaterThan(800);
    await recordScroll(page);
    await page.locator("footer").getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    const samples = await samplesOn(page, "/portfolio");
    expectOpensAtTop(samples, from);
  });

  test("going back restores the position the page was left at", async ({ page }) => {
    await page.goto("/portfolio");
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 1900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1900);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(1900);
    // The mouse goes to the bar once it has slid back in: hovered mid-slide, Playwright scrolls the page to reveal it.
    await expect
      .poll(() =>
        page
          .locator("header")
          .first()
          .evaluate((bar) => bar.getBoundingClientRect().top),
      )
      .toBe(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Showcase" }).hover();
    const left = await page.evaluate(() => window.scrollY);
    // The mouse goes where the visitor sees the link. Playwright's own click first scrolls its target into
    // view, and in Firefox that moves the page 256 px under the sticky bar before it leaves.
    const books = await centreOf(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Books" }));
    await page.mouse.click(books.x, books.y);
    await expect(page).toHaveURL(/\/books$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await goBack(page, "/portfolio");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(left);
    expect(left).toBeGreaterThan(1000);
    await goForward(page, "/books");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("scroll after navigation on a phone (390 px, touch)", () => {
  test.use(phone);

  test("a link in the full-screen menu: the new page opens at its top", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Scrolling up a little brings the hidden bar back, as a visitor would.
    await page.evaluate(() => window.scrollBy(0, -40));
    await tap(page.getByRole("button", { name: "Open menu" }));
    const from = await page.evaluate(() => window.scrollY);
    expect(from).toBeGreaterThan(300);
    await recordScroll(page);
    await tap(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Showcase" }));
    await tap(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Portfolio" }));
    await expect(page).toHaveURL(/\/portfolio$/);
    const samples = await samplesOn(page, "/portfolio");
    expectOpensAtTop(samples, from);
  });

  test("going back after a tap on a book restores the position, with touch scrolling", async ({
    page,
    browserName,
  }) => {
    test.skip(
      browserName !== "chromium",
      "scrolls with a finger (CDP touch events), which only Chromium takes; the mouse case runs in every engine",
    );
    await page.goto("/books");
    await expect
      .poll(async () => {
        await swipe(page, { x: 200, y: 700 }, { x: 200, y: 250 });
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(900);
    const link = page.getByRole("main").getByRole("link").filter({ hasText: /\w/ }).nth(6);
    // The last swipe's fling must stop first: one still running carried the page on after
    // scrollIntoView, and the tap then scrolled back to the link, so `left` was not where it left.
    await scrollSettled(page);
    await link.scrollIntoViewIfNeeded();
    await scrollSettled(page);
    await expect(link, "in view, so the tap leaves from this position").toBeInViewport();
    const left = await page.evaluate(() => window.scrollY);
    await tap(link);
    await expect(page).toHaveURL(/\/books\/\d+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await goBack(page, "/books");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });
});
