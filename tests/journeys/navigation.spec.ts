import type { Page } from "@playwright/test";
import { earlyDevices, expectEarly, hydration, openEarly, releaseScripts } from "../support/before-hydration";
import { animationsDone, expect, framesRendered, test } from "../support/fixtures";
import { centreOf, desktop, phone, scrollByFinger, scrollSettled, tap } from "../support/gestures";
import { ROUTES } from "../../src/routes.ts";

const bar = (page: Page) => page.locator("header").first();
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const submenuButton = (page: Page, name: string) => nav(page).getByRole("button", { name, exact: true });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Whether the bar is on screen: its bottom edge below the viewport's top. */
async function barShown(page: Page) {
  const box = await bar(page).boundingBox();
  return !!box && box.y + box.height > 1;
}

test.describe("navigation bar with mouse and keyboard (1280 px)", () => {
  test.use(desktop);

  test("submenus open on hover and close when the mouse leaves", async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(nav(page).getByRole("link", { name: "Home" })).toBeHidden();
    await submenuButton(page, "Showcase").hover();
    await expect(submenuButton(page, "Showcase")).toHaveAttribute("aria-expanded", "true");
    await expect(nav(page).getByRole("link", { name: "Portfolio" })).toBeVisible();
    await expect(nav(page).getByText("How we create books")).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "How we create books" })).toHaveCount(0);
    await nav(page).getByRole("link", { name: "Books" }).hover();
    await expect(nav(page).getByRole("link", { name: "Books" })).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(submenuButton(page, "Showcase")).toHaveAttribute("aria-expanded", "false");
    await expect(nav(page).getByRole("link", { name: "Portfolio" })).toBeHidden();
  });

  test("a hovered submenu's link navigates and everything closes", async ({ page }) => {
    await page.goto(ROUTES.home);
    await submenuButton(page, "Company").hover();
    await nav(page).getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect(submenuButton(page, "Company")).toHaveAttribute("aria-expanded", "false");
  });

  test("keyboard: Enter and Space open a submenu, Escape closes it and returns focus", async ({ page }) => {
    await page.goto(ROUTES.home);
    await submenuButton(page, "Services").focus();
    await page.keyboard.press("Enter");
    await expect(submenuButton(page, "Services")).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name: "For authors" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(submenuButton(page, "Services")).toHaveAttribute("aria-expanded", "false");
    await expect(submenuButton(page, "Services")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(submenuButton(page, "Services")).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(submenuButton(page, "Services")).toHaveAttribute("aria-expanded", "false");
  });

  test("keyboard: tabbing out of a submenu closes it; a click outside closes it", async ({ page }) => {
    await page.goto(ROUTES.home);
    await submenuButton(page, "Company").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(submenuButton(page, "Company")).toHaveAttribute("aria-expanded", "false");

    await submenuButton(page, "Showcase").focus();
    await page.keyboard.press("Enter");
    await expect(submenuButton(page, "Showcase")).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(300, 500);
    await expect(submenuButton(page, "Showcase")).toHaveAttribute("aria-expanded", "false");
  });

  test("the bar hides when scrolling down past 100 px and comes back on scrolling up", async ({ page }) => {
    await page.goto(ROUTES.about);
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 80);
    await expect.poll(() => scrollY(page)).toBe(80);
    // The bar hides in the scroll event's handler: by the frames after the scroll it would have.
    await framesRendered(page);
    await expect(bar(page)).not.toHaveAttribute("data-hidden");
    expect(await barShown(page)).toBe(true);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => barShown(page)).toBe(false);
    await expect(bar(page)).toHaveAttribute("data-hidden", "true");
    await page.mouse.wheel(0, -60);
    await expect.poll(() => barShown(page)).toBe(true);
    await expect(bar(page)).not.toHaveAttribute("data-hidden");
  });

  test("keyboard focus entering a hidden bar brings it back", async ({ page }) => {
    await page.goto(ROUTES.about);
    // Scrolls down a step at a time until the (hydrated) page has hidden the bar.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollBy({ top: 150, behavior: "instant" }));
        return barShown(page);
      })
      .toBe(false);
    const before = await scrollY(page);
    await submenuButton(page, "Showcase").focus();
    await expect.poll(() => barShown(page)).toBe(true);
    // The bar slides back; the page stays (a root scroll-padding made Chromium and WebKit scroll it up).
    expect(await scrollY(page)).toBe(before);
  });

  test("keyboard focus moving into the shown bar leaves the page where it was", async ({ page }) => {
    await page.goto(ROUTES.about);
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => barShown(page)).toBe(false);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => bar(page).evaluate((header) => header.getBoundingClientRect().top)).toBe(0);
    const before = await scrollY(page);
    await page.locator("#main").evaluate((main) => main.focus({ preventScroll: true }));
    await page.keyboard.press("Shift+Tab");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact us" }),
    ).toBeFocused();
    // A scroll that focus set off has started by the frames after it, and is waited out.
    await framesRendered(page, 5);
    await scrollSettled(page);
    // A root scroll-padding made Chromium scroll the page up by some 400 px here, WebKit by 84.
    expect(await scrollY(page)).toBe(before);
  });

  test("the mobile menu button is not shown", async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test.describe("before hydration: a mouse resting on 'Showcase' while the page loads (1280 px)", () => {
  test.use(desktop);

  test("the Showcase submenu shows without any further movement, with every script file held back", async ({
    page,
    baseURL,
    browserName,
  }) => {
    test.skip(browserName !== "chromium", "throttles the network through CDP, which only Chromium has");
    // Every same-origin script file is held back for the whole test: only what the HTML itself carries runs.
    const origin = new URL(baseURL ?? "").origin;
    const delivered: string[] = [];
    const sameOriginScript = (url: string, type: string) => type === "script" && new URL(url).origin === origin;
    page.on("response", (response) => {
      if (sameOriginScript(response.url(), response.request().resourceType())) delivered.push(response.url());
    });
    // The brand faces are held back too, so every load lays the bar out in the same (fallback) face and
    // "Showcase" is where the pointer was put: a face arriving on some loads only would move it.
    await page.route("**/*", async (route) => {
      const request = route.request();
      const font = request.resourceType() === "font";
      if (!font && !sameOriginScript(request.url(), request.resourceType())) return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 60_000));
      await route.continue().catch(() => {
        // The test has ended meanwhile.
      });
    });

    await page.goto(ROUTES.about, { waitUntil: "domcontentloaded" });
    const { x, y } = await centreOf(submenuButton(page, "Showcase"));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    for (const path of [ROUTES.about, ROUTES.home]) {
      await page.goto("about:blank");
      await page.mouse.move(0, 0);
      // 32 KB/s: the page arrives over some seconds, its <body> well after the pointer.
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 20,
        downloadThroughput: 32 * 1024,
        uploadThroughput: 64 * 1024,
      });
      await page.goto(path, { waitUntil: "commit" });
      // As soon as the page is painted, the pointer arrives on "Showcase" and rests there, while every
      // script file is still on its way.
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
      await page.mouse.move(x, y);
      const showcase = submenuButton(page, "Showcase");
      await expect(showcase, `on ${path}`).toHaveAttribute("aria-expanded", "true", { timeout: 15_000 });
      await expect(nav(page).getByRole("link", { name: "Portfolio" })).toBeVisible();
      expect(delivered, "no script file was delivered").toEqual([]);
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});

