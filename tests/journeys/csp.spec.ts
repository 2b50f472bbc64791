import { expect, test } from "../support/fixtures";
import { bookPath, resourcePath, ROUTES } from "../../src/routes.ts";

const routes = [...Object.values(ROUTES), bookPath(3), resourcePath(2)];

test("no page reports a CSP violation while it is used", async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of routes) {
    await page.goto(path);
    // After the load event, until the page has gone idle: what it runs and fetches once loaded
    // (islands hydrated when idle, their code) has started by then.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 5000 })));
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), path).toEqual([]);
  }
  // Client navigation (markdown fetch, data requests) and the contact form's send.
  await page.goto(resourcePath(1));
  await page.getByRole("link", { name: /^Next resource/ }).click();
  await expect(page.locator(".prose-article h2").first()).toBeVisible();
  await page.goto(ROUTES.contactUs);
  const form = page.locator("main");
  await form.getByLabel("Your name").fill("Ada Lovelace");
  await form.getByLabel("Your e-mail").fill("ada@example.com");
  await form.getByLabel(/Tell us about your book/).fill("A picture book about a counting machine.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(/Thank you!/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});
