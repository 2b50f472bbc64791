import { $, browser, expect } from "@wdio/globals";
import { Key } from "webdriverio";
import { en } from "../../../src/i18n/en.ts";
import { NAV_HIDE_AFTER_PX } from "../../../src/logic/spec-timings.ts";
import { clickAt, mouseTo, press, scrollWithKeys } from "./support/input.ts";
import { bar, barShown, menuButton, nav, navLink, submenuButton } from "./support/site.ts";
import { byWidth, isPhone, sessionViewport } from "./support/viewport.ts";
import { currentPath, scrollY, visit, waitForPath } from "./support/visit.ts";
import { framesRendered, scrollSettled } from "./support/settle.ts";
import { ROUTES } from "../../../src/routes.ts";

/** The navigation bar (spec §4 Navigation bar): hover and click at 1280 px, the full-screen menu at phone width. */
const expanded = (name: string) => submenuButton(name).getAttribute("aria-expanded");

describe(
  byWidth("navigation bar with mouse and keyboard (1280 px)", "navigation bar on a phone (390 px, touch)"),
  () => {
    if (!isPhone()) {
      it("submenus open on hover and close when the mouse leaves", async () => {
        await visit(ROUTES.home);
        await expect(navLink(en.nav_home)).not.toBeDisplayed();
        await submenuButton(en.nav_showcase).moveTo();
        await browser.waitUntil(async () => (await expanded(en.nav_showcase)) === "true");
        await expect(navLink("Portfolio")).toBeDisplayed();
        await expect(nav().$(`.//span[starts-with(normalize-space(), "How we create books")]`)).toBeDisplayed();
        await expect(navLink("How we create books")).not.toExist();
        await navLink("Books").moveTo();
        await expect(navLink("Books")).toBeDisplayed();
        await mouseTo(640, 600);
        await browser.waitUntil(async () => (await expanded(en.nav_showcase)) === "false");
        await expect(navLink("Portfolio")).not.toBeDisplayed();
      });

      it("a click on a hovered submenu's button keeps it open, and its link navigates with everything closed", async () => {
        await visit(ROUTES.home);
        await press(submenuButton(en.nav_company));
        // A click that toggled it shut after the hover opened it would show by the frames after it.
        await framesRendered();
        expect(await expanded(en.nav_company)).toBe("true");
        await press(navLink("Testimonials"));
        await waitForPath(ROUTES.testimonials);
        expect(await expanded(en.nav_company)).toBe("false");
      });

      it("Enter opens a submenu, Escape closes it and gives focus back; a click outside closes one", async () => {
        await visit(ROUTES.home);
        await mouseTo(640, 600);
        await browser.execute(() => document.getElementById("submenu-button-services")?.focus());
        await browser.keys(Key.Enter);
        await browser.waitUntil(async () => (await expanded(en.nav_services)) === "true");
        await browser.keys(Key.Escape);
        await browser.waitUntil(async () => (await expanded(en.nav_services)) === "false");
        expect(await browser.execute(() => document.activeElement?.id)).toBe("submenu-button-services");
        await browser.keys(Key.Enter);
        await browser.waitUntil(async () => (await expanded(en.nav_services)) === "true");
        await clickAt(300, 500);
        await browser.waitUntil(async () => (await expanded(en.nav_services)) === "false");
      });

      it("the mobile menu button is not shown", async () => {
        await visit(ROUTES.home);
        await expect(menuButton()).not.toBeDisplayed();
        await expect(navLink(en.nav_resources)).toBeDisplayed();
      });
    } else {
      it("the menu button opens a full-screen menu; submenus open on tap", async () => {
        await visit(ROUTES.home);
        await expect(navLink(en.nav_resources)).not.toBeDisplayed();
        await press(menuButton());
        await browser.waitUntil(async () => (await menuButton().getAttribute("aria-expanded")) === "true");
        const menu = await browser.execute(() => {
          const box = document.getElementById("main-menu")?.getBoundingClientRect();
          return {
            width: box?.width,
            bottom: box?.bottom,
            locked: document.documentElement.hasAttribute("data-scroll-locked"),
          };
        });
        expect(menu).toEqual({ width: sessionViewport().width, bottom: sessionViewport().height, locked: true });
        expect(await mainInert()).toBe(true);
        await expect(navLink(en.nav_home)).toBeDisplayed();

        await press(submenuButton(en.nav_showcase));
        await expect(navLink("Portfolio")).toBeDisplayed();
        await press(submenuButton(en.nav_showcase));
        await expect(navLink("Portfolio")).not.toBeDisplayed();
        await press(submenuButton(en.nav_company));
        await press(navLink("About us"));
        await waitForPath(ROUTES.about);
        await expect(menuButton()).toHaveAttribute("aria-expanded", "false");
        await expect($("#main-menu")).not.toBeDisplayed();
        expect(await mainInert()).toBe(false);
      });

      it("Escape closes a submenu, then the menu, returning focus each time", async () => {
        await visit(ROUTES.home);
        await press(menuButton());
        await press(submenuButton(en.nav_services));
        await browser.execute(
          (pricing) => document.querySelector<HTMLElement>(`#submenu-services a[href="${pricing}"]`)?.focus(),
          ROUTES.pricing,
        );
        await browser.keys(Key.Escape);
        await browser.waitUntil(async () => (await expanded(en.nav_services)) === "false");
        expect(await browser.execute(() => document.activeElement?.id)).toBe("submenu-button-services");
        await browser.keys(Key.Escape);
        await expect($("#main-menu")).not.toBeDisplayed();
        expect(await browser.execute(() => document.activeElement?.getAttribute("aria-controls"))).toBe("main-menu");
      });
    }

    it(`the bar hides when scrolling down past ${NAV_HIDE_AFTER_PX} px and comes back on scrolling up`, async () => {
      await visit(ROUTES.about);
      await scrollWithKeys(Key.ArrowDown);
      await browser.waitUntil(async () => (await scrollY()) > 0);
      // The keyboard's scroll has come to rest, and the bar would hide in a scroll event's handler.
      await scrollSettled();
      expect(await scrollY()).toBeLessThanOrEqual(NAV_HIDE_AFTER_PX);
      expect(await barShown()).toBe(true);
      await scrollWithKeys(Key.PageDown);
      await browser.waitUntil(async () => !(await barShown()), { timeoutMsg: "the bar did not hide" });
      await expect(bar()).toHaveAttribute("data-hidden", "true");
      await scrollWithKeys(Key.ArrowUp);
      await browser.waitUntil(barShown, { timeoutMsg: "the bar did not come back" });
      await expect(bar()).not.toHaveAttribute("data-hidden");
      expect(await scrollY()).toBeGreaterThan(NAV_HIDE_AFTER_PX);
      expect(await currentPath()).toBe(ROUTES.about);
    });

    it("keyboard focus entering a hidden bar brings it back", async () => {
      await visit(ROUTES.about);
      await scrollWithKeys(Key.PageDown, 2);
      await browser.waitUntil(async () => !(await barShown()), { timeoutMsg: "the bar did not hide" });
      const before = await scrollY();
      // Shift+Tab from the top of the page's content reaches the bar's last control.
      await browser.execute(() => document.getElementById("main")?.focus({ preventScroll: true }));
      await browser.keys([Key.Shift, Key.Tab]);
      await browser.waitUntil(() =>
        browser.execute(() => !!document.activeElement?.closest("header[data-navigation-bar]")),
      );
      await browser.waitUntil(barShown, { timeoutMsg: "the bar did not come back" });
      // A scroll that focus set off has started by the frames after it, and is waited out.
      await scrollSettled();
      expect(await scrollY()).toBe(before);
    });

    it("keyboard focus moving into the shown bar leaves the page where it was", async () => {
      await visit(ROUTES.about);
      await scrollWithKeys(Key.PageDown, 2);
      await scrollWithKeys(Key.ArrowUp);
      // Back in full, not sliding any more.
      await browser.waitUntil(
        () =>
          browser.execute(
            () => document.querySelector("header[data-navigation-bar]")?.getBoundingClientRect().top === 0,
          ),
        { timeoutMsg: "the bar did not come back" },
      );
      const before = await scrollY();
      await browser.execute(() => document.getElementById("main")?.focus({ preventScroll: true }));
      await browser.keys([Key.Shift, Key.Tab]);
      await browser.waitUntil(() =>
        browser.execute(() => !!document.activeElement?.closest("header[data-navigation-bar]")),
      );
      // A scroll that focus set off has started by the frames after it, and is waited out.
      await scrollSettled();
      expect(await scrollY()).toBe(before);
    });

    if (isPhone()) {
      it("while the menu is open the bar stays and the page behind does not scroll", async () => {
        await visit(ROUTES.about);
        await press(menuButton());
        await browser.waitUntil(async () => (await menuButton().getAttribute("aria-expanded")) === "true");
        for (const key of [Key.PageDown, Key.ArrowDown, Key.End]) await browser.keys(key);
        // A scroll the keys set off has started by the frames after them, and is waited out.
        await scrollSettled();
        expect(await scrollY()).toBe(0);
        expect(await barShown()).toBe(true);
        await press(menuButton());
        await browser.waitUntil(
          async () => !(await browser.execute(() => document.documentElement.hasAttribute("data-scroll-locked"))),
        );
        expect(await mainInert()).toBe(false);
        // The same keys, with the menu closed and the focus where it was, do scroll the page.
        await browser.keys(Key.PageDown);
        await browser.waitUntil(async () => (await scrollY()) > 0, { timeoutMsg: "the keys scroll nothing at all" });
      });
    }
  },
);

/** Whether `<main>` is inert (WebKitWebDriver reads an absent boolean attribute as "false", not null). */
function mainInert(): Promise<boolean> {
  return browser.execute(() => document.querySelector("main")?.hasAttribute("inert") ?? false);
}
