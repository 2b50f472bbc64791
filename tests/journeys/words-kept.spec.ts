import type { Locator, Page, Route } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { desktop, phone, tap } from "../support/gestures";
import { expectBelowStickyBar } from "../support/sticky-bar";
import { EMAIL_SEND_PATH, ROUTES } from "../../src/routes.ts";

/**
 * Nothing reloads or leaves a page that holds the visitor's words (spec §4 Contact form, §8: "a
 * failed send keeps the words reachable"). On /contact-us every "Contact us" call to action brings
 * the visitor to whatever the form has become (the form while sending, the thank-you view, the
 * error view) and moves focus there, without a reload; on a page whose form failed to send, a call
 * to action that would leave for /contact-us does the same (src/shell/contact-links.ts).
 */
const jane = { name: "Jane Doe", email: "jane@example.com", message: "A picture book about a brave bee." };
const failure = new RegExp(
  `^(console: Contact message not sent: 500 Internal Server Error|HTTP 500: .*${EMAIL_SEND_PATH.replaceAll(".", "\\.")})$`,
);

/** Fills and sends the form in `scope`; the send is answered by `answer`. */
async function send(page: Page, scope: Locator, answer: (route: Route) => Promise<void>) {
  await page.route(`**${EMAIL_SEND_PATH}`, answer);
  await scope.getByRole("textbox", { name: "Your name" }).fill(jane.name);
  await scope.getByRole("textbox", { name: "Your e-mail" }).fill(jane.email);
  await scope.getByRole("textbox", { name: "Tell us about your book" }).fill(jane.message);
  await scope.getByRole("button", { name: "Send message" }).click();
}

/** Marks the page's window, to tell afterwards that no new document replaced it. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __samePage: true }));
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage);

/** The focused element's accessible text, read in the page (Firefox's window is never the focused one). */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

for (const [width, device] of [
  [390, phone],
  [1280, desktop],
] as const) {
  test.describe(`the calls to action keep the visitor's words at ${width} px`, () => {
    test.use({ ...device, expectedProblems: failure });

    const press = (target: Locator) => (width === 390 ? tap(target) : target.click());

    /** Every "Contact us" call to action of the shell on this page: the footer's, then the bar's (in the phone menu at 390 px). */
    async function pressEachCallToAction(page: Page, reached: () => Promise<void>) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Contact us" });
      await footerLink.scrollIntoViewIfNeeded();
      await press(footerLink);
      await reached();
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const nav = page.getByRole("navigation", { name: "Main" });
      if (width === 390) await press(nav.getByRole("button", { name: "Open menu" }));
      await press(nav.getByRole("link", { name: "Contact us" }));
      await reached();
    }

    test("on /contact-us after a failed send: the error view, its title focused, the words in it, no reload", async ({
      page,
    }) => {
      await page.goto(ROUTES.contactUs);
      const main = page.getByRole("main");
      await send(page, main, (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
      const title = main.getByRole("heading", { level: 2, name: "Oops!" });
      await expect(title).toBeVisible();
      await markPage(page);
      await pressEachCallToAction(page, async () => {
        await expect.poll(() => focusedText(page)).toBe("Oops!");
        await expectBelowStickyBar(page, title);
      });
      expect(await samePage(page)).toBe(true);
      const mail = new URL((await main.getByRole("link", { name: /@/ }).getAttribute("href")) ?? "");
      expect(mail.searchParams.get("body")).toBe(jane.message);
    });

    test("on /contact-us while sending, and after the thank-you: the form's box, then the thank-you's title, no reload", async ({
      page,
    }) => {
      const held: Route[] = [];
      await page.goto(ROUTES.contactUs);
      const main = page.getByRole("main");
      await send(page, main, async (route) => void held.push(route));
      await expect(main.getByRole("button", { name: "Sending..." })).toBeDisabled();
      await markPage(page);
      await pressEachCallToAction(page, async () => {
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-contact-area")))
          .toBe(true);
        await expectBelowStickyBar(page, main.getByRole("textbox", { name: "Your name" }));
      });
      await expect.poll(() => held.length).toBe(1);
      await held[0]?.fulfill({ status: 200, body: "OK" });
      const thanks = main.getByRole("heading", { level: 2, name: /^Thank you!/ });
      await expect(thanks).toBeVisible();
      await pressEachCallToAction(page, async () => {
        await expect.poll(() => focusedText(page)).toMatch(/^Thank you!/);
        await expectBelowStickyBar(page, thanks);
      });
      expect(await samePage(page)).toBe(true);
    });
  });
}

test.describe("a page whose form failed to send is not left for /contact-us (390 px)", () => {
  test.use({ ...phone, expectedProblems: failure });

  test("the home page's call to action brings the visitor back to the error view instead", async ({ page }) => {
    await page.goto(ROUTES.home);
    const section = page.getByRole("main").locator("[data-contact-area]");
    await section.scrollIntoViewIfNeeded();
    await send(page, section, (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
    const title = section.getByRole("heading", { level: 3, name: "Oops!" });
    await expect(title).toBeVisible();
    await markPage(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    const nav = page.getByRole("navigation", { name: "Main" });
    await tap(nav.getByRole("button", { name: "Open menu" }));
    await tap(nav.getByRole("link", { name: "Contact us" }));
    await expect.poll(() => focusedText(page)).toBe("Oops!");
    await expectBelowStickyBar(page, title);
    expect(await samePage(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(ROUTES.home);
  });
});
