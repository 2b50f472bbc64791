import type { Locator, Page, Request } from "@playwright/test";
import { studio } from "../../src/content/site";
import { allowClipboard, expect, keepPostedBodies, postedJson, test } from "../support/fixtures";
import { expectBelowStickyBar } from "../support/sticky-bar";
import { desktop, phone, tap } from "../support/gestures";
import { outboxToken } from "../support/outbox";
import { takeFromOutbox } from "../support/outbox-poll";
import { bookPath, EMAIL_SEND_PATH, ROUTES } from "../../src/routes.ts";

/**
 * Lines of the spec read as written (issue 37): no length limit a person can meet (§5) and a
 * payload of exactly §7's three template params, through the local endpoint of the server
 * Playwright starts (a build without EmailJS keys; the keyed build is keyed-build.spec.ts); the
 * copyright's current year (§2 Footer); and "Contact us" on /contact-us landing in the form.
 */
const THANK_YOU = "Thank you! We'll review your message and get in touch shortly.";

/** The contact form in the page's main. */
function contactForm(page: Page) {
  const main = page.getByRole("main");
  return {
    main,
    name: main.getByRole("textbox", { name: "Your name" }),
    email: main.getByRole("textbox", { name: "Your e-mail" }),
    message: main.getByRole("textbox", { name: "Tell us about your book" }),
    send: main.getByRole("button", { name: "Send message" }),
  };
}

/** A message of exactly `length` characters: words, line breaks, Hebrew, Arabic and an emoji, and a token to find it by. */
function longMessage(token: string, length: number): string {
  const opening = `${token}\nשלום, مرحبا 🐝\n`;
  const words = "Our series follows a hedgehog through the four seasons of a village. ".repeat(Math.ceil(length / 60));
  return (opening + words).slice(0, length - 4) + " end";
}

/** The send requests the page makes. */
function sends(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === EMAIL_SEND_PATH) requests.push(request);
  });
  return requests;
}

