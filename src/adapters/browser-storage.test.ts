// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_STORAGE_KEY, createConsentRecord, serialiseConsentRecord } from "~/logic/consent-record";
import {
  browserStorage,
  type ConsentStorage,
  keepForVisit,
  readConsent,
  visitChoice,
  writeConsent,
} from "./browser-storage";

const savedAt = new Date("2025-05-07T10:00:00.000Z");

/** A Map-backed storage, optionally throwing on every call like a blocked or full localStorage. */
function fakeStorage(initial?: string, throws: "read" | "write" | "none" = "none") {
  const map = new Map<string, string>(initial === undefined ? [] : [[CONSENT_STORAGE_KEY, initial]]);
  const storage: ConsentStorage = {
    getItem: (key) => {
      if (throws === "read") throw new DOMException("blocked", "SecurityError");
      return map.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (throws === "write") throw new DOMException("full", "QuotaExceededError");
      map.set(key, value);
    },
    removeItem: (key) => void map.delete(key),
  };
  return { storage, map };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("readConsent", () => {
  it("returns the stored choice", () => {
    const { storage } = fakeStorage(serialiseConsentRecord(createConsentRecord("denied", savedAt)));
    expect(readConsent(storage)).toEqual({ analytics: "denied" });
  });

  it("keeps a record of the spec's bare shape, without logging (spec §3)", () => {
    const warn = vi.spyOn(console, "warn");
    const { storage, map } = fakeStorage('{"analytics":"granted"}');
    expect(readConsent(storage)).toEqual({ analytics: "granted" });
    expect(map.get(CONSENT_STORAGE_KEY)).toBe('{"analytics":"granted"}');
    expect(warn).not.toHaveBeenCalled();
  });

  it("returns null when nothing is stored, without logging", () => {
    const warn = vi.spyOn(console, "warn");
    expect(readConsent(fakeStorage().storage)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(["not json", "null", "[]", '{"analytics":"maybe"}', "x".repeat(1_000_000)])(
    "logs, removes and ignores the bad value %#",
    (raw) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const { storage, map } = fakeStorage(raw);
      expect(readConsent(storage)).toBeNull();
      expect(map.has(CONSENT_STORAGE_KEY)).toBe(false);
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/^Cookie consent: removed the stored value/);
      // The log never echoes a huge value.
      expect(String(warn.mock.calls[0]?.[0]).length).toBeLessThan(500);
    },
  );

  it("reads storage that throws as no consent (logged)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(readConsent(fakeStorage("{}", "read").storage)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it("reads missing storage as no consent", () => {
    expect(readConsent(null)).toBeNull();
  });
});

describe("writeConsent", () => {
  it("stores the record as JSON under cookieConsent, overwriting the last one", () => {
    const { storage, map } = fakeStorage();
    expect(writeConsent(storage, createConsentRecord("granted", savedAt))).toBe(true);
    expect(writeConsent(storage, createConsentRecord("denied", savedAt))).toBe(true);
    expect(map.size).toBe(1);
    expect(JSON.parse(map.get(CONSENT_STORAGE_KEY) ?? "")).toEqual({
      version: 1,
      analytics: "denied",
      savedAt: savedAt.toISOString(),
    });
  });

  it("reports storage that throws on write (logged) instead of throwing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(writeConsent(fakeStorage(undefined, "write").storage, createConsentRecord("granted"))).toBe(false);
    expect(writeConsent(null, createConsentRecord("granted"))).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("browserStorage", () => {
  it("is window.localStorage where available", () => {
    expect(browserStorage()).toBe(window.localStorage);
  });

  it("is null (logged) where reading window.localStorage throws", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(browserStorage()).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("the choice kept for the visit", () => {
  it("reads back, on the next page, a choice kept in session storage", () => {
    expect(visitChoice()).toBeNull();
    keepForVisit("granted");
    expect(JSON.parse(sessionStorage.getItem(CONSENT_STORAGE_KEY) ?? "")).toMatchObject({
      version: 1,
      analytics: "granted",
    });
    expect(visitChoice()).toBe("granted");
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it("reads an invalid value as none, and throws nowhere when session storage refuses (nothing logged)", () => {
    const warn = vi.spyOn(console, "warn");
    sessionStorage.setItem(CONSENT_STORAGE_KEY, "not json");
    expect(visitChoice()).toBeNull();
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(visitChoice()).toBeNull();
    expect(() => keepForVisit("denied")).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });
});
