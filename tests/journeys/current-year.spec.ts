import { studio } from "../../src/content/site";
import { expect, test } from "../support/fixtures";
import { bookPath, ROUTES } from "../../src/routes.ts";

/**
 * The copyright line's current year (spec §2 Footer): the shell writes the year of the visitor's
 * clock into it; without JavaScript the page keeps the year it was built in. WebKit's counterpart
 * is webkit/current-year.e2e.ts.
 */

test.describe("the copyright line's current year (spec §2 Footer)", () => {
  test("is the visitor's year, with the browser's clock set years ahead", async ({ page }) => {
    const ahead = new Date().getFullYear() + 5;
    await page.clock.setFixedTime(new Date(`${ahead}-03-14T10:00:00`));
    for (const path of [ROUTES.home, bookPath(15)]) {
      await page.goto(path);
      await expect(page.getByRole("contentinfo").getByText(`© ${ahead} ${studio.name}.`)).toBeVisible();
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("is the build's year", async ({ page, browserName }) => {
      test.skip(browserName === "firefox", "Firefox's BiDi driver cannot turn JavaScript off (decision 014)");
      await page.goto(ROUTES.home);
      const built = /© (\d{4}) /.exec((await page.getByRole("contentinfo").textContent()) ?? "")?.[1];
      expect(Number(built)).toBe(new Date().getFullYear());
    });
  });
});
