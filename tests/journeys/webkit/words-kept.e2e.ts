import { $, browser, expect } from "@wdio/globals";
import type { ChainablePromiseElement } from "webdriverio";
import { en } from "../../../src/i18n/en.ts";
import { press, scrollToY } from "./support/input.ts";
import { watchSends } from "./support/send-gate.ts";
import { barShown, contactForm, footer, link, menuButton, nav } from "./support/site.ts";
import { animationsDone } from "./support/settle.ts";
import { byWidth, isPhone } from "./support/viewport.ts";
import { currentPath, visit } from "./support/visit.ts";
import { ROUTES } from "../../../src/routes.ts";

/**
 * Nothing reloads or leaves a page that holds the visitor's words (spec §4 Contact form, §8), under
 * the Playwright journeys' names (tests/journeys/words-kept.spec.ts): on /contact-us after a failed
 * send, every "Contact us" brings the visitor back to the error view, its title focused, without a
 * reload; on a phone, the home page's call to action does not leave its failed send for /contact-us.
 */
const message = "A picture book about a brave bee.";

/** Fills the form in `scope` and sends it; the send fails as a dropped connection does (support/send-gate.ts). */
async function failToSend(scope: ChainablePromiseElement) {
  await watchSends("fail");
  const form = contactForm(scope);
  await browser.execute((field) => field.scrollIntoView({ block: "center", behavior: "instant" }), await form.name);
  await form.name.addValue("Jane Doe");
  await form.email.addValue("jane@example.com");
  await form.message.addValue(message);
  await press(form.send);
  await browser.waitUntil(() => focusedText().then((text) => text === en.error_view_title), {
    timeoutMsg: "the error view did not take focus",
  });
}

const focusedText = () => browser.execute(() => document.activeElement?.textContent?.trim() ?? "");
const markPage = () => browser.execute(() => void Object.assign(window, { __samePage: true }));
const samePage = () => browser.execute(() => (window as unknown as { __samePage?: boolean }).__samePage === true);

/** Whether the focused element is in the viewport, clear of the sticky bar. */
const focusedInView = () =>
  browser.execute(() => {
    const box = document.activeElement?.getBoundingClientRect();
    const bar = document.querySelector("header[data-navigation-bar]")?.getBoundingClientRect();
    return !!box && !!bar && box.top >= bar.bottom && box.bottom <= innerHeight;
  });

/**
 * Presses the bar's "Contact us" (inside the phone menu at 390 px), from the top of the page, once
 * the bar, hidden while the page was lower down, has slid back in (its controls take no click mid-slide).
 */
async function pressBarContact() {
  await scrollToY(0);
  await browser.waitUntil(barShown);
  await animationsDone();
  if (isPhone()) await press(menuButton());
  await press(link(en.contact_us, nav()));
}

describe(
  byWidth(
    "the calls to action keep the visitor's words at 1280 px",
    "the calls to action keep the visitor's words at 390 px",
  ),
  () => {
    it("on /contact-us after a failed send: the error view, its title focused, the words in it, no reload", async () => {
      await visit(ROUTES.contactUs);
      await failToSend($("main"));
      await markPage();
      for (const contact of [() => press(link(en.contact_us, footer())), pressBarContact]) {
        await scrollToY(0);
        await contact();
        await browser.waitUntil(async () => (await focusedText()) === en.error_view_title && (await focusedInView()), {
          timeoutMsg: "the error view's title was not brought into view and focused",
        });
      }
      expect(await samePage()).toBe(true);
      const mail = new URL((await $("main").$("a[href^='mailto:']").getAttribute("href")) ?? "");
      expect(mail.searchParams.get("body")).toBe(message);
    });

    if (isPhone()) {
      it("the home page's call to action brings the visitor back to the error view instead", async () => {
        await visit(ROUTES.home);
        await failToSend($("main [data-contact-area]"));
        await markPage();
        await pressBarContact();
        await browser.waitUntil(async () => (await focusedText()) === en.error_view_title && (await focusedInView()), {
          timeoutMsg: "the error view's title was not brought into view and focused",
        });
        expect(await samePage()).toBe(true);
        expect(await currentPath()).toBe(ROUTES.home);
      });
    }
  },
);
