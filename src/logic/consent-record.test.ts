import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  browserStorage,
  CONSENT_STORAGE_KEY,
  type ConsentStorage,
  createConsentRecord,
  parseConsentRecord,
  readConsent,
  serialiseConsentRecord,
  writeConsent,
} from "./consent-record";

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

beforeEach(() => localStorage.clear());

describe("serialise and parse", () => {
  it("round-trips a record as JSON with version, analytics and savedAt", () => {
    const record = createConsentRecord("granted", savedAt);
    const json = serialiseConsentRecord(record);
    expect(JSON.parse(json)).toEqual({ version: 1, analytics: "granted", savedAt: "2025-05-07T10:00:00.000Z" });
    expect(parseConsentRecord(json)).toEqual({ kind: "valid", record });
  });

  it("reads nothing stored as no consent", () => {
    expect(parseConsentRecord(null)).toEqual({ kind: "none" });
  });

  it("ignores extra fields of an otherwise valid record", () => {
    const parsed = parseConsentRecord(JSON.stringify({ ...createConsentRecord("denied", savedAt), note: "x" }));
    expect(parsed).toEqual({ kind: "valid", record: createConsentRecord("denied", savedAt) });
  });

  it.each([
    ["not json", "not JSON"],
    ["null", "wrong shape"],
    ["[]", "wrong shape"],
    ['"granted"', "wrong shape"],
    ['{"analytics":"maybe"}', "wrong shape"],
    ['{"analytics":"granted"}', "wrong shape"],
    ['{"version":2,"analytics":"granted","savedAt":"2025-05-07T10:00:00.000Z"}', "wrong shape"],
    ['{"version":1,"analytics":"granted","savedAt":"yesterday"}', "wrong shape"],
    ['{"version":1,"analytics":"granted","savedAt":"2025-13-45T99:99:99Z"}', "wrong shape"],
    ['{"version":"1","analytics":"granted","savedAt":"2025-05-07T10:00:00.000Z"}', "wrong shape"],
    ['{"version":1,"analytics":"GRANTED","savedAt":"2025-05-07T10:00:00.000Z"}', "wrong shape"],
    ["", "not JSON"],
  ])("rejects %j (%s)", (raw, reason) => {
    const parsed = parseConsentRecord(raw);
    expect(parsed.kind).toBe("invalid");
    expect(parsed.kind === "invalid" && parsed.reason).toContain(reason);
  });

  it("rejects a 1 MB value without parsing it, even one that is valid JSON", () => {
    const huge = JSON.stringify({ ...createConsentRecord("granted", savedAt), padding: "x".repeat(1_000_000) });
    const parseSpy = vi.spyOn(JSON, "parse");
    expect(parseConsentRecord("a".repeat(1_000_000))).toEqual({
      kind: "invalid",
      reason: "value too long (1000000 characters)",
    });
    expect(parseConsentRecord(huge).kind).toBe("invalid");
    expect(parseSpy).not.toHaveBeenCalled();
  });
});

describe("readConsent", () => {
  it("returns the stored record", () => {
    const { storage } = fakeStorage(serialiseConsentRecord(createConsentRecord("denied", savedAt)));
    expect(readConsent(storage)).toEqual(createConsentRecord("denied", savedAt));
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
