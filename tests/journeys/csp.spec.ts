import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { bookPath, resourcePath, ROUTES } from "../../src/routes.ts";

/**
 * The pages run under their Content-Security-Policy without a violation. Each page's header is the
 * HTTP contract's (tests/http/pages.spec.ts); Chromium's listener on every route and width is the
 * pages tier's (tests/pages/sweeps/csp.ts). Here: the routes in Firefox, which the sweep does not
 * run in, and, in both engines, what only a visitor's use loads (the contact form's code, its send).
 */

const routes = [...Object.values(ROUTES), bookPath(3), resourcePath(2)];

/** Keeps every `securitypolicyviolation` the pages report, from each document's start. */
async function listenForViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

test("no page reports a CSP violation while it loads and goes idle", async ({ page, browserName }) => {
  test.skip(
    browserName === "chromium",
    "Chromium's is the pages tier's sweep of every route (tests/pages/sweeps/csp.ts)",
  );
  await listenForViolations(page);
  for (const path of routes) {
    await page.goto(path);
    // After the load event, until the page has gone idle: what it runs and fetches once loaded
    // (islands hydrated when idle, their code) has started by then.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 5000 })));
    expect(await violations(page), path).toEqual([]);
  }
});

test("following 'Next resource' and sending the contact form report no CSP violation", async ({ page }) => {
  await listenForViolations(page);
  await page.goto(resourcePath(1));
  await page.getByRole("link", { name: /^Next resource/ }).click();
  await expect(page.locator(".prose-article h2").first()).toBeVisible();
  expect(await violations(page), "the next article's page").toEqual([]);
  // The form's island and the e-mail SDK load on first use, which no page sweep makes; the send is a connection.
  await page.goto(ROUTES.contactUs);
  const form = page.locator("main");
  await form.getByLabel("Your name").fill("Ada Lovelace");
  await form.getByLabel("Your e-mail").fill("ada@example.com");
  await form.getByLabel(/Tell us about your book/).fill("A picture book about a counting machine.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(/Thank you!/)).toBeVisible();
  expect(await violations(page), "the contact form's send").toEqual([]);
});
