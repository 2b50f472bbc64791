import type { Locator, Page } from "@playwright/test";
import { bookStoreReviews, clientReviews } from "../../src/content/reviews";
import { earlyDevices, expectEarly, hydration, openEarly } from "../support/before-hydration";
import { expect, framesRendered, test } from "../support/fixtures";
import { desktop, phone, swipe, swipeAcross, takesTouch, tap } from "../support/gestures";
import { ROUTES } from "../../src/routes.ts";

const storeCarousel = (page: Page) => page.getByRole("region", { name: "Book-store reviews" });
const clientCarousel = (page: Page) => page.getByRole("region", { name: "Client reviews" });
const slide = (carousel: Locator, number: number, total: number) =>
  carousel.getByRole("group", { name: `${number} of ${total}`, includeHidden: true });
const currentDot = (carousel: Locator) => carousel.locator("button[aria-current=true]");
/** The clipping viewport the cards slide in: the swipe surface. */
const surface = (carousel: Locator) => carousel.locator("[aria-live]").locator("..");

/** Whether a slide is fully inside its carousel's clipping viewport. */
async function inView(carousel: Locator, slideLocator: Locator) {
  const viewport = await surface(carousel).boundingBox();
  const box = await slideLocator.boundingBox();
  if (!viewport || !box) return false;
  return box.x >= viewport.x - 1 && box.x + box.width <= viewport.x + viewport.width + 1;
}

const total = bookStoreReviews.length;

