import { expect, goBack, test } from "../support/fixtures";
import { ROUTES } from "../../src/routes.ts";

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
    ["/books/abc", ROUTES.books],
    ["/books/99", ROUTES.books],
    ["/resources/x", ROUTES.resources],
  ] as const) {
    await page.goto(ROUTES.about);
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${list}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(list.slice(1), "i"));
    await goBack(page, ROUTES.about);
  }
});
