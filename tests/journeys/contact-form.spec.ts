import type { Request } from "@playwright/test";
import {
  allowClipboard,
  expect,
  framesRendered,
  keepPostedBodies,
  pasteFromClipboard,
  postedJson,
  test,
} from "../support/fixtures";
import { outboxToken } from "../support/outbox";
import { takeFromOutbox } from "../support/outbox-poll";
import { EMAIL_SEND_PATH, ROUTES } from "../../src/routes.ts";
import { contactForm, fill, holdSends, jane, sendRequests, THANK_YOU } from "./support/contact-form";

/**
 * The contact form on /contact-us and the home page (spec §3, §4, §5, §7): its look, its validation,
 * the send and its payload, the honeypot, and no length limit a person can meet (§5, decision 022).
 * A page is loaded to its load event: the form is usable from the first paint (decision 012), and
 * what is typed or pressed before its island hydrates is kept (contact-before-hydration.spec.ts).
 * A send that fails is contact-failures.spec.ts; the popup and where each "Contact us" leads,
 * contact-calls-to-action.spec.ts.
 */

/** A message of exactly `length` characters: words, line breaks, Hebrew, Arabic and an emoji, and a token to find it by. */
function longMessage(token: string, length: number): string {
  const opening = `${token}\nשלום, مرحبا 🐝\n`;
  const words = "Our series follows a hedgehog through the four seasons of a village. ".repeat(Math.ceil(length / 60));
  return (opening + words).slice(0, length - 4) + " end";
}

