import { expect, goBack, test } from "../support/fixtures";
import { ROUTES } from "../../src/routes.ts";

/**
 * A bad book or resource id on a host without redirect rules (spec §2): such a host answers every
 * unknown path with the bare 404 page and status 404 (that answer, on each host, is
 * tests/http/not-found.spec.ts), and the 404 page's own inline script sends the visitor on to the
 * list page, replacing the bad address in the history.
 */

test("on a host without redirect rules, the 404 page itself sends a bad id to its list page", async ({
  page,
  request,
}) => {
  // The site's 404 answer as such a host gives it for any path: the page with its own CSP, which
  // must allow the page's inline script by hash.
  const notFound = await request.get("/no-such-page");
  const body = await notFound.text();
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
