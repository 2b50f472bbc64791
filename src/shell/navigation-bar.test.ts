// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NavigationBar } from "~/components/layout/navigation-bar";
import { startNavigationBar } from "./navigation-bar";
import { ROUTES } from "~/routes";

const markup = `<div data-consent-banner></div><a id="skip" href="#main">Skip</a>${renderToStaticMarkup(
  createElement(NavigationBar, { pathname: ROUTES.about }),
)}<main id="main"></main><footer></footer>`;

/** The element `selector` finds; throws when there is none. */
function get(selector: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}
const header = () => get("header");
const menuButton = () => get("[aria-controls=main-menu]");
const submenuButton = (id: string) => get(`#submenu-button-${id}`);
const submenuItem = (id: string) => get(`[data-submenu=${id}]`);
const expanded = (element: Element) => element.getAttribute("aria-expanded");

function pointer(type: string, target: Element, pointerType = "mouse") {
  const event = new MouseEvent(type, { bubbles: type !== "pointerenter" && type !== "pointerleave" });
  Object.defineProperty(event, "pointerType", { value: pointerType });
  target.dispatchEvent(event);
}

function setWidth(px: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: px });
}

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}

let stop = () => {};
beforeEach(() => {
  setWidth(1280);
  scrollTo(0);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

/** Starts the script first, then parses the bar, as the head script meets the page. */
function start(width = 1280) {
  setWidth(width);
  stop = startNavigationBar(window);
  document.body.innerHTML = markup;
}

describe("navigation bar script on a desktop (spec §4, from 1024 px)", () => {
  it("renders closed and shown, with the current page marked", () => {
    start();
    expect(expanded(submenuButton("showcase"))).toBe("false");
    expect(header().hasAttribute("data-hidden")).toBe(false);
    expect(document.querySelector("a[aria-current=page]")?.getAttribute("href")).toBe(ROUTES.about);
  });

  it("opens a submenu while a mouse hovers it, not for a touch", () => {
    start();
    pointer("pointerenter", submenuItem("showcase"), "touch");
    expect(expanded(submenuButton("showcase"))).toBe("false");
    pointer("pointerenter", submenuItem("showcase"));
    expect(expanded(submenuButton("showcase"))).toBe("true");
    pointer("pointerleave", submenuItem("showcase"));
    expect(expanded(submenuButton("showcase"))).toBe("false");
  });

  it("toggles a submenu on a press, and a press outside the bar closes it", () => {
    start();
    submenuButton("services").click();
    expect(expanded(submenuButton("services"))).toBe("true");
    pointer("pointerdown", get("#main"));
    expect(expanded(submenuButton("services"))).toBe("false");
  });

  it("Escape closes the submenu and returns focus to its button", () => {
    start();
    submenuButton("company").click();
    const link = get("[data-submenu=company] a");
    link.focus();
    link.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(expanded(submenuButton("company"))).toBe("false");
    expect(document.activeElement).toBe(submenuButton("company"));
  });

  it("hides the bar on scrolling down past 100 px, shows it on scrolling up or when focus enters it", () => {
    start();
    scrollTo(80);
    expect(header().hasAttribute("data-hidden")).toBe(false);
    scrollTo(300);
    expect(header().getAttribute("data-hidden")).toBe("true");
    scrollTo(250);
    expect(header().hasAttribute("data-hidden")).toBe(false);
    scrollTo(400);
    submenuButton("showcase").focus();
    expect(header().hasAttribute("data-hidden")).toBe(false);
  });

  describe("a mouse already resting on a submenu when the page is parsed", () => {
    /** Makes `:hover` match the Showcase submenu, as Chromium does for a pointer resting there. */
    function restOnShowcase() {
      const original = Element.prototype.querySelector;
      vi.spyOn(Element.prototype, "querySelector").mockImplementation(function (this: Element, selector: string) {
        if (selector.endsWith(":hover")) return this.querySelector("[data-submenu=showcase]");
        return original.call(this, selector);
      });
    }

    it("opens it once the document is parsed", () => {
      Object.defineProperty(document, "readyState", { configurable: true, value: "loading" });
      start();
      restOnShowcase();
      expect(expanded(submenuButton("showcase"))).toBe("false");
      document.dispatchEvent(new Event("DOMContentLoaded"));
      Reflect.deleteProperty(document, "readyState");
      expect(expanded(submenuButton("showcase"))).toBe("true");
    });

    it("opens it on the first mouse move, without an enter event", () => {
      start();
      restOnShowcase();
      pointer("pointermove", get("main"), "touch");
      expect(expanded(submenuButton("showcase"))).toBe("false");
      pointer("pointermove", get("#submenu-button-showcase"));
      expect(expanded(submenuButton("showcase"))).toBe("true");
    });
  });

  it("stops: no listener is left", () => {
    start();
    stop();
    submenuButton("showcase").click();
    expect(expanded(submenuButton("showcase"))).toBe("false");
  });
});

describe("navigation bar script on a phone (spec §4, under 1024 px)", () => {
  it("the menu button opens the full-screen menu: scroll locked, page and logo inert, banner spared", () => {
    start(390);
    menuButton().click();
    expect(expanded(menuButton())).toBe("true");
    expect(header().hasAttribute("data-menu-open")).toBe(true);
    expect(document.documentElement.hasAttribute("data-scroll-locked")).toBe(true);
    expect(document.getElementById("main")?.hasAttribute("inert")).toBe(true);
    expect(document.getElementById("skip")?.hasAttribute("inert")).toBe(true);
    expect(header().querySelector(`nav > a[href='${ROUTES.home}']`)?.hasAttribute("inert")).toBe(true);
    expect(document.querySelector("[data-consent-banner]")?.hasAttribute("inert")).toBe(false);
    menuButton().click();
    expect(document.documentElement.hasAttribute("data-scroll-locked")).toBe(false);
    expect(document.querySelectorAll("[inert]")).toHaveLength(0);
  });

  it("the menu button opens the menu at the width the page has when it is pressed, whatever width was read in <head>", () => {
    // The width read when the script started may predate the page's first layout; no resize follows then.
    start(1280);
    setWidth(390);
    menuButton().click();
    expect(expanded(menuButton())).toBe("true");
    expect(header().hasAttribute("data-menu-open")).toBe(true);
    menuButton().click();
    expect(header().hasAttribute("data-menu-open")).toBe(false);
  });

  it("hover does nothing; a press opens a submenu; Escape closes it, then the menu, returning focus", () => {
    start(390);
    menuButton().click();
    pointer("pointerenter", submenuItem("showcase"));
    expect(expanded(submenuButton("showcase"))).toBe("false");
    submenuButton("showcase").click();
    expect(expanded(submenuButton("showcase"))).toBe("true");
    const escape = () =>
      document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    submenuButton("showcase").focus();
    escape();
    expect(expanded(submenuButton("showcase"))).toBe("false");
    escape();
    expect(expanded(menuButton())).toBe("false");
    expect(document.activeElement).toBe(menuButton());
  });

  it("never hides the bar while the menu is open", () => {
    start(390);
    menuButton().click();
    scrollTo(500);
    expect(header().hasAttribute("data-hidden")).toBe(false);
  });

  it("a resize to desktop closes the menu once it has paused for 50 ms", () => {
    vi.useFakeTimers();
    start(390);
    menuButton().click();
    setWidth(1280);
    window.dispatchEvent(new Event("resize"));
    vi.advanceTimersByTime(49);
    expect(expanded(menuButton())).toBe("true");
    vi.advanceTimersByTime(1);
    expect(expanded(menuButton())).toBe("false");
    expect(document.documentElement.hasAttribute("data-scroll-locked")).toBe(false);
  });

  it("coming back from the back/forward cache shows the page closed", () => {
    start(390);
    menuButton().click();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(expanded(menuButton())).toBe("false");
    expect(document.querySelectorAll("[inert]")).toHaveLength(0);
  });
});
