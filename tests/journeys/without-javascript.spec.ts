import type { Locator, Page } from "@playwright/test";
import { studio } from "../../src/content/site";
import { expect, test } from "../support/fixtures";
import { pages } from "../support/site-pages";
import { outboxFilesWith, outboxToken } from "../support/outbox";
import { takeFromOutbox } from "../support/outbox-poll";
import { CONTACT_FORM_PATH, resourcePath, ROUTES } from "../../src/routes.ts";

/**
 * A visitor whose browser runs no JavaScript: every page's content is in its HTML, and the
 * controls that need no script still work.
 */
test.skip(
  ({ browserName }) => browserName !== "chromium",
  "Firefox over WebDriver BiDi cannot load a page without JavaScript: it ignores javaScriptEnabled, and its " +
    "javascript.enabled preference also stops the driver's own scripts, so every locator times out",
);
test.use({ javaScriptEnabled: false });

for (const [path, h1] of pages) {
  test(`${path} shows its h1`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  });
}

test("an article's body is in the prerendered page", async ({ page }) => {
  await page.goto(resourcePath(3));
  await expect(page.locator(".prose-article h2").first()).toBeVisible();
});

test("no cookie banner asks for a choice nobody could make (and no analytics could run)", async ({ page }) => {
  await page.goto(ROUTES.home);
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookies and your privacy" })).toBeHidden();
});

test("the contact call to action is a plain link to the contact page", async ({ page }) => {
  await page.goto(ROUTES.about);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
});

test.describe("the contact form without JavaScript posts to the site's own server (decision 018)", () => {
  const THANK_YOU = "Thank you! We'll review your message and get in touch shortly.";

  /** Fills the form inside `scope` as a visitor would and presses Send. */
  async function fillAndSend(scope: Locator, values: { name: string; email: string; message: string }) {
    await scope.getByRole("textbox", { name: "Your name" }).fill(values.name);
    await scope.getByRole("textbox", { name: "Your e-mail" }).fill(values.email);
    await scope.getByRole("textbox", { name: "Tell us about your book" }).fill(values.message);
    await scope.getByRole("button", { name: "Send message" }).click();
  }

  /** Opens the popup's `<dialog>` as its call to action would, which a page without JavaScript cannot do itself. */
  async function openPopup(page: Page): Promise<Locator> {
    // The driver's script runs apart from the page's, which stays without JavaScript.
    await page.locator("dialog#contact-popup").evaluate((dialog: HTMLDialogElement) => dialog.showModal());
    return page.getByRole("dialog", { name: "Contact us" });
  }

  test("on /contact-us: the outbox receives the message and the visitor sees the thank-you page", async ({ page }) => {
    const token = outboxToken("no-js-page");
    await page.goto(ROUTES.contactUs);
    await fillAndSend(page.getByRole("main"), {
      name: "Nora No-Script",
      email: "nora@example.com",
      message: `${token}\nA second line, in Welsh: Diolch`,
    });
    await expect(page).toHaveURL(/\/contact-us\/sent$/);
    await expect(page.getByRole("heading", { level: 1, name: THANK_YOU })).toBeVisible();
    expect(await takeFromOutbox(token)).toEqual({
      receivedAt: expect.any(String),
      sent_with: "the form, without JavaScript",
      template_params: {
        from_name: "Nora No-Script",
        reply_to: "nora@example.com",
        message: `${token}\nA second line, in Welsh: Diolch`,
      },
    });
  });

  test("in the contact popup: the outbox receives the message and the visitor sees the thank-you page", async ({
    page,
  }) => {
    const token = outboxToken("no-js-popup");
    await page.goto(ROUTES.about);
    const popup = await openPopup(page);
    await fillAndSend(popup, { name: "Pia Popup", email: "pia@example.com", message: token });
    await expect(page).toHaveURL(/\/contact-us\/sent$/);
    await expect(page.getByRole("heading", { level: 1, name: THANK_YOU })).toBeVisible();
    expect(await takeFromOutbox(token)).toMatchObject({
      template_params: { from_name: "Pia Popup", reply_to: "pia@example.com", message: token },
    });
  });

  test("a failed send: the error page of spec §8 keeps the visitor's words on the page and in its mail link", async ({
    page,
  }) => {
    const token = outboxToken("no-js-refused");
    const message = `${token}\nOur bee <Bramble> & her garden`;
    await page.goto(ROUTES.contactUs);
    // The server answers 400: the address fails spec §5 (nothing checks it in the page without JavaScript).
    const answer = page.waitForResponse((response) => response.url().endsWith(CONTACT_FORM_PATH));
    await fillAndSend(page.getByRole("main"), { name: "Rhys Refused", email: "rhys@example", message });
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "Oops!" })).toBeVisible();
    await expect(page.getByText("Something went wrong!")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Your message" })).toHaveValue(message);
    const mail = page.getByRole("link", { name: studio.email });
    await expect(mail).toHaveAttribute(
      "href",
      `mailto:${studio.email}?subject=Message%20from%20Rhys%20Refused&body=${encodeURIComponent(message.replace(/\n/g, "\r\n"))}`,
    );
    await expect(page.getByRole("link", { name: "Back to the contact form" })).toHaveAttribute(
      "href",
      ROUTES.contactUs,
    );
    expect(outboxFilesWith(token)).toEqual([]);
  });
});
