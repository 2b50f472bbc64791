import { expect, test } from "../support/fixtures";
import { bookPath, resourcePath, ROUTES } from "../../src/routes.ts";

/**
 * The pages run under their Content-Security-Policy without a violation (decision 029). Each page's
 * header is the HTTP contract's (tests/http/pages.spec.ts); any violation, on any page a test opens,
 * fails that test through the shared fixture (tests/support/fixtures.ts), which the pages tier runs
 * on every route in Chromium. Here: the routes in Firefox, which the pages tier does not run in, and,
 * in both engines, what only a visitor's use loads (the next article, the contact form's code, its
 * send).
 */

const routes = [...Object.values(ROUTES), bookPath(3), resourcePath(2)];

test("no page reports a CSP violation while it loads and goes idle", async ({ page, browserName }) => {
  test.skip(browserName === "chromium", "Chromium's is the pages tier's visit of every route (tests/pages/)");
  for (const path of routes) {
    await page.goto(path);
    // After the load event, until the page has gone idle: what it runs and fetches once loaded
    // (islands hydrated when idle, their code) has started by then; the fixture fails on any violation.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 5000 })));
  }
});

test("following 'Next resource' and sending the contact form report no CSP violation", async ({ page }) => {
  await page.goto(resourcePath(1));
  await page.getByRole("link", { name: /^Next resource/ }).click();
  await expect(page.locator(".prose-article h2").first()).toBeVisible();
  // The form's island and the e-mail SDK load on first use, which no page visit makes; the send is a connection.
  await page.goto(ROUTES.contactUs);
  const form = page.locator("main");
  await form.getByLabel("Your name").fill("Ada Lovelace");
  await form.getByLabel("Your e-mail").fill("ada@example.com");
  await form.getByLabel(/Tell us about your book/).fill("A picture book about a counting machine.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(/Thank you!/)).toBeVisible();
});
