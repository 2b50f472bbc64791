// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Footer } from "~/components/layout/footer";
import { ConsentBanner } from "~/components/layout/consent-banner";
import { CONSENT_OPTIONAL_ATTRIBUTE } from "~/components/layout/consent-banner-marks";
import { tagLayerScript } from "~/adapters/tag-layer";
import { CONSENT_STORAGE_KEY, createConsentRecord, serialiseConsentRecord } from "~/logic/consent-record";
import { CONSENT_TYPES } from "~/logic/consent-mode";
import type { ConsentBannerHandle } from "./consent-banner";
import { CONSENT_BANNER_PATH, ROUTES } from "~/routes";

/** Every Consent Mode type denied (spec §4), from the product's one list of them. */
const denied = Object.fromEntries(CONSENT_TYPES.map((type) => [type, "denied"]));
const granted = { ...denied, analytics_storage: "granted" };
const consentDefault = ["consent", "default", denied];
const TITLE = "Cookies and your privacy";

/** The banner's fetch on a legal page, faked at its boundary (the browser's parse is src/dom/fetch-document.test.ts's). */
const fetchDocument = vi.hoisted(() => vi.fn<(url: string) => Promise<Document>>());
vi.mock("~/dom/fetch-document", () => ({ fetchDocument }));

let handle: ConsentBannerHandle | null = null;

/**
 * Lays out a built page (banner unless `legal`, `<main>`, footer) as the HTML arrives, then starts
 * a fresh copy of the module as the shell script does.
 */
async function openPage({ legal = false } = {}) {
  const html = document.documentElement;
  html.toggleAttribute(CONSENT_OPTIONAL_ATTRIBUTE, legal);
  document.body.innerHTML = [
    '<a href="#main">Skip to main content</a>',
    renderToStaticMarkup(createElement(ConsentBanner, { required: !legal })),
    '<main id="main" tabindex="-1"><h1>Page</h1><button type="button">On the page</button></main>',
    renderToStaticMarkup(createElement(Footer)),
  ].join("");
  vi.resetModules();
  handle = (await import("./consent-banner")).startConsentBanner();
  return userEvent.setup();
}

