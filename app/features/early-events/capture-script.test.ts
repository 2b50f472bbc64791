import { gzipSync } from "node:zlib";
import { JSDOM, VirtualConsole } from "jsdom";
import { describe, expect, it } from "vitest";
import { tagLayerScript } from "~/features/consent/consent-mode";
import { CONSENT_STORAGE_KEY, parseConsentRecord } from "~/features/consent/consent-record";
import { firstVisitScript } from "~/features/consent/first-visit";
import { earlyEventsScript, type EarlyEvents } from "./capture-script";

/**
 * A fresh page per test with the head scripts run as on the site (tag layer, first visit, then
 * the capture script), so each test starts with no listeners or queue left by another.
 */
function page(body: string, { width = 1280 }: { width?: number } = {}) {
  // A link the script lets through is followed, which jsdom reports as not implemented: that is the point.
  const virtualConsole = new VirtualConsole();
  virtualConsole.on("jsdomError", (error) => {
    if (!error.message.includes("navigation to another Document")) throw error;
  });
  const dom = new JSDOM(`<!doctype html><html><head></head><body>${body}</body></html>`, {
    url: "https://studio.example/",
    runScripts: "outside-only",
    virtualConsole,
  });
  const { window } = dom;
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });
  for (const script of [tagLayerScript(), firstVisitScript(), earlyEventsScript()]) window.eval(script);
  const document = window.document;
  const early = window.__earlyEvents as EarlyEvents;
  /** Dispatches a click like a browser does, and tells whether its default was prevented and the app saw it. */
  const click = (selector: string, init: MouseEventInit = {}) => {
    const target = document.querySelector(selector);
    if (!target) throw new Error(`no ${selector}`);
    let appSaw = false;
    const app = () => (appSaw = true);
    // React listens on the root (the document) too, but only from hydration on: after this script.
    document.addEventListener("click", app, true);
    const event = new window.MouseEvent("click", { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    document.removeEventListener("click", app, true);
    return { prevented: event.defaultPrevented, appSaw };
  };
  return { window, document, early, click, $: (selector: string) => document.querySelector(selector) };
}

describe("the early-event capture script (issue 12)", () => {
  it("is at most 1.5 KB gzip", () => {
    expect(gzipSync(earlyEventsScript(), { level: 9 }).length).toBeLessThanOrEqual(1536);
  });

  it("queues a pressed button once, marks it pressed, and keeps the event from the app", () => {
    const { early, click, $ } = page(`<button id="menu" type="button"><span id="icon">≡</span></button>`);
    expect(click("#icon")).toEqual({ prevented: true, appSaw: false });
    expect(click("#menu")).toEqual({ prevented: true, appSaw: false });
    expect(early.queue).toEqual([$("#menu")]);
    expect($("#menu")?.getAttribute("data-pressed")).toBe("");
    expect($("#menu")?.getAttribute("aria-busy")).toBe("true");
  });

  it("keeps the order in which different controls were first pressed", () => {
    const { early, click, $ } = page(`<button id="a">A</button><button id="b">B</button>`);
    click("#a");
    click("#b");
    click("#a");
    expect(early.queue).toEqual([$("#a"), $("#b")]);
  });

  it("lets plain links, fields, labels and summaries work natively", () => {
    const { early, click } = page(
      `<a id="link" href="/about">About</a><label id="label" for="f">Name</label><input id="f">` +
        `<details><summary id="summary">Q</summary>A</details>`,
    );
    for (const selector of ["#link", "#label", "#f", "#summary"]) {
      expect(click(selector).prevented, selector).toBe(false);
    }
    expect(early.queue).toEqual([]);
  });

  it("captures a data-replay link (a lightbox thumbnail), but not a modified or middle click", () => {
    const { early, click, $ } = page(`<a id="thumb" href="/full.svg" role="button" data-replay="">Image</a>`);
    expect(click("#thumb", { ctrlKey: true }).prevented).toBe(false);
    expect(click("#thumb", { metaKey: true }).prevented).toBe(false);
    expect(click("#thumb", { button: 1 }).prevented).toBe(false);
    expect(early.queue).toEqual([]);
    expect(click("#thumb").prevented).toBe(true);
    expect(early.queue).toEqual([$("#thumb")]);
  });

  it("captures a 'wide' link (Contact us) only from 1024 px, where it opens the popup", () => {
    const html = `<a id="contact" href="/contact-us" data-replay="wide">Contact us</a>`;
    const narrow = page(html, { width: 1023 });
    expect(narrow.click("#contact").prevented).toBe(false);
    expect(narrow.early.queue).toEqual([]);
    const wide = page(html, { width: 1024 });
    expect(wide.click("#contact").prevented).toBe(true);
    expect(wide.early.queue).toEqual([wide.$("#contact")]);
  });

  it("captures a tap on a carousel's surface, but not on a link or button inside it", () => {
    const { early, click, $ } = page(
      `<div id="surface" data-replay="tap"><h3 id="title">Review</h3><a id="out" href="https://reviews.example/">Read</a>` +
        `<button id="dot">1</button></div>`,
    );
    expect(click("#out").prevented).toBe(false);
    click("#title");
    click("#dot");
    expect(early.queue).toEqual([$("#surface"), $("#dot")]);
  });

  it("captures Space on a link that acts as a button, which would otherwise scroll the page", () => {
    const { window, early, $ } = page(`<a id="thumb" href="/full.svg" role="button" data-replay="">Image</a>`);
    const space = new window.KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true });
    $("#thumb")?.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(early.queue).toEqual([$("#thumb")]);
  });

  it("captures a form's submit (e.g. Enter in a field), so the message never leaves the page unsent", () => {
    const { window, early, $ } = page(`<form id="form" action="mailto:hello@studio.example"><input name="x"></form>`);
    const submit = new window.Event("submit", { bubbles: true, cancelable: true });
    $("#form")?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(early.queue).toEqual([$("#form")]);
  });

  it("lets everything through once the app has switched it off", () => {
    const { early, click } = page(`<button id="b">B</button>`);
    early.off = true;
    expect(click("#b")).toEqual({ prevented: false, appSaw: true });
    expect(early.queue).toEqual([]);
  });

  describe("a consent choice (spec §4)", () => {
    const banner =
      `<section id="banner"><button id="allow" data-consent-choice="granted">Allow all</button>` +
      `<button id="deny" data-consent-choice="denied">Deny all</button></section><main id="main" tabindex="-1"></main>`;

    it("is stored in the app's record format, applied once, and hides the banner at once", () => {
      const { window, document, early, click, $ } = page(banner);
      expect(document.documentElement.hasAttribute("data-consent-needed")).toBe(true);
      ($("#allow") as HTMLButtonElement).focus();
      expect(click("#allow")).toEqual({ prevented: true, appSaw: false });

      const stored = parseConsentRecord(window.localStorage.getItem(CONSENT_STORAGE_KEY));
      expect(stored.kind === "valid" && stored.record.analytics).toBe("granted");
      const updates = (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((args) => args[0] === "consent" && args[1] === "update");
      expect(updates).toEqual([
        [
          "consent",
          "update",
          {
            analytics_storage: "granted",
            ad_storage: "denied",
            ad_user_data: "denied",
            ad_personalization: "denied",
            functionality_storage: "denied",
            security_storage: "denied",
          },
        ],
      ]);
      expect(document.documentElement.hasAttribute("data-consent-needed")).toBe(false);
      expect(early.consent).toBe("granted");
      expect(early.queue).toEqual([]);
      expect(document.activeElement?.id, "focus leaves the hidden banner for the page").toBe("main");
    });

    it("is still applied for the visit where storage refuses it", () => {
      const { window, early, click } = page(banner);
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new Error("storage is blocked");
        },
      });
      click("#deny");
      expect(early.consent).toBe("denied");
      expect(window.document.documentElement.hasAttribute("data-consent-needed")).toBe(false);
    });
  });
});