test.describe("no length limit a person can meet (spec §5, decision 022)", () => {
  test("a 12,000-character message goes whole, as exactly the three template params, into the outbox", async ({
    page,
  }) => {
    const token = outboxToken("spec-lines");
    const message = longMessage(token, 12_000);
    expect(message).toHaveLength(12_000);
    const name = `Dr. ${"Ann-Marie ".repeat(20).trim()} Okonkwo-Smythe`;
    await keepPostedBodies(page);
    const requests = sends(page);
    await page.goto(ROUTES.contactUs);
    const form = contactForm(page);
    for (const field of [form.name, form.email, form.message]) await expect(field).not.toHaveAttribute("maxlength");
    await form.name.fill(name);
    await form.email.fill("ann@example.com");
    await form.message.fill(message);
    await expect(form.message).toHaveValue(message);
    // No count, no note: nothing speaks of characters.
    await expect(form.main.getByText(/characters/)).toHaveCount(0);
    const answer = page.waitForResponse((response) => response.url().endsWith(EMAIL_SEND_PATH));
    await form.send.click();
    expect(await (await answer).text()).toBe("OK");
    await expect(form.main.getByRole("heading", { name: THANK_YOU })).toBeVisible();

    const posted = await postedJson(page, requests[0]);
    expect(Object.keys(posted.template_params as object).sort()).toEqual(["from_name", "message", "reply_to"]);
    expect(posted.template_params).toEqual({ from_name: name, reply_to: "ann@example.com", message });

    const stored = (await takeFromOutbox(token)) as { template_params: Record<string, string> };
    expect(stored.template_params).toEqual({ from_name: name, reply_to: "ann@example.com", message });
  });

  test.describe("a message over the provider's size", () => {
    test.use({
      expectedProblems: new RegExp(
        `^(console: Contact message not sent: 413 Payload Too Large: the message must be at most 51,200 bytes|HTTP 413: .*${EMAIL_SEND_PATH.replaceAll(".", "\\.")})$`,
      ),
    });

    test("is refused with 413 and shows the error view, where every word stays reachable", async ({
      page,
      context,
      baseURL,
    }) => {
      await allowClipboard(context, baseURL);
      const message = longMessage("over", 60_000);
      await page.goto(ROUTES.contactUs);
      const form = contactForm(page);
      await form.name.fill("Jane Doe");
      await form.email.fill("jane@example.com");
      await form.message.fill(message);
      const answer = page.waitForResponse((response) => response.url().endsWith(EMAIL_SEND_PATH));
      await form.send.click();
      expect((await answer).status()).toBe(413);

      await expect(form.main.getByRole("heading", { level: 2, name: "Oops!" })).toBeFocused();
      // Nothing cut silently: the whole message in the read-only box, and the copy button copies all of it.
      await expect(form.main.getByRole("textbox", { name: "Your message" })).toHaveValue(message);
      await expect(
        form.main.getByText("The mail link carries the first part of your message; copy the whole message below."),
      ).toBeVisible();
      const href = (await form.main.getByRole("link", { name: studio.email }).getAttribute("href")) ?? "";
      expect(new URL(href).searchParams.get("body")?.startsWith("over\r\n")).toBe(true);
      await page.evaluate(() => navigator.clipboard.writeText(""));
      await form.main.getByRole("button", { name: "Copy your message" }).click();
      await expect(form.main.getByRole("status")).toHaveText("Copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message);
    });
  });
});

test.describe("the copyright line's current year (spec §2 Footer)", () => {
  test("is the visitor's year, with the browser's clock set years ahead", async ({ page }) => {
    const ahead = new Date().getFullYear() + 5;
    await page.clock.setFixedTime(new Date(`${ahead}-03-14T10:00:00`));
    for (const path of [ROUTES.home, bookPath(15)]) {
      await page.goto(path);
      await expect(page.getByRole("contentinfo").getByText(`© ${ahead} ${studio.name}.`)).toBeVisible();
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("is the build's year", async ({ page, browserName }) => {
      test.skip(browserName === "firefox", "Firefox's BiDi driver cannot turn JavaScript off (decision 014)");
      await page.goto(ROUTES.home);
      const built = /© (\d{4}) /.exec((await page.getByRole("contentinfo").textContent()) ?? "")?.[1];
      expect(Number(built)).toBe(new Date().getFullYear());
    });
  });
});

/** The page's form's first field, and whether it is in the viewport below the sticky bar. */
async function expectInForm(page: Page) {
  const name = contactForm(page).name;
  await expect(name).toBeFocused();
  await expectBelowStickyBar(page, name);
}

for (const [width, device] of [
  [390, phone],
  [1280, desktop],
] as const) {
  test.describe(`"Contact us" on /contact-us at ${width} px`, () => {
    test.use(device);

    /** A finger on the phone (where the engine has touch), the mouse on the desktop. */
    const press = (target: Locator) => (width === 390 ? tap(target) : target.click());

    test("scrolls to the form and focuses its first field, without a reload, from the first paint", async ({
      page,
    }) => {
      // Every script file held back for good: only the inline shell runs, as on the first paint of a slow phone.
      await page.route("**/_astro/**/*.js", () => {
        // Never answered.
      });
      let loads = 0;
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) loads += 1;
      });
      await page.goto(ROUTES.contactUs, { waitUntil: "commit" });
      const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Contact us" });
      await footerLink.scrollIntoViewIfNeeded();
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      await press(footerLink);
      await expectInForm(page);
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      expect(page.url()).toMatch(/\/contact-us$/);

      // The navigation bar's own call to action, from the top (at 390 px inside the phone menu, which closes).
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.getByRole("main").getByRole("heading", { level: 1 }).click();
      const nav = page.getByRole("navigation", { name: "Main" });
      if (width === 390) await press(page.getByRole("button", { name: "Open menu" }));
      await press(nav.getByRole("link", { name: "Contact us" }));
      await expectInForm(page);
      if (width === 390) await expect(nav.getByRole("link", { name: "Contact us" })).toBeHidden();
      expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
      expect(loads, "one load: the first").toBe(1);
    });
  });
}
