import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { desktop, phone, tap } from "../support/gestures";
import { expectBelowStickyBar } from "../support/sticky-bar";
import { ROUTES } from "../../src/routes.ts";
import {
  contactForm,
  contactFormScripts,
  fill,
  holdSends,
  jane,
  sendRequests,
  THANK_YOU,
  watchClose,
} from "./support/contact-form";

/**
 * Where each "Contact us" leads (spec §4 Contact form and popup): on a desktop, the popup over the
 * page (a modal that traps focus, closes and resets, and sends); on a phone, /contact-us, whose form's
 * code loads on first use; and on /contact-us itself, the page's own form, without a reload. The
 * same presses made before the page's scripts have run are contact-before-hydration.spec.ts.
 */

test.describe("the contact popup on desktop (1280 px)", () => {
  const popup = (page: Page) => page.getByRole("dialog", { name: "Contact us" });
  const navContact = (page: Page) =>
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact us" });

  test("opens from the navigation bar as a modal, traps focus, closes on Escape and returns focus", async ({
    page,
  }) => {
    await page.goto(ROUTES.about);
    await navContact(page).click();
    await expect(popup(page)).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    const form = contactForm(popup(page));
    await expect(form.name).toBeFocused();
    expect(await popup(page).evaluate((dialog) => dialog.matches(":modal"))).toBe(true);

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () => document.activeElement === document.body || !!document.activeElement?.closest("dialog[open]"),
      );
      expect(inside, `focus stays in the popup after ${i + 1} tabs`).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(popup(page)).toBeHidden();
    // The focused element itself: Playwright's toBeFocused also wants the window focused, which
    // Firefox's window under Playwright Test is not (document.hasFocus() false).
    await expect.poll(() => navContact(page).evaluate((link) => link === document.activeElement)).toBe(true);
  });

  test("its code comes with the page's own scripts from 1024 px, so the first press opens it at once", async ({
    page,
  }) => {
    const formScripts = contactFormScripts(page);
    await page.goto(ROUTES.about);
    await expect.poll(formScripts).not.toEqual([]);
    await navContact(page).click();
    await expect(contactForm(popup(page)).name).toBeFocused();
  });

  test("opens from every kind of call to action", async ({ page }) => {
    const ctas: [string, (page: Page) => Locator][] = [
      [ROUTES.home, (p) => p.getByRole("contentinfo").getByRole("link", { name: "Contact us" })],
      [ROUTES.about, (p) => p.getByRole("main").getByRole("link", { name: "Contact us" })],
      [ROUTES.servicesForPublishers, (p) => p.getByRole("main").getByRole("link", { name: "Contact us" })],
      [ROUTES.testimonials, (p) => p.getByRole("main").getByRole("link", { name: "Let's talk" })],
      [ROUTES.pricing, (p) => p.getByRole("main").locator(`a[href="${ROUTES.contactUs}"].btn`).first()],
    ];
    for (const [path, cta] of ctas) {
      await page.goto(path);
      await expect(cta(page)).toHaveAttribute("href", ROUTES.contactUs);
      await cta(page).click();
      await expect(popup(page), path).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path === ROUTES.home ? "" : path}$`));
      await popup(page).getByRole("button", { name: "Close" }).click();
      await expect(popup(page)).toBeHidden();
    }
  });

  test("closes on the backdrop and the cross, and resets the form 500 ms later", async ({ page }) => {
    // The page's clock is the test's: "within 500 ms" and "500 ms later" are exact, however busy the machine.
    await page.clock.install();
    await page.goto(ROUTES.about);
    await navContact(page).click();
    await contactForm(popup(page)).name.fill("Jane");
    await page.clock.pauseAt(Date.now() + 60_000);
    // The 500 ms count from the popup's `close` event, which comes after it has closed (watchClose).
    let closed = await watchClose(popup(page));
    await page.mouse.click(10, 400); // the backdrop, left of the popup
    await expect(popup(page)).toBeHidden();
    await closed();

    await page.clock.runFor(499);
    await navContact(page).click(); // within 500 ms: nothing is lost
    await expect(contactForm(popup(page)).name).toHaveValue("Jane");
    closed = await watchClose(popup(page));
    await popup(page).getByRole("button", { name: "Close" }).click();
    await expect(popup(page)).toBeHidden();
    await closed();
    await page.clock.runFor(500);
    await navContact(page).click();
    await expect(contactForm(popup(page)).name).toHaveValue("");
  });

  test("sends from the popup, and closing it while sending loses nothing and sends once", async ({ page }) => {
    const requests = sendRequests(page);
    const sends = await holdSends(page);
    await page.clock.install();
    await page.goto(ROUTES.about);
    await navContact(page).click();
    const form = contactForm(popup(page));
    await fill(form, jane);
    await form.send.click();
    await expect(form.sending).toBeDisabled();

    const closed = await watchClose(popup(page));
    await page.keyboard.press("Escape");
    await expect(popup(page)).toBeHidden();
    // The send goes out once the e-mail SDK has loaded (on the first send): answer it once it is held.
    await expect.poll(sends.count).toBe(1);
    await sends.answer();
    // The reset comes 500 ms after the popup's `close` event: the test's clock runs them at once.
    await closed();
    await page.clock.runFor(500);
    await navContact(page).click();
    await expect(contactForm(popup(page)).name).toHaveValue(""); // reset 500 ms after closing
    expect(requests).toHaveLength(1);

    await fill(contactForm(popup(page)), jane);
    await contactForm(popup(page)).send.click();
    await expect.poll(sends.count).toBe(1);
    await sends.answer();
    await expect(popup(page).getByRole("heading", { level: 3, name: THANK_YOU })).toBeFocused();
  });
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a page without the form does not load its code: the call to action goes to the page that has it, whose form loads it on first use", async ({
    page,
  }) => {
    const formScripts = contactFormScripts(page);
    await page.goto(ROUTES.about);
    expect(formScripts(), "no contact form code with a page that shows none").toEqual([]);
    await tap(page.getByRole("main").getByRole("link", { name: "Contact us" }));
    await expect(page).toHaveURL(/\/contact-us$/);
    const form = contactForm(page.getByRole("main"));
    await expect(form.name).toBeVisible();
    expect(formScripts(), "not before the visitor uses the form (client:interaction)").toEqual([]);
    await tap(form.name);
    await expect.poll(formScripts).not.toEqual([]);
    await expect(page.locator("form[data-contact-form=ready]")).toHaveCount(1);
  });

  test("the calls to action go to /contact-us instead of opening the popup", async ({ page }) => {
    await page.goto(ROUTES.about);
    await tap(page.getByRole("main").getByRole("link", { name: "Contact us" }));
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.goto(ROUTES.pricing);
    await tap(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Open menu" }));
    await tap(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact us" }));
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(contactForm(page.getByRole("main")).name).toBeVisible();
  });
});

/** The page's form's first field, and whether it is in the viewport below the sticky bar. */
async function expectInForm(page: Page) {
  const name = contactForm(page.getByRole("main")).name;
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