describe("the consent banner is modal before hydration (issue 16, WCAG 2.4.11)", () => {
  const html =
    `<section data-consent-banner="pending"><h2 id="title" tabindex="-1">Cookies</h2>` +
    `<button id="allow" data-consent-choice="granted">Allow all</button>` +
    `<button id="deny" data-consent-choice="denied">Deny all</button><button id="settings">Settings</button>` +
    `<a id="privacy" href="/privacy-policy">Read our privacy policy</a></section>` +
    `<a id="skip" href="#main">Skip</a><main id="main" tabindex="-1"><a id="inside" href="/pricing">Pricing</a></main>` +
    `<footer id="footer" inert></footer><script id="script"></script>`;

  /** The parser has finished: what the browser signals before any deferred or module script runs. */
  function parsed(window: JSDOM["window"]) {
    Object.defineProperty(window.document, "readyState", { value: "interactive", configurable: true });
    window.document.dispatchEvent(new window.Event("readystatechange"));
  }

  const tab = (window: JSDOM["window"], shiftKey = false) => {
    const event = new window.KeyboardEvent("keydown", { key: "Tab", shiftKey, bubbles: true, cancelable: true });
    window.document.activeElement?.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it("makes the page beside the banner inert once parsed, and moves focus to its heading", () => {
    const { window, document, $ } = page(html);
    parsed(window);
    expect($("#skip")?.hasAttribute("inert")).toBe(true);
    expect($("#main")?.getAttribute("data-consent-inert")).toBe("");
    expect($("section")?.hasAttribute("inert")).toBe(false);
    expect($("#script")?.hasAttribute("inert")).toBe(false);
    expect($("#footer")?.hasAttribute("data-consent-inert"), "already inert: not the banner's to release").toBe(false);
    expect(document.activeElement).toBe($("#title"));
  });

  it("keeps Tab and Shift+Tab inside the banner", () => {
    const { window, document, $ } = page(html);
    parsed(window);
    expect(tab(window, true), "Shift+Tab from the heading").toBe(true);
    expect(document.activeElement).toBe($("#privacy"));
    expect(tab(window)).toBe(true);
    expect(document.activeElement).toBe($("#allow"));
    expect(tab(window), "between the banner's controls the browser moves focus").toBe(false);
  });

  it("releases the page on a choice and moves focus to <main>", () => {
    const { window, document, click, $ } = page(html);
    parsed(window);
    ($("#deny") as HTMLButtonElement).focus();
    click("#deny");
    expect(document.querySelectorAll("[data-consent-inert]")).toHaveLength(0);
    expect($("#main")?.hasAttribute("inert")).toBe(false);
    expect($("#footer")?.hasAttribute("inert")).toBe(true);
    expect(document.activeElement).toBe($("#main"));
    expect(tab(window)).toBe(false);
  });

  it("leaves a page without the banner (a stored choice, or a legal page) alone", () => {
    const { window, document, $ } = page(`<a id="skip" href="#main">Skip</a><main id="main"></main>`);
    parsed(window);
    expect($("#skip")?.hasAttribute("inert")).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});