function tagLayer(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function stored(): unknown {
  return JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null");
}

/** The banner as a visitor perceives it: shown only while `<html>` is marked (app.css), else absent. */
const banner = () =>
  document.documentElement.hasAttribute("data-consent-shown") ? screen.queryByRole("region", { name: TITLE }) : null;
const shownBanner = () => {
  const region = banner();
  if (!region) throw new Error("the banner is not shown");
  return within(region);
};
const footerLink = () => screen.getByRole("button", { name: "Cookie settings" });
const saveFor = (analytics: "granted" | "denied") => serialiseConsentRecord(createConsentRecord(analytics));

beforeEach(() => {
  fetchDocument.mockReset();
  localStorage.clear();
  sessionStorage.clear();
  delete window.dataLayer;
  delete window.gtag;
  new Function(tagLayerScript())();
});

afterEach(() => {
  handle?.stop();
  handle = null;
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-scroll-locked");
});

describe("a first visit", () => {
  it("marks the page from <head>, before the body exists, and takes focus into the banner once it is parsed", async () => {
    document.body.innerHTML = "";
    vi.resetModules();
    handle = (await import("./consent-banner")).startConsentBanner();
    // What app.css shows the banner and locks the page's scroll with at the first paint.
    expect(document.documentElement).toHaveAttribute("data-consent-shown");
    document.body.innerHTML = [
      renderToStaticMarkup(createElement(ConsentBanner, { required: true })),
      '<main id="main" tabindex="-1"><h1>Page</h1></main>',
    ].join("");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(document.documentElement).toHaveAttribute("data-scroll-locked");
    expect(screen.getByRole("main"), "the page stays readable beside it").not.toHaveAttribute("inert");
    expect(shownBanner().getByRole("heading", { name: TITLE })).toHaveFocus();
    expect(tagLayer()).toEqual([consentDefault]);
  });

  it("takes a choice pressed before the page has finished parsing, and stays closed after it", async () => {
    const user = await openPage();
    await user.click(shownBanner().getByRole("button", { name: "Deny all" }));
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(banner()).toBeNull();
    expect(document.getElementById("main")).not.toHaveAttribute("inert");
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", denied]]);
  });

  it("shows the banner with the page, scroll locked, the page's landmarks left to assistive technology, with only `consent default` on the tag layer", async () => {
    await openPage();
    expect(document.documentElement).toHaveAttribute("data-consent-shown");
    expect(document.documentElement).toHaveAttribute("data-scroll-locked");
    expect(tagLayer()).toEqual([consentDefault]);
    // Nothing hidden (decision 027): a query without `hidden: true` finds only what the accessibility tree has.
    expect(screen.getByRole("main")).not.toHaveAttribute("inert");
    expect(screen.getByRole("contentinfo")).not.toHaveAttribute("inert");
    expect(document.querySelectorAll("[inert]")).toHaveLength(0);
    expect(shownBanner().getByRole("heading", { name: TITLE })).toHaveFocus();
  });

  it("Allow all saves granted, pushes the update, hides the banner and releases the page", async () => {
    const user = await openPage();
    await user.click(shownBanner().getByRole("button", { name: "Allow all" }));
    expect(banner()).toBeNull();
    expect(document.documentElement).not.toHaveAttribute("data-scroll-locked");
    expect(document.getElementById("main")).not.toHaveAttribute("inert");
    expect(document.getElementById("main")).toHaveFocus();
    expect(stored()).toMatchObject({ version: 1, analytics: "granted" });
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", granted]]);
  });

  it("Deny all saves denied and pushes the update", async () => {
    const user = await openPage();
    await user.click(shownBanner().getByRole("button", { name: "Deny all" }));
    expect(banner()).toBeNull();
    expect(stored()).toMatchObject({ analytics: "denied" });
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", denied]]);
  });

  it("Settings shows the switch (on, focused) and the cookie definition; Save stores the switch", async () => {
    const user = await openPage();
    await user.click(shownBanner().getByRole("button", { name: "Settings" }));
    const toggle = shownBanner().getByRole("switch", { name: "Analytics cookies" });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveFocus();
    expect(shownBanner().getByText("_ga_<container-id>")).toBeVisible();
    expect(shownBanner().getByText("_gat_gtag_test")).toBeVisible();
    expect(shownBanner().getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", ROUTES.privacyPolicy);
    expect(shownBanner().queryByRole("button", { name: "Allow all" })).toBeNull();
    expect(shownBanner().getByText("On")).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(shownBanner().getByText("Off")).toBeInTheDocument();
    expect(stored(), "nothing is saved before Save").toBeNull();
    await user.click(shownBanner().getByRole("button", { name: "Save" }));
    expect(banner()).toBeNull();
    expect(stored()).toMatchObject({ analytics: "denied" });
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", denied]]);
  });

  // Tab cycling needs layout (jsdom has none): tests/journeys/consent-banner.spec.ts covers it.
  it("is not dismissed by Escape: only a choice closes it", async () => {
    const user = await openPage();
    await user.keyboard("{Escape}");
    expect(banner()).not.toBeNull();
    expect(shownBanner().getByRole("heading", { name: TITLE })).toHaveFocus();
  });

  it("does not show on a page that switches consent off, nor lock it", async () => {
    await openPage({ legal: true });
    expect(screen.queryByRole("region", { name: TITLE })).toBeNull();
    expect(document.documentElement).not.toHaveAttribute("data-consent-shown");
    expect(document.documentElement).not.toHaveAttribute("data-scroll-locked");
    expect(tagLayer()).toEqual([consentDefault]);
  });
});

describe("a returning visitor", () => {
  it.each([
    ["granted", granted],
    ["denied", denied],
  ] as const)("has the saved %s applied and sees no banner", async (analytics, values) => {
    localStorage.setItem(CONSENT_STORAGE_KEY, saveFor(analytics));
    await openPage();
    expect(banner()).toBeNull();
    expect(document.querySelector("[data-consent-banner]"), "set aside, out of the page").toBeNull();
    expect(document.documentElement).not.toHaveAttribute("data-scroll-locked");
    expect(document.getElementById("main")).not.toHaveAttribute("inert");
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", values]]);
  });

  it("has a record of only the analytics category applied, and a new choice saves the site's full record", async () => {
    // Spec §3: the record is the analytics category as JSON; other fields are not shown.
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"analytics":"granted"}');
    const user = await openPage();
    expect(banner()).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY), "kept, not removed").toBe('{"analytics":"granted"}');
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", granted]]);
    await user.click(footerLink());
    await user.click(shownBanner().getByRole("button", { name: "Deny all" }));
    expect(stored()).toEqual({ version: 1, analytics: "denied", savedAt: expect.any(String) });
  });

  it("reopens the banner from the footer link, focused, and Escape returns focus to the link", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, saveFor("denied"));
    const user = await openPage();
    await user.click(footerLink());
    expect(shownBanner().getByRole("heading", { name: TITLE })).toHaveFocus();
    expect(document.documentElement).toHaveAttribute("data-scroll-locked");
    await user.click(shownBanner().getByRole("button", { name: "Settings" }));
    expect(shownBanner().getByRole("switch", { name: "Analytics cookies" })).not.toBeChecked();
    await user.keyboard("{Escape}");
    expect(banner()).toBeNull();
    expect(footerLink()).toHaveFocus();
    expect(stored()).toMatchObject({ analytics: "denied" });
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", denied]]);
  });

  it("reopens on the choices, not on the settings panel left open last time", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, saveFor("granted"));
    const user = await openPage();
    await user.click(footerLink());
    await user.click(shownBanner().getByRole("button", { name: "Settings" }));
    await user.click(shownBanner().getByRole("button", { name: "Save" }));
    expect(footerLink()).toHaveFocus();
    await user.click(footerLink());
    expect(document.body.children[1], "back in its place").toBe(banner());
    expect(shownBanner().getByRole("button", { name: "Allow all" })).toBeVisible();
    expect(shownBanner().queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("reopens on a legal page, which fetches the banner it does not carry, and saves a new choice there", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, saveFor("denied"));
    const markup = renderToStaticMarkup(createElement(ConsentBanner, { required: true }));
    const fetchMock = fetchDocument.mockImplementation(() =>
      Promise.resolve(new DOMParser().parseFromString(markup, "text/html")),
    );
    const user = await openPage({ legal: true });
    expect(screen.queryByRole("region", { name: TITLE, hidden: true })).toBeNull();
    await user.click(footerLink());
    await vi.waitFor(() => expect(shownBanner().getByRole("heading", { name: TITLE })).toHaveFocus());
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(CONSENT_BANNER_PATH);
    expect(document.body.children[1], "where the layout puts it, after the skip link").toBe(banner());
    expect(footerLink()).not.toHaveAttribute("aria-busy");
    await user.click(shownBanner().getByRole("button", { name: "Allow all" }));
    expect(banner()).toBeNull();
    expect(footerLink()).toHaveFocus();
    expect(stored()).toMatchObject({ analytics: "granted" });
    expect(tagLayer().at(-1)).toEqual(["consent", "update", granted]);
    await user.click(footerLink());
    expect(fetchMock, "fetched once").toHaveBeenCalledOnce();
    expect(banner()).not.toBeNull();
  });

  it("logs an error and stays usable when a legal page cannot fetch the banner", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fetchDocument.mockRejectedValue(new Error("HTTP 503"));
    const user = await openPage({ legal: true });
    await user.click(footerLink());
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(banner()).toBeNull();
    expect(footerLink()).not.toHaveAttribute("aria-busy");
    expect(document.documentElement).not.toHaveAttribute("data-scroll-locked");
  });
});

