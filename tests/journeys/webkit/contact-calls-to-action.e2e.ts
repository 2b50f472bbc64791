import { $, browser, expect } from "@wdio/globals";
import { Key } from "webdriverio";
import { en } from "../../../src/i18n/en.ts";
import { resultHeading, visitor } from "./support/contact.ts";
import { clickAt, press } from "./support/input.ts";
import { takeFromOutbox } from "./support/outbox.ts";
import { button, contactForm, contactPopup, link, nav } from "./support/site.ts";
import { isPhone } from "./support/viewport.ts";
import { visit, waitForPath } from "./support/visit.ts";
import { holdTimers, releaseHeldTimers } from "./support/held-timers.ts";
import { CONTACT_POPUP_RESET_MS } from "../../../src/logic/spec-timings.ts";
import { ROUTES } from "../../../src/routes.ts";

/**
 * Where "Contact us" leads (spec §4 Contact form and popup), under the Playwright journeys' names
 * (../contact-calls-to-action.spec.ts): on a desktop, the popup over the page, which closes, resets
 * and sends; on a phone, /contact-us.
 */
if (!isPhone()) {
  describe("the contact popup on desktop (1280 px)", () => {
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
  });
} else {
  describe("on a phone (390 px)", () => {
    it("the calls to action go to /contact-us instead of opening the popup", async () => {
      await visit(ROUTES.about);
      await press(link(en.contact_us, $("main")));
      await waitForPath(ROUTES.contactUs);
      expect(await browser.execute(() => document.querySelectorAll("dialog[open]").length)).toBe(0);
      await expect(contactForm($("main")).name).toBeDisplayed();
    });
  });
}
