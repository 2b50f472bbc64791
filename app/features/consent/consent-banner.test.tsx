import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Footer } from "~/components/layout/footer";
import { ConsentBanner } from "./consent-banner";
import { ConsentProvider } from "./consent-context";
import { tagLayerScript } from "./consent-mode";
import { CONSENT_STORAGE_KEY, createConsentRecord, serialiseConsentRecord } from "./consent-record";

const denied = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  functionality_storage: "denied",
  security_storage: "denied",
};
const granted = { ...denied, analytics_storage: "granted" };
const consentDefault = ["consent", "default", denied];

function Shell() {
  return (
    <ConsentProvider>
      <ConsentBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </ConsentProvider>
  );
}

const Stub = createRoutesStub([
  {
    path: "/",
    Component: Shell,
    children: [
      { index: true, Component: () => <h1>Home</h1> },
      { path: "privacy-policy", Component: () => <h1>Privacy policy</h1>, handle: { consentRequired: false } },
    ],
  },
]);

function renderAt(path = "/") {
  const user = userEvent.setup();
  render(<Stub initialEntries={[path]} />);
  return user;
}

function tagLayer(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function stored(): unknown {
  return JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null");
}

const banner = () => screen.queryByRole("region", { name: "Cookies and your privacy" });

beforeEach(() => {
  localStorage.clear();
  delete window.dataLayer;
  delete window.gtag;
  new Function(tagLayerScript())();
});

describe("a first visit", () => {
  it("shows the banner, locks scrolling, and leaves only `consent default` on the tag layer", async () => {
    renderAt();
    expect(await screen.findByRole("region", { name: "Cookies and your privacy" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("data-scroll-locked");
    expect(tagLayer()).toEqual([consentDefault]);
  });

  it("Allow all saves granted, pushes the update and hides the banner", async () => {
    const user = renderAt();
    await user.click(await screen.findByRole("button", { name: "Allow all" }));
    expect(banner()).toBeNull();
    expect(document.documentElement).not.toHaveAttribute("data-scroll-locked");
    expect(stored()).toMatchObject({ version: 1, analytics: "granted" });
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", granted]]);
  });

  it("Deny all saves denied and pushes the update", async () => {
    const user = renderAt();
    await user.click(await screen.findByRole("button", { name: "Deny all" }));
    expect(banner()).toBeNull();
    expect(stored()).toMatchObject({ analytics: "denied" });
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", denied]]);
  });

  it("Settings shows the toggle (on by default) and the cookie definition; Save stores the toggle", async () => {
    const user = renderAt();
    await user.click(await screen.findByRole("button", { name: "Settings" }));
    // The panel loads on the first press (issue 13).
    const toggle = await screen.findByRole("switch", { name: "Analytics cookies" });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveFocus();
    expect(screen.getByText("_ga_<container-id>")).toBeInTheDocument();
    expect(screen.getByText("_gat_gtag_test")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Privacy policy" }).some((link) => banner()?.contains(link))).toBe(true);
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(banner()).toBeNull();
    expect(stored()).toMatchObject({ analytics: "denied" });
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", denied]]);
  });

  // Tab cycling needs layout (jsdom has none): tests/e2e/wcag.spec.ts covers it.
  it("is modal (issue 16): the page beside it inert, focus on its heading, buttons first, Escape ignored", async () => {
    const user = renderAt();
    const region = await screen.findByRole("region", { name: "Cookies and your privacy" });
    const main = document.getElementById("main");
    expect(main).toHaveAttribute("inert");
    expect(screen.getByRole("contentinfo", { hidden: true })).toHaveAttribute("inert");
    expect(region).not.toHaveAttribute("inert");
    expect(screen.getByRole("heading", { name: "Cookies and your privacy" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Allow all" }), "its buttons come first").toHaveFocus();
    await user.keyboard("{Escape}");
    expect(banner()).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Deny all" }));
    expect(main).not.toHaveAttribute("inert");
    expect(main).toHaveFocus();
  });

  it("does not show the banner on a page that switches consent off", async () => {
    renderAt("/privacy-policy");
    await screen.findByRole("heading", { name: "Privacy policy" });
    expect(banner()).toBeNull();
    expect(tagLayer()).toEqual([consentDefault]);
  });
});

describe("a returning visitor", () => {
  it.each([
    ["granted", granted],
    ["denied", denied],
  ] as const)("has the saved %s applied and sees no banner", async (analytics, values) => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serialiseConsentRecord(createConsentRecord(analytics)));
    renderAt();
    await screen.findByRole("heading", { name: "Home" });
    await act(async () => undefined);
    expect(banner()).toBeNull();
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", values]]);
  });

  it("reopens the banner from the footer link, focused, and Escape returns focus to the link", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serialiseConsentRecord(createConsentRecord("denied")));
    const user = renderAt();
    const link = await screen.findByRole("button", { name: "Cookie settings" });
    await user.click(link);
    expect(screen.getByRole("heading", { name: "Cookies and your privacy" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Settings" }));
    expect(await screen.findByRole("switch", { name: "Analytics cookies" })).not.toBeChecked();
    await user.keyboard("{Escape}");
    expect(banner()).toBeNull();
    expect(link).toHaveFocus();
    expect(stored()).toMatchObject({ analytics: "denied" });
  });

  it("reopens on a legal page too, and a new choice there is saved", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serialiseConsentRecord(createConsentRecord("denied")));
    const user = renderAt("/privacy-policy");
    await user.click(await screen.findByRole("button", { name: "Cookie settings" }));
    await user.click(screen.getByRole("button", { name: "Allow all" }));
    expect(banner()).toBeNull();
    expect(stored()).toMatchObject({ analytics: "granted" });
    expect(tagLayer().at(-1)).toEqual(["consent", "update", granted]);
  });
});

describe("bad stored values and broken storage", () => {
  it.each(["not json", "null", "[]", '{"analytics":"maybe"}', "x".repeat(1_000_000)])(
    "logs and removes %#, then asks as on a first visit",
    async (raw) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      localStorage.setItem(CONSENT_STORAGE_KEY, raw);
      renderAt();
      expect(await screen.findByRole("region", { name: "Cookies and your privacy" })).toBeInTheDocument();
      expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
      expect(warn).toHaveBeenCalledOnce();
      expect(tagLayer()).toEqual([consentDefault]);
    },
  );

  it("keeps the choice in memory when storage throws on read and write", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const user = renderAt();
    await user.click(await screen.findByRole("button", { name: "Allow all" }));
    expect(banner()).toBeNull();
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", granted]]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe("another tab", () => {
  function otherTabWrites(value: string | null) {
    if (value === null) localStorage.removeItem(CONSENT_STORAGE_KEY);
    else localStorage.setItem(CONSENT_STORAGE_KEY, value);
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", { key: CONSENT_STORAGE_KEY, newValue: value, storageArea: localStorage }),
      );
    });
  }

  it("hides this tab's banner and applies the choice made there", async () => {
    renderAt();
    await screen.findByRole("region", { name: "Cookies and your privacy" });
    otherTabWrites(serialiseConsentRecord(createConsentRecord("granted")));
    expect(banner()).toBeNull();
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", granted]]);
  });

  it("falls back to denied and asks again when the record is removed there", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serialiseConsentRecord(createConsentRecord("granted")));
    renderAt();
    await screen.findByRole("heading", { name: "Home" });
    await act(async () => undefined);
    otherTabWrites(null);
    expect(banner()).toBeInTheDocument();
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", granted], ["consent", "update", denied]]);
  });

  it("ignores other keys", async () => {
    renderAt();
    await screen.findByRole("region", { name: "Cookies and your privacy" });
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark", storageArea: localStorage }));
    });
    expect(banner()).toBeInTheDocument();
    expect(tagLayer()).toEqual([consentDefault]);
  });
});

describe("a choice made before hydration (issue 12)", () => {
  afterEach(() => {
    delete window.__earlyEvents;
  });

  it("is adopted without a second `consent update`, and the banner stays hidden", async () => {
    // What the head script leaves after 'Allow all' before hydration: the record, one update, the hand-over.
    localStorage.setItem(CONSENT_STORAGE_KEY, serialiseConsentRecord(createConsentRecord("granted")));
    window.gtag?.("consent", "update", granted);
    window.__earlyEvents = { queue: [], consent: "granted", off: false };
    renderAt();
    await screen.findByRole("heading", { name: "Home" });
    await act(async () => {});
    expect(banner()).toBeNull();
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", granted]]);
  });

  it("still counts for the visit where storage refused it", async () => {
    window.gtag?.("consent", "update", denied);
    window.__earlyEvents = { queue: [], consent: "denied", off: false };
    renderAt();
    await screen.findByRole("heading", { name: "Home" });
    await act(async () => {});
    expect(banner()).toBeNull();
    expect(tagLayer()).toEqual([consentDefault, ["consent", "update", denied]]);
  });
});
