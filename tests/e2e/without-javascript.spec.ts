import { expect, test } from "./fixtures";
import { pages } from "./site-pages";

/**
 * A visitor whose browser runs no JavaScript: every page's content is in its HTML, and the
 * controls that need no script still work.
 */
test.skip(
  ({ browserName }) => browserName !== "chromium",
  "Firefox over WebDriver BiDi cannot load a page without JavaScript: it ignores javaScriptEnabled, and its " +
    "javascript.enabled preference also stops the driver's own scripts, so every locator times out",
);
test.use({ javaScriptEnabled: false });

for (const [path, h1] of pages) {
  test(`${path} shows its h1`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  });
}

test("an article's body is in the prerendered page", async ({ page }) => {
  await page.goto("/resources/3");
  await expect(page.locator(".prose-article h2").first()).toBeVisible();
});

test("no cookie banner asks for a choice nobody could make (and no analytics could run)", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookies and your privacy" })).toBeHidden();
});

test("the contact call to action is a plain link to the contact page", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
});
