import { expect, test } from "../support/fixtures";

const routes = [
  "/",
  "/about",
  "/portfolio",
  "/books",
  "/books/3",
  "/services-for-authors",
  "/services-for-publishers",
  "/pricing",
  "/resources",
  "/resources/2",
  "/testimonials",
  "/contact-us",
  "/privacy-policy",
  "/terms-of-service",
];

test("every document carries the security headers, with a CSP that allows no inline script by default", async ({
  request,
}) => {
  for (const path of [...routes, "/no-such-page", "/books/abc"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, path).toContain("default-src 'self'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp, path).not.toMatch(/google|emailjs/);
    expect(headers["strict-transport-security"], path).toMatch(/max-age=\d+/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    // Decision 013: no opener policy on the site's pages (a visitor from another site would pay for
    // a browsing-context-group swap); the editor keeps its own.
    expect(headers["cross-origin-opener-policy"], path).toBeUndefined();
  }
  expect((await request.get("/admin")).headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
});

test("every other response is marked nosniff and HTTPS-only", async ({ request }) => {
  for (const path of ["/assets/resources/1.md", "/site.webmanifest", "/assets/images/logo.svg", "/robots.txt"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["strict-transport-security"], path).toMatch(/max-age=\d+/);
  }
});

test("the build's own config files are not served", async ({ request }) => {
  for (const path of ["/_headers", "/_redirects", "/404.html", "/__spa-fallback.html"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

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
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), path).toEqual([]);
  }
  // Client navigation (markdown fetch, data requests) and the contact form's send.
  await page.goto("/resources/1");
  await page.getByRole("link", { name: /^Next resource/ }).click();
  await expect(page.locator(".prose-article h2").first()).toBeVisible();
  await page.goto("/contact-us");
  const form = page.locator("main");
  await form.getByLabel("Your name").fill("Ada Lovelace");
  await form.getByLabel("Your e-mail").fill("ada@example.com");
  await form.getByLabel(/Tell us about your book/).fill("A picture book about a counting machine.");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(/Thank you!/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});