test.describe("the contact form on /contact-us", () => {
  test("sits on the yellow background, with a 200–500 px message box", async ({ page }) => {
    await page.goto(ROUTES.contactUs);
    const main = page.getByRole("main");
    await expect(main.locator(".bg-sun")).toBeVisible();
    const form = contactForm(main);
    const box = await form.message.evaluate((element) => {
      const style = getComputedStyle(element);
      return { height: element.getBoundingClientRect().height, min: style.minHeight, max: style.maxHeight };
    });
    expect(box.height).toBeGreaterThanOrEqual(200);
    expect(box).toMatchObject({ min: "200px", max: "500px" });
  });

  test("shows the three exact messages on an empty submit and sends nothing", async ({ page }) => {
    const requests = sendRequests(page);
    await page.goto(ROUTES.contactUs);
    const form = contactForm(page.getByRole("main"));
    await form.send.click();
    await expect(form.alerts).toHaveText([
      "Please enter your name",
      "Please enter a valid email address",
      "Please enter your message",
    ]);
    await expect(form.name).toHaveAccessibleDescription("Please enter your name");
    await expect(form.email).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(form.message).toHaveAccessibleDescription("Please enter your message");
    await expect(form.name).toBeFocused();
    expect(requests).toHaveLength(0);
  });

  // Whitespace-only fields and malformed addresses are the validation's logic: validation.test.ts and
  // contact-form.test.tsx prove it. That the engine's own checks of a type=email field do not stand in
  // the way is shown in both engines by "a Send with a field missing" (before hydration, below).

  test("shows 'Sending...' with disabled fields while pending, sends once, then thanks", async ({ page }) => {
    const requests = sendRequests(page);
    const sends = await holdSends(page);
    await page.goto(ROUTES.contactUs);
    const main = page.getByRole("main");
    const form = contactForm(main);
    await fill(form, jane);
    await form.send.click();

    await expect(form.sending).toBeDisabled();
    await expect(form.name).toBeDisabled();
    await expect(form.email).toBeDisabled();
    await expect(form.message).toBeDisabled();
    await expect(form.message).toHaveValue(jane.message);
    // A second submit (Enter, a script, a double click) changes nothing.
    await main.locator("form").evaluate((element: HTMLFormElement) => element.requestSubmit());
    await form.sending.click({ force: true });
    await expect.poll(sends.count).toBe(1);

    await sends.answer();
    await expect(main.getByRole("heading", { level: 2, name: THANK_YOU })).toBeFocused();
    await expect(form.name).toHaveCount(0);
    expect(requests).toHaveLength(1);
  });

  test("posts the provider's JSON payload with the visitor's values", async ({ page, baseURL }) => {
    let sent: Request | undefined;
    await page.route(`**${EMAIL_SEND_PATH}`, async (route) => {
      sent = route.request();
      await route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
    });
    await keepPostedBodies(page);
    await page.goto(ROUTES.contactUs);
    const form = contactForm(page.getByRole("main"));
    // Longer than any limit the form once had (no length limit, decision 022): the payload carries it whole.
    const opening = "مرحبا 📚 שלום\nLine two 🐝 ";
    const message = opening + "x".repeat(12_000 - opening.length);
    await fill(form, { name: "  Sára 🐝 ", email: " sara@example.com ", message });
    await form.send.click();
    await expect(page.getByRole("heading", { name: THANK_YOU })).toBeVisible();

    expect(sent?.method()).toBe("POST");
    expect(sent?.url()).toBe(`${baseURL}${EMAIL_SEND_PATH}`);
    expect(await sent?.headerValue("content-type")).toBe("application/json");
    expect(await postedJson(page, sent)).toEqual({
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      user_id: "local-public-key",
      service_id: "local-service",
      template_id: "local-template",
      // Exactly spec §7's three: the honeypot is judged before sending and never sent (decision 022).
      template_params: { from_name: "Sára 🐝", reply_to: "sara@example.com", message },
    });
    expect(message).toHaveLength(12_000);
  });

  // On /contact-us, with every script held back: "before hydration" below.
  for (const path of [ROUTES.home]) {
    test(`keeps every character filled in on ${path} while its form hydrates, and sends it`, async ({ page }) => {
      // Filled the moment the page is there: the form's island hydrates during it (coming into view).
      // Firefox's driver writes each field through its `value` property, which React's change tracking
      // does not see.
      const sends = await holdSends(page);
      await page.goto(path);
      const form = contactForm(page.getByRole("main"));
      await fill(form, jane);
      await form.send.click();
      await expect.poll(sends.count).toBe(1);
      await expect(form.name).toHaveValue(jane.name);
      await expect(form.email).toHaveValue(jane.email);
      await expect(form.message).toHaveValue(jane.message);
      await sends.answer();
      await expect(page.getByRole("heading", { name: THANK_YOU })).toBeVisible();
    });
  }

  test("delivers a real message through the local endpoint into the outbox", async ({ page }) => {
    const token = outboxToken("round-trip");
    await page.goto(ROUTES.contactUs);
    const form = contactForm(page.getByRole("main"));
    await fill(form, { name: "Ruth Round-Trip 🐝", email: "ruth@example.com", message: `${token}\nשלום, مرحبا` });
    const response = page.waitForResponse((answer) => answer.url().endsWith(EMAIL_SEND_PATH));
    await form.send.click();
    expect(await (await response).text()).toBe("OK");
    await expect(page.getByRole("heading", { name: THANK_YOU })).toBeVisible();

    expect(await takeFromOutbox(token)).toEqual({
      receivedAt: expect.any(String),
      lib_version: expect.any(String),
      user_id: "local-public-key",
      service_id: "local-service",
      template_id: "local-template",
      template_params: {
        from_name: "Ruth Round-Trip 🐝",
        reply_to: "ruth@example.com",
        message: `${token}\nשלום, مرحبا`,
      },
    });
  });
});

