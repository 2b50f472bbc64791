// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { holdPage } from "./overlay";
import { SCROLL_LOCKED_ATTRIBUTE } from "./scroll-lock";
import { ROUTES } from "~/routes";

describe("holdPage (spec §4: the page behind the phone menu and the consent banner)", () => {
  beforeEach(() => {
    document.documentElement.removeAttribute(SCROLL_LOCKED_ATTRIBUTE);
    document.body.innerHTML = `
      <div data-banner></div>
      <a id="skip" href="#main">Skip</a>
      <div id="wrap"><header id="bar"><h2 id="title" tabindex="-1">Menu</h2><a id="inside" href="${ROUTES.home}">In</a></header><aside id="side"></aside></div>
      <main id="main"><a id="page-link" href="${ROUTES.home}">Page</a></main>
      <footer id="foot" inert></footer>
      <script></script>`;
  });

  const byId = (id: string) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`no #${id}`);
    return element;
  };
  const inert = () => [...document.querySelectorAll("[inert]")].map((element) => element.id || element.tagName);
  const locked = () => document.documentElement.getAttribute(SCROLL_LOCKED_ATTRIBUTE);

  it("marks the siblings of the overlay and of each ancestor, sparing the banner, scripts and the inert", () => {
    const release = holdPage(byId("bar"), { spare: "[data-banner]" });
    expect(inert()).toEqual(["skip", "side", "main", "foot"]);
    release();
    expect(inert()).toEqual(["foot"]);
  });

  it("locks scrolling while held, and shares the lock with another holder", () => {
    const release = holdPage(byId("bar"));
    expect(locked()).toBe("1");
    const other = holdPage(byId("side"));
    release();
    expect(locked()).toBe("1");
    other();
    expect(locked()).toBeNull();
  });

  it("moves focus to the given element, unless focus is already inside the overlay", () => {
    byId("page-link").focus();
    const release = holdPage(byId("bar"), { focus: byId("title") });
    expect(document.activeElement).toBe(byId("title"));
    release();

    byId("inside").focus();
    holdPage(byId("bar"), { focus: byId("title") })();
    expect(document.activeElement).toBe(byId("inside"));
  });

  it("a second release does nothing, even after another overlay made things inert", () => {
    const release = holdPage(byId("bar"));
    release();
    byId("main").setAttribute("inert", "");
    release();
    expect(inert()).toContain("main");
    expect(locked()).toBeNull();
  });
});
