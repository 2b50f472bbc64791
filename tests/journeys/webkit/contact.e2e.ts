import { $, browser, expect } from "@wdio/globals";
import { type ChainablePromiseElement, Key } from "webdriverio";
import { studio } from "../../../src/content/site";
import { en, t } from "../../../src/i18n/en";
import { clickAt, press } from "./support/input";
import { takeFromOutbox, inOutbox, uniqueToken } from "./support/outbox";
import { releaseSends, sends, watchSends } from "./support/send-gate";
import { button, contactForm, contactPopup, link, nav } from "./support/site";
import { byWidth, isPhone, sessionViewport } from "./support/viewport";
import { visit, waitForPath } from "./support/visit";
import { framesRendered } from "./support/settle";
import { holdTimers, releaseHeldTimers } from "./support/held-timers";
import { CONTACT_POPUP_RESET_MS } from "../../../src/logic/constants";
import { ROUTES } from "../../../src/routes.ts";

/**
 * The contact form (spec §4 Contact form and popup, §5, §7, §8) on /contact-us, on the home page
 * and in the desktop popup. Sends go to the local server's real endpoint (a build without EmailJS
 * keys) and are read back from its outbox; a failure is a network error made inside the page
 * (support/send-gate.ts).
 *
 * What is typed goes through WebKitWebDriver's key events, which carry any character of the Basic
 * Multilingual Plane but drop astral ones (an emoji arrives as nothing) and a bare "\n" (Enter
 * makes the line break): the text below keeps to what a keyboard can type here.
 */
const width = sessionViewport().width;

/** A visitor's message with accents, other scripts, quotes, markup-like text and a line break. */
function visitor(label: string) {
  const token = uniqueToken(`${label}-${width}`);
  const line2 = "Zoë’s “brave bee” — é ß ø ñ Ł 中文 שלום <b>&amp;</b> 100%";
  return {
    token,
    name: "Zoë Łukasz-O'Brien",
    email: `zoe.${width}@example.com`,
    typedMessage: `${token}${Key.Enter}${line2}`,
    message: `${token}\n${line2}`,
  };
}

const fieldValues = (form: ReturnType<typeof contactForm>) =>
  Promise.all([form.name.getValue(), form.email.getValue(), form.message.getValue()]);

/** The thank-you or error view's title (an h2 on /contact-us, an h3 under a section's heading). */
const resultHeading = (scope: ChainablePromiseElement, text: string) =>
  scope.$(`.//*[self::h2 or self::h3][normalize-space()="${text}"]`);

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

describe(
  byWidth(
    "the contact form on /contact-us, and the contact popup on desktop (1280 px)",
    "the contact form on /contact-us, on a phone (390 px)",
  ),
  () => {
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

    if (!isPhone()) {
      const navContact = () => link(en.contact_us, nav());

      it("closes on the backdrop and the cross, and resets the form 500 ms later", async () => {
        await visit(ROUTES.about);
        await press(navContact());
        await expect(contactPopup()).toBeDisplayed();
        await waitForPath(ROUTES.about);
        const form = contactForm(contactPopup());
        expect(await browser.execute(() => document.activeElement?.getAttribute("name"))).toBe("from_name");
        expect(await browser.execute((dialog) => dialog.matches(":modal"), await contactPopup())).toBe(true);
        await browser.keys(Key.Escape);
        await expect(contactPopup()).not.toBeDisplayed();
        expect(await browser.execute(() => document.activeElement?.getAttribute("data-contact-link"))).toBe("");

        // The 500 ms reset is held until the test lets it run: the window is shorter than a few
        // WebDriver round trips on a busy machine.
        await holdTimers(CONTACT_POPUP_RESET_MS);
        await press(navContact());
        await form.name.addValue("Jane");
        await clickAt(10, 400); // the backdrop, left of the popup
        await expect(contactPopup()).not.toBeDisplayed();
        await press(navContact()); // back within 500 ms: nothing is lost, and the pending reset is cancelled
        await expect(form.name).toHaveValue("Jane");
        await press(button(en.close, contactPopup()));
        await expect(contactPopup()).not.toBeDisplayed();
        expect(await releaseHeldTimers()).toBe(1); // 500 ms after closing: only this close's reset is due
        // The reset shows in the closed popup's field.
        await browser.waitUntil(
          () =>
            browser.execute(() =>
              [...document.querySelectorAll<HTMLInputElement>("dialog input[name=from_name]")].every(
                (field) => field.value === "",
              ),
            ),
          { timeoutMsg: "the form was not reset" },
        );
        await press(navContact());
        await expect(form.name).toHaveValue("");
      });

      it("sends from the popup to the outbox and thanks the visitor", async () => {
        const text = visitor("popup");
        await visit(ROUTES.pricing);
        await press(navContact());
        const form = contactForm(contactPopup());
        await form.name.addValue(text.name);
        await form.email.addValue(text.email);
        await form.message.addValue(text.typedMessage);
        await press(form.send);
        await expect(resultHeading(contactPopup(), en.success_view_title)).toBeDisplayed();
        const stored = await takeFromOutbox(text.token);
        expect(stored.template_params).toEqual({ from_name: text.name, reply_to: text.email, message: text.message });
      });
    } else {
      it("the calls to action go to /contact-us instead of opening the popup", async () => {
        await visit(ROUTES.about);
        await press(link(en.contact_us, $("main")));
        await waitForPath(ROUTES.contactUs);
        expect(await browser.execute(() => document.querySelectorAll("dialog[open]").length)).toBe(0);
        await expect(contactForm($("main")).name).toBeDisplayed();
      });
    }
  },
);
