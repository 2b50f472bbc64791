import { describe, expect, it, vi } from "vitest";
import { cookieDefinitions } from "~/content/cookies";
import {
  ANALYTICS_COOKIE,
  analyticsCookieNames,
  CONSENT_DEFAULT,
  CONSENT_TYPES,
  consentActions,
  consentValues,
  cookieDomains,
  cookieExpiries,
  googleAnalyticsCommands,
  googleTagUrl,
  measurementIdFrom,
} from "./consent-mode";

/** Every consent type denied: the table the other tests of the tag layer build from {@link CONSENT_TYPES}. */
const allDenied = Object.fromEntries(CONSENT_TYPES.map((type) => [type, "denied"]));

describe("consent values", () => {
  it("sets spec §4's six Consent Mode v2 types on every command", () => {
    expect(CONSENT_TYPES).toEqual([
      "analytics_storage",
      "ad_storage",
      "ad_user_data",
      "ad_personalization",
      "functionality_storage",
      "security_storage",
    ]);
  });

  it("denies all six types by default", () => {
    expect(CONSENT_DEFAULT).toEqual(allDenied);
  });

  it("grants only analytics_storage, never the other five", () => {
    expect(consentValues("granted")).toEqual({ ...allDenied, analytics_storage: "granted" });
    expect(consentValues("denied")).toEqual(allDenied);
  });
});

describe("consentActions", () => {
  it("granted, no measurement id: an update with analytics granted, nothing loaded, no cookie cleared", () => {
    expect(consentActions("granted", null)).toEqual({
      update: { ...allDenied, analytics_storage: "granted" },
      load: null,
      clearCookies: false,
    });
  });

  it("denied: an update with everything denied, and the analytics cookies cleared, even with a measurement id", () => {
    expect(consentActions("denied", null)).toEqual({ update: allDenied, load: null, clearCookies: true });
    expect(consentActions("denied", "G-TEST1234")).toEqual({ update: allDenied, load: null, clearCookies: true });
  });

  it("granted with a measurement id: the update, then gtag.js for that id", () => {
    expect(consentActions("granted", "G-TEST1234")).toEqual({
      update: { ...allDenied, analytics_storage: "granted" },
      load: "G-TEST1234",
      clearCookies: false,
    });
  });

  it("a choice already pushed (update: false): no update, the rest as usual", () => {
    expect(consentActions("granted", "G-TEST1234", { update: false })).toEqual({
      update: null,
      load: "G-TEST1234",
      clearCookies: false,
    });
    expect(consentActions("denied", null, { update: false })).toEqual({
      update: null,
      load: null,
      clearCookies: true,
    });
  });
});

describe("starting Google Analytics", () => {
  it("queues `js` with the time, then `config` with the id", () => {
    const now = new Date("2025-05-07T10:00:00.000Z");
    expect(googleAnalyticsCommands("G-TEST1234", now)).toEqual([
      ["js", now],
      ["config", "G-TEST1234"],
    ]);
  });

  it("loads gtag.js from googletagmanager.com, the id URL-encoded", () => {
    expect(googleTagUrl("G-TEST1234")).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST1234");
    expect(googleTagUrl("G-A&B")).toBe("https://www.googletagmanager.com/gtag/js?id=G-A%26B");
  });
});

describe("measurementIdFrom", () => {
  it.each([undefined, "", "   "])("reads %j as not configured", (value) => {
    expect(measurementIdFrom(value)).toBeNull();
  });

  it("accepts a GA4 id, trimmed", () => {
    expect(measurementIdFrom(" G-AB12CD34EF ")).toBe("G-AB12CD34EF");
  });

  it.each(["UA-12345-1", "G-", "g-abc1234", 'G-ABC1234"><script>'])("rejects %j (logged)", (value) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(measurementIdFrom(value)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("removeAnalyticsCookies", () => {
  it("matches every cookie the settings panel lists (spec §3), with the container id filled in", () => {
    const names = cookieDefinitions
      .flatMap((definition) => definition.cookies)
      .map((name) => name.replace(/<[^>]+>/, "ABC123"));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(ANALYTICS_COOKIE);
    for (const name of ["ga", "_gallery", "theme", "x_ga"]) expect(name).not.toMatch(ANALYTICS_COOKIE);
  });
});

describe("analyticsCookieNames", () => {
  it("picks the analytics cookies out of a cookie header, in order, and keeps no other", () => {
    expect(analyticsCookieNames("_ga=1; _gid=1; other=1")).toEqual(["_ga", "_gid"]);
    expect(analyticsCookieNames("_ga=GA1.1.1.1; _ga_ABC123=GS1.1.1; _gat_gtag_test=1; theme=light")).toEqual([
      "_ga",
      "_ga_ABC123",
      "_gat_gtag_test",
    ]);
    expect(analyticsCookieNames("")).toEqual([]);
  });
});

describe("cookieExpiries", () => {
  it("expires the cookie on this host, then on each domain it may have been set on", () => {
    expect(cookieExpiries("_ga", "www.studio.example")).toEqual([
      "_ga=; Max-Age=0; Path=/",
      "_ga=; Max-Age=0; Path=/; Domain=www.studio.example",
      "_ga=; Max-Age=0; Path=/; Domain=studio.example",
    ]);
  });

  it("gives no Domain attribute where none is valid", () => {
    expect(cookieExpiries("_gid", "localhost")).toEqual(["_gid=; Max-Age=0; Path=/"]);
  });
});

describe("cookieDomains", () => {
  it("gives the host and each parent of two labels or more", () => {
    expect(cookieDomains("www.studio.co.uk")).toEqual(["www.studio.co.uk", "studio.co.uk", "co.uk"]);
    expect(cookieDomains("studio.example")).toEqual(["studio.example"]);
  });

  it("gives none where no Domain attribute is valid: an IP address or a one-label host", () => {
    expect(cookieDomains("127.0.0.1")).toEqual([]);
    expect(cookieDomains("::1")).toEqual([]);
    expect(cookieDomains("[::1]")).toEqual([]);
    expect(cookieDomains("localhost")).toEqual([]);
  });
});
