import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { ROUTES } from "../../src/routes.ts";
import { banner, consentDefault, granted, storedConsent, tagLayer, update } from "./support/consent";

/**
 * Analytics under consent (spec §4, §7): the tag layer gets `consent default` before anything else,
 * the analytics cookies go when consent does, and a build without a measurement id (the one under
 * test) sends nothing to an analytics host, whatever the visitor chooses.
 */

// Every test here starts as a first-time visitor, with nothing stored.
test.use({ freshVisitor: true });

const ANALYTICS_HOST =
  /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|googleadservices\.com/;

/** Loads a page (to its load event): the consent commands are the page's inline shell's. */
async function visit(page: Page, path: string = ROUTES.home) {
  await page.goto(path);
}

/** Records every request to an analytics host, for the whole test. */
function watchAnalyticsRequests(page: Page): string[] {
  const hits: string[] = [];
  page.context().on("request", (request) => {
    if (ANALYTICS_HOST.test(new URL(request.url()).hostname)) hits.push(request.url());
  });
  return hits;
}

test("the tag layer gets `consent default` before any other script, and nothing else until a choice", async ({
  page,
}) => {
  await visit(page);
  const firstScript = await page.evaluate(() => {
    const script = document.querySelector("script");
    return { inHead: script?.parentElement === document.head, text: script?.textContent ?? "" };
  });
  expect(firstScript.inHead).toBe(true);
  expect(firstScript.text).toContain('"consent","default"');
  expect(await tagLayer(page)).toEqual([consentDefault]);
  expect(await storedConsent(page)).toBeNull();
});

test("analytics cookies are removed when analytics goes from granted to denied", async ({ page, context, baseURL }) => {
  await visit(page);
  await page.getByRole("button", { name: "Allow all" }).click();
  const url = baseURL ?? "";
  await context.addCookies([
    { name: "_ga", value: "GA1.1.1.1", url },
    { name: "_ga_ABC123", value: "GS1.1.1", url },
    { name: "studio_pref", value: "1", url },
  ]);
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await page.getByRole("button", { name: "Deny all" }).click();
  await expect(banner(page)).toBeHidden();
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(["studio_pref"]);
});

test("no request leaves for an analytics host when no measurement id is configured", async ({ page }) => {
  const hits = watchAnalyticsRequests(page);
  await visit(page);
  await page.getByRole("button", { name: "Allow all" }).click();
  await page.getByRole("contentinfo").getByRole("link", { name: "Portfolio" }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  // To its load event: the page's own scripts have all run by then.
  await visit(page, ROUTES.books);
  expect(await page.locator("script[src*='googletagmanager']").count()).toBe(0);
  expect(await tagLayer(page), "the consent commands are still recorded").toEqual([consentDefault, update(granted)]);
  expect(hits).toEqual([]);
});