test.describe("navigation bar on a phone (390 px, touch)", () => {
  test.use(phone);

  test("the menu button opens a full-screen menu; submenus open on tap", async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(nav(page).getByRole("link", { name: "Resources" })).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await tap(menuButton);
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#main-menu");
    const box = await menu.boundingBox();
    // The whole width beside the page's scrollbar, which desktop Firefox keeps at 390 px (phones overlay theirs).
    expect(box?.width).toBe(await page.evaluate(() => document.documentElement.clientWidth));
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(844);
    await expect(nav(page).getByRole("link", { name: "Home" })).toBeVisible();
    await tap(submenuButton(page, "Showcase"));
    await expect(nav(page).getByRole("link", { name: "Portfolio" })).toBeVisible();
    await tap(submenuButton(page, "Showcase"));
    await expect(nav(page).getByRole("link", { name: "Portfolio" })).toBeHidden();
    await tap(submenuButton(page, "Company"));
    await tap(nav(page).getByRole("link", { name: "About us" }));
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("while the menu is open the page behind neither scrolls nor takes focus", async ({ page }) => {
    await page.goto(ROUTES.about);
    await tap(page.getByRole("button", { name: "Open menu" }));
    await expect(page.locator("html")).toHaveAttribute("data-scroll-locked");
    await expect(page.locator("main")).toHaveAttribute("inert", "");
    const width = await page.evaluate(() => document.body.getBoundingClientRect().width);
    await scrollByFinger(page, { x: 200, y: 780 }, 480);
    // A scroll the gesture set off has started by the frames after it.
    await framesRendered(page, 5);
    await scrollSettled(page);
    expect(await scrollY(page)).toBe(0);
    expect(await page.evaluate(() => document.body.getBoundingClientRect().width)).toBe(width);
    await tap(page.getByRole("button", { name: "Close menu" }));
    await expect(page.locator("html")).not.toHaveAttribute("data-scroll-locked");
    await expect(page.locator("main")).not.toHaveAttribute("inert");
  });

  test("Escape closes a submenu, then the menu, returning focus each time", async ({ page }) => {
    await page.goto(ROUTES.home);
    await tap(page.getByRole("button", { name: "Open menu" }));
    await tap(submenuButton(page, "Services"));
    await nav(page).getByRole("link", { name: "Pricing" }).focus();
    await page.keyboard.press("Escape");
    await expect(submenuButton(page, "Services")).toHaveAttribute("aria-expanded", "false");
    await expect(submenuButton(page, "Services")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(page.locator("#main-menu")).toBeHidden();
  });

  test("the bar hides on scrolling down and comes back on scrolling up, but never while the menu is open", async ({
    page,
  }) => {
    await page.goto(ROUTES.about);
    await scrollByFinger(page, { x: 200, y: 700 }, 500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    await expect.poll(() => barShown(page)).toBe(false);
    await scrollByFinger(page, { x: 200, y: 300 }, -150);
    await expect.poll(() => barShown(page)).toBe(true);
    await scrollSettled(page);
    // The bar's slide back in ends before the press (decision 025).
    await animationsDone(page);
    await tap(page.getByRole("button", { name: "Open menu" }));
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await scrollByFinger(page, { x: 200, y: 780 }, 580);
    // The bar would hide in a scroll event's handler: by the frames after the gesture it would have.
    await framesRendered(page, 5);
    await scrollSettled(page);
    await expect(bar(page)).not.toHaveAttribute("data-hidden");
    expect(await barShown(page)).toBe(true);
  });

  test("bad input: a resize to desktop while the menu is open closes it and unlocks the page", async ({ page }) => {
    await page.goto(ROUTES.home);
    await tap(page.getByRole("button", { name: "Open menu" }));
    await tap(submenuButton(page, "Showcase"));
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator("html")).not.toHaveAttribute("data-scroll-locked");
    await expect(page.locator("main")).not.toHaveAttribute("inert");
    await expect(submenuButton(page, "Showcase")).toHaveAttribute("aria-expanded", "false");
    await expect(nav(page).getByRole("link", { name: "Resources" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Portfolio" })).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("bad input: a double click on the menu button toggles it twice and leaves nothing locked", async ({ page }) => {
    await page.goto(ROUTES.home);
    const button = page.locator("button[aria-controls=main-menu]");
    await button.dblclick();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#main-menu")).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-scroll-locked");
    await expect(page.locator("main")).not.toHaveAttribute("inert");
  });
});

for (const device of earlyDevices) {
  const { press } = device;

  test.describe(`before hydration, on ${device.name}`, () => {
    test.use(device.use);

    if (device.mobile) {
      test("the menu button opens the menu, and its submenus open on a press", async ({ page }) => {
        await openEarly(page, ROUTES.about);
        await press(page.getByRole("button", { name: "Open menu" }));
        expectEarly(page);
        // The shell opens the menu at once.
        await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
        const services = submenuButton(page, "Services");
        await press(services);
        await expect(services).toHaveAttribute("aria-expanded", "true");
        await expect(nav(page).getByRole("link", { name: "Pricing" })).toBeVisible();
        releaseScripts(page);
      });

      test("a second press of the menu button before hydration still opens it once", async ({ page }) => {
        await openEarly(page, ROUTES.about);
        const menuButton = page.getByRole("button", { name: "Open menu" });
        await press(menuButton);
        // The first press has already opened the menu: no "Open menu" is left for a second press (a press
        // of "Close menu" closes it, as after hydration). It must stay open, once, as scripts arrive.
        await expect(menuButton).toHaveCount(0);
        expectEarly(page);
        await hydration(page);
        await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      });
    } else {
      test("a submenu opens by a click, and another by the keyboard", async ({ page }) => {
        await openEarly(page, ROUTES.about);
        const showcase = submenuButton(page, "Showcase");
        await press(showcase);
        expectEarly(page);
        await hydration(page);
        await expect(showcase).toHaveAttribute("aria-expanded", "true");
        await expect(page.getByRole("link", { name: "Portfolio" }).first()).toBeVisible();

        await openEarly(page, ROUTES.about);
        const company = submenuButton(page, "Company");
        await company.focus();
        await page.keyboard.press("Enter");
        expectEarly(page);
        await hydration(page);
        await expect(company).toHaveAttribute("aria-expanded", "true");
        await expect(page.getByRole("link", { name: "Testimonials" }).first()).toBeVisible();
      });
    }
  });
}
