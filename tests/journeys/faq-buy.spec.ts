import type { Page } from "@playwright/test";
import { pricingFaqs } from "../../src/content/faqs";
import { checkContent } from "../../src/content/validate";
import { earlyDevices, expectEarly, hydration, openEarly, releaseScripts } from "../support/before-hydration";
import { expect, framesRendered, test } from "../support/fixtures";
import { desktop, phone, tap } from "../support/gestures";
import { ROUTES } from "../../src/routes.ts";

const { books } = checkContent();

const firstFaq = pricingFaqs[0];
const secondFaq = pricingFaqs[1];
const book = books[0];
if (!firstFaq || !secondFaq || !book) throw new Error("content missing");

const question = (page: Page, text: string) => page.locator("summary", { hasText: text });
const answer = (page: Page, text: string) => page.getByText(text, { exact: true });

test.describe("FAQ and Buy with mouse and keyboard (1280 px)", () => {
  test.use(desktop);

  test("FAQ items are disclosures that toggle by click, Enter and Space", async ({ page }) => {
    await page.goto(ROUTES.pricing);
    await expect(answer(page, firstFaq.answer)).toBeHidden();
    await question(page, firstFaq.question).click();
    await expect(answer(page, firstFaq.answer)).toBeVisible();
    await question(page, firstFaq.question).click();
    await expect(answer(page, firstFaq.answer)).toBeHidden();

    await question(page, secondFaq.question).focus();
    await page.keyboard.press("Enter");
    await expect(answer(page, secondFaq.answer)).toBeVisible();
    await page.keyboard.press("Space");
    await expect(answer(page, secondFaq.answer)).toBeHidden();
  });

  test("bad input: a double click on a question leaves it in a valid state", async ({ page }) => {
    await page.goto(ROUTES.pricing);
    await question(page, firstFaq.question).dblclick();
    const open = await question(page, firstFaq.question).evaluate(
      (summary) => (summary.parentElement as HTMLDetailsElement).open,
    );
    await expect(answer(page, firstFaq.answer)).toBeVisible({ visible: open });
  });

  test("one click on Buy reveals the retailers, each opening in a new tab", async ({ page, context }) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>retailer</title>" }),
    );
    await page.goto(book.bookDetailsPageUrl);
    const buy = page.getByRole("button", { name: "Buy", exact: true });
    await expect(buy).toHaveAttribute("aria-expanded", "false");
    await buy.click();
    await expect(buy).toHaveAttribute("aria-expanded", "true");
    const retailers = page.locator("#retailers-list").getByRole("link");
    await expect(retailers).toHaveCount(book.buyButtons.length);
    for (const button of book.buyButtons) {
      const link = page.getByRole("link", { name: button.text });
      await expect(link).toHaveAttribute("href", button.url);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    const first = book.buyButtons[0];
    if (!first) throw new Error("no retailer");
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: first.text }).click();
    // A new tab starts blank in Firefox until its navigation commits.
    await expect(await popup).toHaveURL(first.url);
    await expect(page).toHaveURL(book.bookDetailsPageUrl);
  });

  test("bad input: a double click on Buy shows the retailers and opens nothing", async ({ page }) => {
    await page.goto(book.bookDetailsPageUrl);
    let popups = 0;
    page.on("popup", () => popups++);
    // Every click that reaches a retailer's link, counted in the page as it is dispatched.
    await page.evaluate(() => {
      const clicks = { count: 0 };
      Object.assign(window, { retailerClicks: clicks });
      document.addEventListener("click", (event) => {
        if (event.target instanceof Element && event.target.closest("#retailers-list a")) clicks.count++;
      });
    });
    await page.getByRole("button", { name: "Buy", exact: true }).dblclick();
    await expect(page.locator("#retailers-list").getByRole("link").first()).toBeVisible();
    await framesRendered(page);
    expect(
      await page.evaluate(() => (window as unknown as { retailerClicks: { count: number } }).retailerClicks.count),
    ).toBe(0);
    expect(popups).toBe(0);
  });

  test("the portfolio's 'More' and 'Catalogue' buttons do nothing", async ({ page }) => {
    await page.goto(ROUTES.portfolio);
    const entries = await page.evaluate(() => history.length);
    // A mark on this document: a navigation (even to the same address) would replace it.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    for (const name of ["More", "Catalogue"]) {
      await page.getByRole("button", { name, exact: true }).click();
      await framesRendered(page);
      expect(await page.evaluate(() => "stillHere" in window), `${name} left the page`).toBe(true);
      await expect(page).toHaveURL(/\/portfolio$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });
});

test.describe("FAQ and Buy on a phone (390 px, touch)", () => {
  test.use(phone);

  test("a tap toggles a FAQ item; a tap on Buy reveals the retailers", async ({ page }) => {
    await page.goto(ROUTES.pricing);
    await tap(question(page, firstFaq.question));
    await expect(answer(page, firstFaq.answer)).toBeVisible();
    await tap(question(page, firstFaq.question));
    await expect(answer(page, firstFaq.answer)).toBeHidden();

    await page.goto(book.bookDetailsPageUrl);
    await tap(page.getByRole("button", { name: "Buy", exact: true }));
    await expect(page.locator("#retailers-list").getByRole("link")).toHaveCount(book.buyButtons.length);
  });
});

for (const device of earlyDevices) {
  const { press } = device;

  test.describe(`before hydration, on ${device.name}`, () => {
    test.use(device.use);

    test("Buy reveals the retailers, once however often it is pressed", async ({ page }) => {
      await openEarly(page, book.bookDetailsPageUrl);
      const buy = page.getByRole("button", { name: "Buy", exact: true });
      await press(buy);
      await press(buy);
      expectEarly(page);
      // The shell reveals them at once.
      await expect(buy).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator("#retailers-list")).toBeVisible();
      releaseScripts(page);
    });

    test("an FAQ opened before hydration stays open after it", async ({ page }) => {
      await openEarly(page, ROUTES.pricing);
      await press(page.locator("details summary").first());
      expectEarly(page);
      await expect(page.locator("details").first()).toHaveAttribute("open", "");
      await hydration(page);
      await framesRendered(page);
      await expect(page.locator("details").first()).toHaveAttribute("open", "");
    });
  });
}
