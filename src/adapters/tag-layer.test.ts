// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_TYPES } from "~/logic/consent-mode";
import { applyConsent, removeAnalyticsCookies, tagLayerScript } from "./tag-layer";

/** Every consent type denied. The tag layer here is jsdom's `window.dataLayer` and `document.cookie`. */
const allDenied = Object.fromEntries(CONSENT_TYPES.map((type) => [type, "denied"]));

/** Runs the `<head>` script as the browser does before the app loads. */
function runHeadScript() {
  new Function(tagLayerScript())();
}

/** The tag layer's entries as arrays, after checking each is an `arguments` object as gtag.js expects. */
function tagLayer(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => {
    expect(Object.prototype.toString.call(entry)).toBe("[object Arguments]");
    return Array.from(entry as ArrayLike<unknown>);
  });
}

function clearCookies() {
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  clearCookies();
  vi.unstubAllEnvs();
});

describe("the head script", () => {
  it("defines gtag and pushes exactly `consent default` with everything denied", () => {
    runHeadScript();
    expect(typeof window.gtag).toBe("function");
    expect(tagLayer()).toEqual([["consent", "default", allDenied]]);
  });
});

describe("applyConsent", () => {
  it("granted, no measurement id: pushes `consent update` with analytics granted and loads nothing", () => {
    runHeadScript();
    applyConsent("granted", null);
    expect(tagLayer()).toEqual([
      ["consent", "default", allDenied],
      ["consent", "update", { ...allDenied, analytics_storage: "granted" }],
    ]);
    expect(document.querySelector("script[src]")).toBeNull();
  });

  it("denied: pushes `consent update` with everything denied", () => {
    runHeadScript();
    applyConsent("denied", null);
    expect(tagLayer()).toEqual([
      ["consent", "default", allDenied],
      ["consent", "update", allDenied],
    ]);
  });

  it("granted with a measurement id: update, then GA4's js and config, and gtag.js added once", () => {
    runHeadScript();
    applyConsent("granted", "G-TEST1234");
    applyConsent("denied", "G-TEST1234");
    applyConsent("granted", "G-TEST1234");
    const entries = tagLayer();
    expect(entries.map((entry) => entry.slice(0, 2))).toEqual([
      ["consent", "default"],
      ["consent", "update"],
      ["js", expect.any(Date)],
      ["config", "G-TEST1234"],
      ["consent", "update"],
      ["consent", "update"],
    ]);
    expect(entries[4]?.[2]).toEqual(allDenied);
    expect(entries[5]?.[2]).toEqual({ ...allDenied, analytics_storage: "granted" });
    const scripts = document.querySelectorAll("script[src]");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute("src")).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST1234");
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
  });

  it("a choice already pushed before hydration (update: false): no second update, but gtag.js still loads on allow", () => {
    runHeadScript();
    applyConsent("granted", "G-TEST1234", { update: false });
    expect(tagLayer().map((entry) => entry.slice(0, 2))).toEqual([
      ["consent", "default"],
      ["js", expect.any(Date)],
      ["config", "G-TEST1234"],
    ]);
    expect(document.querySelectorAll("script[src]")).toHaveLength(1);
  });

  it("denied with a measurement id loads nothing", () => {
    runHeadScript();
    applyConsent("denied", "G-TEST1234");
    expect(document.querySelector("script[src]")).toBeNull();
    expect(tagLayer()).toHaveLength(2);
  });

  it("pushes `consent default` first even if the head script did not run", () => {
    applyConsent("granted", null);
    expect(tagLayer()).toEqual([
      ["consent", "default", allDenied],
      ["consent", "update", { ...allDenied, analytics_storage: "granted" }],
    ]);
  });

  it("uses the build-time measurement id by default", () => {
    vi.stubEnv("VITE_GA_MEASUREMENT_ID", "G-FROMENV99");
    runHeadScript();
    applyConsent("granted");
    expect(document.querySelector("script[src]")?.getAttribute("src")).toContain("id=G-FROMENV99");
  });

  it("removes the analytics cookies when analytics is denied, and keeps others", () => {
    document.cookie = "_ga=GA1.1.1.1; Path=/";
    document.cookie = "_ga_ABC123=GS1.1.1; Path=/";
    document.cookie = "_gat_gtag_test=1; Path=/";
    document.cookie = "theme=light; Path=/";
    runHeadScript();
    applyConsent("granted", null);
    expect(document.cookie).toContain("_ga=");
    applyConsent("denied", null);
    expect(document.cookie).toBe("theme=light");
  });
});

describe("removeAnalyticsCookies", () => {
  it("returns the names it removed", () => {
    document.cookie = "_ga=1; Path=/";
    document.cookie = "_gid=1; Path=/";
    document.cookie = "other=1; Path=/";
    expect(removeAnalyticsCookies()).toEqual(["_ga", "_gid"]);
    expect(document.cookie).toBe("other=1");
  });
});
