import { checkContent } from "../../src/content/validate";
import { expect, test } from "../support/fixtures";
import { ROUTES } from "../../src/routes.ts";

const { books } = checkContent();

test("a link on the home page loads another page", async ({ page }) => {
  await page.goto(ROUTES.home);
  await page.getByRole("link", { name: "I'm an author" }).click();
  await expect(page).toHaveURL(/\/services-for-authors$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/authors/i);
});

test("following links between book pages loads each book", async ({ page }) => {
  const first = books[2];
  if (!first) throw new Error("the catalogue needs at least four books");
  await page.goto(ROUTES.books);
  await page.getByRole("link", { name: first.bookName }).first().click();
  await expect(page).toHaveURL(first.bookDetailsPageUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.bookName);
  const mayLike = books.find((book) => book.id === first.booksYouMayLike[0]);
  if (!mayLike) throw new Error("books you may like must exist");
  await page.getByRole("link", { name: mayLike.bookName }).click();
  await expect(page).toHaveURL(mayLike.bookDetailsPageUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(mayLike.bookName);
});

test.describe("internal links are fetched ahead (speculation rules, decision 012)", () => {
  test("a page is requested while the pointer rests on its link, and opens from that fetch", async ({
    page,
    browserName,
  }) => {
    test.skip(
      browserName !== "chromium",
      "Firefox has no speculation rules: its visitors fetch a page on the click, as the rules leave every other engine",
    );
    await page.goto(ROUTES.about);
    const ahead = page.waitForRequest((request) => new URL(request.url()).pathname === ROUTES.testimonials);
    const link = page.getByRole("main").getByRole("link", { name: "Read testimonials" });
    await link.hover();
    await ahead;
    await link.click();
    await expect(page).toHaveURL(/\/testimonials$/);
    const navigation = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType?: string })
          .deliveryType,
    );
    expect(navigation).toBe("navigational-prefetch");
  });
});