test.describe("the form's honeypot and a long paste", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await allowClipboard(context, baseURL);
  });

  test("takes a long paste whole at the caret, with no note, and undoes it as one step (decision 022)", async ({
    page,
  }) => {
    await page.goto(ROUTES.contactUs);
    const main = page.getByRole("main");
    const form = contactForm(main);
    await form.message.fill("Dear studio, end.");
    await form.message.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(13, 13));
    await pasteFromClipboard(form.message, `${"p".repeat(6000)}\r\nlast line `);
    await expect(form.message).toHaveValue(`Dear studio, ${"p".repeat(6000)}\nlast line end.`);
    await expect(main.getByText(/characters/)).toHaveCount(0);
    await expect(form.message).not.toHaveAttribute("aria-describedby");
    await page.keyboard.press("ControlOrMeta+Z");
    await expect(form.message).toHaveValue("Dear studio, end.");
  });

  test("keeps the honeypot out of reach: hidden, not a tab stop, never sent", async ({ page }) => {
    let sent: Request | undefined;
    await page.route(`**${EMAIL_SEND_PATH}`, async (route) => {
      sent = route.request();
      await route.fulfill({ status: 200, contentType: "text/plain", body: "OK" });
    });
    await keepPostedBodies(page);
    await page.goto(ROUTES.contactUs);
    const main = page.getByRole("main");
    const honeypot = main.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(main.getByRole("textbox", { name: "Leave this empty" })).toHaveCount(0);
    const box = await honeypot.boundingBox();
    expect(box && box.x + box.width, "off-screen, left of the page").toBeLessThanOrEqual(0);

    const form = contactForm(main);
    await fill(form, jane);
    await form.message.focus();
    await page.keyboard.press("Tab");
    await expect(form.send, "Tab goes from the message straight to Send").toBeFocused();
    await form.send.click();
    await expect(main.getByRole("heading", { name: THANK_YOU })).toBeVisible();
    expect((await postedJson(page, sent)).template_params).toEqual({
      from_name: jane.name,
      reply_to: jane.email,
      message: jane.message,
    });
  });

  test("with the honeypot filled, thanks the bot and sends nothing", async ({ page }) => {
    const requests = sendRequests(page);
    await page.goto(ROUTES.contactUs);
    const main = page.getByRole("main");
    await fill(contactForm(main), jane);
    await main.locator('input[name="website"]').fill("https://spam.example");
    await contactForm(main).send.click();
    await expect(main.getByRole("heading", { name: THANK_YOU })).toBeFocused();
    // The thank-you view is shown instead of sending: a send would have left with it.
    await framesRendered(page);
    expect(requests).toHaveLength(0);
  });
});

test.describe("no length limit a person can meet (spec §5, decision 022)", () => {
  test("a 12,000-character message goes whole, as exactly the three template params, into the outbox", async ({
    page,
  }) => {
    const token = outboxToken("spec-lines");
    const message = longMessage(token, 12_000);
    expect(message).toHaveLength(12_000);
    const name = `Dr. ${"Ann-Marie ".repeat(20).trim()} Okonkwo-Smythe`;
    await keepPostedBodies(page);
    const requests = sendRequests(page);
    await page.goto(ROUTES.contactUs);
    const main = page.getByRole("main");
    const form = contactForm(main);
    for (const field of [form.name, form.email, form.message]) await expect(field).not.toHaveAttribute("maxlength");
    await fill(form, { name, email: "ann@example.com", message });
    await expect(form.message).toHaveValue(message);
    // No count, no note: nothing speaks of characters.
    await expect(main.getByText(/characters/)).toHaveCount(0);
    const answer = page.waitForResponse((response) => response.url().endsWith(EMAIL_SEND_PATH));
    await form.send.click();
    expect(await (await answer).text()).toBe("OK");
    await expect(main.getByRole("heading", { name: THANK_YOU })).toBeVisible();

    const posted = await postedJson(page, requests[0]);
    expect(Object.keys(posted.template_params as object).sort()).toEqual(["from_name", "message", "reply_to"]);
    expect(posted.template_params).toEqual({ from_name: name, reply_to: "ann@example.com", message });

    const stored = (await takeFromOutbox(token)) as { template_params: Record<string, string> };
    expect(stored.template_params).toEqual({ from_name: name, reply_to: "ann@example.com", message });
  });
});
