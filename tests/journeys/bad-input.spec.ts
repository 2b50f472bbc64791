import { expect, goBack, test } from "../support/fixtures";

const badIds = ["abc", "0", "16", "1.5", "-1", "1e1", "01", ""];
const badResourceIds = ["abc", "0", "7", "1.5", "-1", "1e1", "01", ""];

test.describe("bad book ids redirect to /books, replacing the history entry", () => {
  for (const id of badIds) {
    test(`/books/${id}`, async ({ page }) => {
      await page.goto("/about");
      await page.goto(`/books/${id}`);
      await expect(page).toHaveURL(/\/books$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/books/i);
      await goBack(page, "/about");
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

test("on a host without redirect rules, the 404 page itself sends a bad id to its list page", async ({
  page,
  request,
}) => {
  // Such a host answers every unknown path with the 404 page and status 404 (issue 24 item 4).
  const notFound = await request.get("/no-such-page");
  expect(notFound.status()).toBe(404);
  const body = await notFound.text();
  // Its own CSP too, which must allow the page's inline script by hash.
  const headers = { "content-security-policy": notFound.headers()["content-security-policy"] ?? "" };
  await page.route(/\/(books|resources)\/(abc|99|x)$/, (route) =>
    route.fulfill({ status: 404, contentType: "text/html; charset=utf-8", headers, body }),
  );
  for (const [path, list] of [
    ["/books/abc", "/books"],
    ["/books/99", "/books"],
    ["/resources/x", "/resources"],
  ] as const) {
    await page.goto("/about");
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${list}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(list.slice(1), "i"));
    await goBack(page, "/about");
  }
});
