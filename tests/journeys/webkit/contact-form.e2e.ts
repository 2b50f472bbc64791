import { $, browser, expect } from "@wdio/globals";
import { en } from "../../../src/i18n/en.ts";
import { fieldValues, resultHeading, visitor } from "./support/contact.ts";
import { press } from "./support/input.ts";
import { takeFromOutbox } from "./support/outbox.ts";
import { releaseSends, sends, watchSends } from "./support/send-gate.ts";
import { contactForm } from "./support/site.ts";
import { byWidth } from "./support/viewport.ts";
import { visit } from "./support/visit.ts";
import { ROUTES } from "../../../src/routes.ts";

/**
 * The contact form (spec §4 Contact form, §5, §7) on /contact-us and on the home page, under the
 * Playwright journeys' names (../contact-form.spec.ts). Sends go to the local server's real
 * endpoint (a build without EmailJS keys) and are read back from its outbox.
 */
describe(byWidth("the contact form on /contact-us", "the contact form on /contact-us, on a phone (390 px)"), () => {
  it("delivers a real message through the local endpoint into the outbox", async () => {
    const text = visitor("page");
    await visit(ROUTES.contactUs);
    // Typed at once: the form's island hydrates on its first focus, while the keys arrive.
    const main = $("main");
    const form = contactForm(main);
    await form.name.addValue(text.name);
    await form.email.addValue(text.email);
    await form.message.addValue(text.typedMessage);
    await watchSends("hold");
    await press(form.send);

    await expect(form.send).toHaveText(en.sending);
    await expect(form.name).toBeDisabled();
    await expect(form.message).toBeDisabled();
    expect(await fieldValues(form)).toEqual([text.name, text.email, text.message]);
    await browser.waitUntil(async () => (await sends()).bodies.length === 1);
    expect((await sends()).bodies[0]?.template_params).toEqual({
      from_name: text.name,
      reply_to: text.email,
      message: text.message,
    });

    await releaseSends();
    await expect(resultHeading(main, en.success_view_title)).toBeDisplayed();
    expect(await browser.execute(() => document.activeElement?.textContent)).toBe(en.success_view_title);
    const stored = await takeFromOutbox(text.token);
    expect(stored.template_params).toEqual({ from_name: text.name, reply_to: text.email, message: text.message });
    expect((await sends()).bodies).toHaveLength(1);
  });

  it("keeps every character filled in on / while its form hydrates, and sends it", async () => {
    const text = visitor("home");
    await visit(ROUTES.home);
    const main = $("main");
    const form = contactForm(main);
    await browser.execute((field) => field.scrollIntoView({ block: "center", behavior: "instant" }), await form.name);
    await form.name.addValue(text.name);
    await form.email.addValue(text.email);
    await form.message.addValue(text.typedMessage);
    await press(form.send);
    await expect(resultHeading(main, en.success_view_title)).toBeDisplayed();
    const stored = await takeFromOutbox(text.token);
    expect(stored.template_params).toEqual({ from_name: text.name, reply_to: text.email, message: text.message });
  });
});
