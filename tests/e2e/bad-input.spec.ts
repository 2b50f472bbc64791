import { expect, test } from "./fixtures";

const badIds = ["abc", "0", "16", "1.5", "-1", "1e1", "01", ""];
const badResourceIds = ["abc", "0", "7", "1.5", "-1", "1e1", "01", ""];

test.describe("bad book ids redirect to /books, replacing the history entry", () => {
  for (const id of badIds) {
    test(`/books/${id}`, async ({ page }) => {
      await page.goto("/about");
      await page.goto(`/books/${id}`);
      await expect(page).toHaveURL(/\/books$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/books/i);
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
    });
  }
});

test.describe("bad resource ids redirect to /resources", () => {
  for (const id of badResourceIds) {
    test(`/resources/${id}`, async ({ page }) => {
      await page.goto(`/resources/${id}`);
      await expect(page).toHaveURL(/\/resources$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/resources/i);
    });
  }
});

test("an unknown path answers HTTP 404 with the bare '404' page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("body")).toHaveText("404");
  await expect(page.getByRole("navigation")).toHaveCount(0);
});

test("unknown nested paths and files are 404 too", async ({ request }) => {
  for (const path of ["/about/team", "/books/3/extra", "/assets/nothing.svg", "/404"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});
