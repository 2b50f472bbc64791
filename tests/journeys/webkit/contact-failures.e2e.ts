import { $, browser, expect } from "@wdio/globals";
import { Key } from "webdriverio";
import { studio } from "../../../src/content/site.ts";
import { en, t } from "../../../src/i18n/en.ts";
import { resultHeading, visitor } from "./support/contact.ts";
import { press } from "./support/input.ts";
import { inOutbox } from "./support/outbox.ts";
import { sends, watchSends } from "./support/send-gate.ts";
import { button, contactForm, link } from "./support/site.ts";
import { byWidth } from "./support/viewport.ts";
import { visit } from "./support/visit.ts";
import { framesRendered } from "./support/settle.ts";
import { ROUTES } from "../../../src/routes.ts";

/**
 * A contact message that is not sent (spec §8), under the Playwright journeys' names
 * (../contact-failures.spec.ts): the error view with the studio's address, a mail link holding the
 * visitor's words and a button that copies them, one console line, no retry. The failure is a
 * network error made inside the page (support/send-gate.ts).
 */

/** Pastes the clipboard (Ctrl+V) into a scratch text box added to the page, and reads it back. */
async function pasteClipboard(): Promise<string> {
  await browser.execute(() => {
    const box = document.createElement("textarea");
    box.id = "webkit-scratch";
    document.body.append(box);
    box.focus();
  });
  await browser.keys([Key.Ctrl, "v"]);
  return browser.execute(() => (document.getElementById("webkit-scratch") as HTMLTextAreaElement).value);
}

describe(byWidth("the contact form on /contact-us", "the contact form on /contact-us, on a phone (390 px)"), () => {
  it("shows the error view, logs once and does not retry: an aborted request", async () => {
    const text = visitor("failure");
    await visit(ROUTES.contactUs);
    await watchSends("fail");
    const main = $("main");
    const form = contactForm(main);
    await form.name.addValue(text.name);
    await form.email.addValue(text.email);
    await form.message.addValue(text.typedMessage);
    await press(form.send);

    await expect(resultHeading(main, en.error_view_title)).toBeDisplayed();
    expect(await browser.execute(() => document.activeElement?.textContent)).toBe(en.error_view_title);
    await expect(main.$(`.//*[normalize-space()="${en.error_view_subtitle}"]`)).toBeDisplayed();
    await expect(main.$(`.//p[starts-with(normalize-space(), "Please contact us directly at:")]`)).toHaveText(
      t("error_view_description", { email: studio.email }),
    );
    const href = new URL((await link(studio.email, main).getAttribute("href")) ?? "");
    expect(href.protocol + href.pathname).toBe(`mailto:${studio.email}`);
    expect(href.searchParams.get("subject")).toBe(t("error_view_mail_subject", { name: text.name }));
    expect(href.searchParams.get("body")).toBe(text.message.replace("\n", "\r\n"));
    await expect(form.name).not.toExist();
    // "Copy your message" puts the whole message on the clipboard: pasted into a scratch box, it is all there.
    await press(button(en.copy_message, main));
    await expect(main.$("p[role=status]")).toHaveText(en.copied);
    expect(await pasteClipboard()).toBe(text.message);

    // A retry would follow the failure at once (there is none by design: email-sdk.test.ts).
    await framesRendered();
    const { bodies, errors } = await sends();
    expect(bodies).toHaveLength(1);
    expect(errors).toEqual(["Contact message not sent: 0 Network Error"]);
    expect(inOutbox(text.token)).toBe(false);
  });
});