describe("bad stored values and broken storage", () => {
  it.each(["not json", "null", "[]", '{"analytics":"maybe"}', "x".repeat(1_000_000)])(
    "logs and removes %#, then asks as on a first visit",
    async (raw) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      localStorage.setItem(CONSENT_STORAGE_KEY, raw);
      await openPage();
      expect(banner()).not.toBeNull();
      expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/^Cookie consent: removed the stored value/);
      expect(tagLayer()).toEqual([consentDefault]);
    },
  );

  it("keeps the choice for the visit when local storage throws on read and write", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { getItem, setItem } = Storage.prototype;
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(function (this: Storage, key: string) {
      if (this === localStorage) throw new DOMException("blocked", "SecurityError");
      return getItem.call(this, key);
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key: string, value: string) {
      if (this === localStorage) throw new DOMException("full", "QuotaExceededError");
      setItem.call(this, key, value);
    });
    const user = await openPage();
    await user.click(shownBanner().getByRole("button", { name: "Allow all" }));
    expect(banner()).toBeNull();
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", granted]]);
    expect(warn).toHaveBeenCalledTimes(2);

    // The visit's next page (a full page load on this site) remembers it.
    handle?.stop();
    delete window.dataLayer;
    delete window.gtag;
    new Function(tagLayerScript())();
    await openPage();
    expect(banner()).toBeNull();
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", granted]]);
  });

  it("keeps the choice in memory when no storage can be used at all", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const user = await openPage();
    await user.click(shownBanner().getByRole("button", { name: "Deny all" }));
    expect(banner()).toBeNull();
    await user.click(footerLink());
    await user.click(shownBanner().getByRole("button", { name: "Settings" }));
    expect(shownBanner().getByRole("switch", { name: "Analytics cookies" }), "the choice in memory").not.toBeChecked();
  });
});

describe("another tab", () => {
  function otherTabWrites(value: string | null) {
    if (value === null) localStorage.removeItem(CONSENT_STORAGE_KEY);
    else localStorage.setItem(CONSENT_STORAGE_KEY, value);
    window.dispatchEvent(
      new StorageEvent("storage", { key: CONSENT_STORAGE_KEY, newValue: value, storageArea: localStorage }),
    );
  }

  it("hides this tab's banner and applies the choice made there", async () => {
    await openPage();
    otherTabWrites(saveFor("granted"));
    expect(banner()).toBeNull();
    expect(document.getElementById("main")).not.toHaveAttribute("inert");
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", granted]]);
  });

  it("falls back to denied and asks again when the record is removed there", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, saveFor("granted"));
    await openPage();
    otherTabWrites(null);
    expect(banner()).not.toBeNull();
    expect(shownBanner().getByRole("heading", { name: TITLE })).toHaveFocus();
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", granted], ["consent", "update", denied]]);
  });

  it("ignores other keys", async () => {
    await openPage();
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark", storageArea: localStorage }));
    expect(banner()).not.toBeNull();
    expect(tagLayer()).toEqual([consentDefault]);
  });
});