test.describe("carousels on a phone (390 px, touch)", () => {
  test.use(phone);

  test("book-store reviews: one card with dots; swipes over 75 px move and wrap around", async ({ page }) => {
    await page.goto(ROUTES.testimonials);
    const carousel = storeCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole("button", { name: /^Show review/ })).toHaveCount(total);
    await expect(currentDot(carousel)).toHaveAccessibleName(`Show review 1 of ${total}`);
    expect(await inView(carousel, slide(carousel, 1, total))).toBe(true);
    expect(await inView(carousel, slide(carousel, 2, total))).toBe(false);

    await swipeAcross(page, surface(carousel), -120);
    await expect(currentDot(carousel)).toHaveAccessibleName(`Show review 2 of ${total}`);
    await expect.poll(() => inView(carousel, slide(carousel, 2, total))).toBe(true);

    await swipeAcross(page, surface(carousel), 120);
    await swipeAcross(page, surface(carousel), 120);
    await expect(currentDot(carousel)).toHaveAccessibleName(`Show review ${total} of ${total}`);
    await expect.poll(() => inView(carousel, slide(carousel, total, total))).toBe(true);
  });

  test("a tap (movement under 20 px) goes next; a 60 px swipe and a vertical swipe do not move it", async ({
    page,
  }) => {
    await page.goto(ROUTES.testimonials);
    const carousel = storeCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const first = slide(carousel, 1, total).getByRole("heading");
    await swipeAcross(page, first, -60);
    await expect(currentDot(carousel)).toHaveAccessibleName(`Show review 1 of ${total}`);
    // The drag selected no text: a tap on a selection would start dragging it (Firefox then cancels the pointer).
    expect(await page.evaluate(() => getSelection()?.toString())).toBe("");
    await swipeAcross(page, first, 10);
    await expect(currentDot(carousel)).toHaveAccessibleName(`Show review 2 of ${total}`);
    const before = await page.evaluate(() => window.scrollY);
    await swipeAcross(page, slide(carousel, 2, total).getByRole("heading"), -30, -250);
    await expect(currentDot(carousel)).toHaveAccessibleName(`Show review 2 of ${total}`);
    // A finger's vertical swipe scrolls the page; a mouse drag (where the engine takes no touch) does not.
    if (takesTouch(page)) await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test("bad input: a swipe that starts on the review link is left to the link", async ({ page }) => {
    await page.goto(ROUTES.testimonials);
    const carousel = storeCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const link = slide(carousel, 1, total).getByRole("link", { name: /Read the full review/ });
    const box = await link.boundingBox();
    if (!box) throw new Error("no link");
    await swipe(
      page,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      { x: box.x - 100, y: box.y + box.height / 2 },
    );
    // A swipe taken as a move would have moved the current dot by the frames after it.
    await framesRendered(page);
    await expect(currentDot(carousel)).toHaveAccessibleName(`Show review 1 of ${total}`);
  });

  test("dots are buttons that show their card", async ({ page }) => {
    await page.goto(ROUTES.testimonials);
    const carousel = storeCarousel(page);
    await tap(carousel.getByRole("button", { name: `Show review 5 of ${total}` }));
    await expect(currentDot(carousel)).toHaveAccessibleName(`Show review 5 of ${total}`);
    await expect.poll(() => inView(carousel, slide(carousel, 5, total))).toBe(true);
    await expect(slide(carousel, 4, total)).toHaveAttribute("inert", "");
  });

  test("home reviews: one card at a time with dots and a swipe, no arrows", async ({ page }) => {
    await page.goto(ROUTES.home);
    const carousel = clientCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const count = clientReviews.filter((review) => review.visibleOnHomePage).length;
    await expect(carousel.getByRole("button", { name: /^Show review/ })).toHaveCount(count);
    await expect(carousel.getByRole("button", { name: "Next" })).toHaveCount(0);
    await swipeAcross(page, surface(carousel), -120);
    await expect(currentDot(carousel)).toHaveAccessibleName(`Show review 2 of ${count}`);
    await expect.poll(() => inView(carousel, slide(carousel, 2, count))).toBe(true);
  });
});

test.describe("carousels on desktop (1280 px, mouse and keyboard)", () => {
  test.use(desktop);

  test("book-store reviews: three 250 px cards with a 16 px gap and arrows, no wrap-around", async ({ page }) => {
    await page.goto(ROUTES.books);
    const carousel = storeCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const boxes = await Promise.all([1, 2, 3].map((n) => slide(carousel, n, total).boundingBox()));
    expect(boxes.map((box) => box?.width)).toEqual([250, 250, 250]);
    expect((boxes[1]?.x ?? 0) - ((boxes[0]?.x ?? 0) + 250)).toBe(16);
    for (const n of [1, 2, 3]) expect(await inView(carousel, slide(carousel, n, total))).toBe(true);
    expect(await inView(carousel, slide(carousel, 4, total))).toBe(false);
    await expect(carousel.getByRole("button", { name: /^Show review/ })).toHaveCount(0);

    const previous = carousel.getByRole("button", { name: "Previous" });
    const next = carousel.getByRole("button", { name: "Next" });
    await expect(previous).toBeDisabled();
    for (let i = 0; i < total - 3; i++) await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    for (const n of [total - 2, total - 1, total])
      await expect.poll(() => inView(carousel, slide(carousel, n, total))).toBe(true);
    await expect(slide(carousel, total - 3, total)).toHaveAttribute("inert", "");
  });

  test("the arrows work by keyboard", async ({ page }) => {
    await page.goto(ROUTES.testimonials);
    const carousel = storeCarousel(page);
    await carousel.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Space");
    await expect(carousel.getByRole("group", { name: `3 of ${total}` })).not.toHaveAttribute("inert");
    await expect(carousel.getByRole("group", { name: `5 of ${total}` })).not.toHaveAttribute("inert");
    await expect(slide(carousel, 2, total)).toHaveAttribute("inert", "");
  });

  test("home reviews: every card side by side, with five stars each", async ({ page }) => {
    await page.goto(ROUTES.home);
    const carousel = clientCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const count = clientReviews.filter((review) => review.visibleOnHomePage).length;
    const boxes = await Promise.all(
      Array.from({ length: count }, (_, i) => slide(carousel, i + 1, count).boundingBox()),
    );
    expect(new Set(boxes.map((box) => Math.round(box?.y ?? -1))).size).toBe(1);
    for (let i = 1; i < count; i++)
      expect(boxes[i]?.x).toBeGreaterThan((boxes[i - 1]?.x ?? 0) + (boxes[i - 1]?.width ?? 0));
    await expect(carousel.getByRole("img", { name: "Rated 5 out of 5 stars" })).toHaveCount(count);
    await expect(carousel.getByRole("button")).toHaveCount(0);
  });
});

test.describe("before hydration: the first paint is right before any script runs", () => {
  for (const width of [390, 1280]) {
    test.describe(() => {
      test.use({ viewport: { width, height: 900 } });

      test(`at ${width} px the prerendered carousel matches the hydrated one`, async ({ page }) => {
        const carousel = storeCarousel(page);
        const layout = async () => {
          const region = await carousel.boundingBox();
          // Horizontal layout only: text wrapping, and so heights, may change as the faces arrive.
          const boxes = (await Promise.all([1, 2, 3, 4].map((n) => slide(carousel, n, total).boundingBox()))).map(
            (box) => box && { x: Math.round(box.x - (region?.x ?? 0)), width: Math.round(box.width) },
          );
          const visible = await Promise.all([1, 2, 3, 4].map((n) => inView(carousel, slide(carousel, n, total))));
          return { boxes, visible, regionWidth: Math.round(region?.width ?? 0) };
        };
        await openEarly(page, ROUTES.testimonials);
        await carousel.scrollIntoViewIfNeeded();
        const before = await layout();
        expectEarly(page);

        // The island hydrates on a pointer over one of its buttons (src/directives/interaction-directive.ts),
        // which moves nothing.
        await hydration(page);
        await carousel.locator("button").filter({ visible: true }).first().hover();
        await expect(page.locator("astro-island", { has: carousel }).first()).not.toHaveAttribute("ssr");
        await framesRendered(page);
        expect(await layout()).toEqual(before);
        expect(before.visible).toEqual(width < 1024 ? [true, false, false, false] : [true, true, true, false]);
      });
    });
  }
});

for (const device of earlyDevices) {
  const { press } = device;
  const carousel = storeCarousel;

  test.describe(`before hydration, on ${device.name}`, () => {
    test.use(device.use);

    if (device.mobile) {
      test("carousel dots move in the order pressed, and a tap goes next", async ({ page }) => {
        await openEarly(page, ROUTES.testimonials);
        await press(carousel(page).getByRole("button", { name: `Show review 3 of ${total}` }));
        await press(carousel(page).getByRole("button", { name: `Show review 5 of ${total}` }));
        expectEarly(page);
        await hydration(page);
        await expect(currentDot(carousel(page))).toHaveAccessibleName(`Show review 5 of ${total}`);

        await openEarly(page, ROUTES.testimonials);
        await press(
          carousel(page)
            .getByRole("group", { name: `1 of ${total}` })
            .getByRole("heading"),
        );
        expectEarly(page);
        await hydration(page);
        await expect(currentDot(carousel(page))).toHaveAccessibleName(`Show review 2 of ${total}`);
      });

      test("Tab from the first card skips the cards out of view, and keeps its place when the carousel hydrates", async ({
        page,
      }) => {
        await openEarly(page, ROUTES.books);
        await carousel(page).getByRole("link").first().focus();
        await page.keyboard.press("Tab");
        expectEarly(page);
        const firstDot = carousel(page).getByRole("button", { name: `Show review 1 of ${total}` });
        await expect(firstDot, "the next stop is the first dot, not a card a phone does not show").toBeFocused();
        await hydration(page);
        await expect(carousel(page).getByRole("group", { name: `2 of ${total}` })).toHaveAttribute("inert");
        await expect(firstDot, "hydrating moved no focus to <body>").toBeFocused();
      });
    } else {
      test("the carousel's Next arrow moves the strip", async ({ page }) => {
        await openEarly(page, ROUTES.testimonials);
        await press(carousel(page).getByRole("button", { name: "Next" }));
        expectEarly(page);
        await hydration(page);
        await expect(carousel(page).getByRole("button", { name: "Previous" })).toBeEnabled();
        await expect(carousel(page).getByRole("group", { name: `4 of ${total}` })).not.toHaveAttribute("inert");
        await expect(carousel(page).getByRole("group", { name: `1 of ${total}` })).toHaveAttribute("inert");
      });
    }
  });
}
