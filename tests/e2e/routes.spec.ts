import { checkContent } from "../../src/content/validate";
import { expect, test } from "./fixtures";

const { books, resources } = checkContent();

const staticPages: [path: string, h1: RegExp][] = [
  ["/", /picture books/i],
  ["/about", /about/i],
  ["/portfolio", /portfolio/i],
  ["/books", /books/i],
  ["/services-for-authors", /authors/i],
  ["/services-for-publishers", /publishers/i],
  ["/pricing", /pricing/i],
  ["/resources", /resources/i],
  ["/testimonials", /testimonials/i],
  ["/contact-us", /contact us/i],
  ["/privacy-policy", /privacy policy/i],
  ["/terms-of-service", /terms of service/i],
];
const pages: [string, RegExp][] = [
  ...staticPages,
  ...books.map((book): [string, RegExp] => [`/books/${book.id}`, new RegExp(escape(book.bookName))]),
  ...resources.map((resource): [string, RegExp] => [`/resources/${resource.id}`, new RegExp(escape(resource.name))]),
];

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("every page ships its content as prerendered HTML", () => {
  for (const [path, h1] of pages) {
    test(`${path} answers 200 with its h1 in the HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      const heading = /<h1[^>]*>(.*?)<\/h1>/s
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, "")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, "&");
      expect(heading).toMatch(h1);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, h1] of pages) {
    test(`${path} shows its h1`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    });
  }
});

test("a page hydrates and client navigation reaches another page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "I'm an author" }).click();
  await expect(page).toHaveURL(/\/services-for-authors$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/authors/i);
});

test("client navigation between book pages loads each book", async ({ page }) => {
  const first = books[2];
  if (!first) throw new Error("the catalogue needs at least four books");
  await page.goto("/books");
  await page.getByRole("link", { name: first.bookName }).first().click();
  await expect(page).toHaveURL(first.bookDetailsPageUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.bookName);
  const mayLike = books.find((book) => book.id === first.booksYouMayLike[0]);
  if (!mayLike) throw new Error("books you may like must exist");
  await page.getByRole("link", { name: mayLike.bookName }).click();
  await expect(page).toHaveURL(mayLike.bookDetailsPageUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(mayLike.bookName);
});

test.describe("internal links are fetched ahead (issue 24: speculation rules)", () => {
  test("a page is requested while the pointer rests on its link, and opens from that fetch", async ({ page }) => {
    await page.goto("/about");
    const ahead = page.waitForRequest((request) => new URL(request.url()).pathname === "/testimonials");
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
