import { describe, expect, it, vi } from "vitest";
import { createConsentRecord, isAnalyticsChoice, parseConsentRecord, serialiseConsentRecord } from "./consent-record";

const savedAt = new Date("2025-05-07T10:00:00.000Z");

describe("serialise and parse", () => {
  it("round-trips a record as JSON with version, analytics and savedAt", () => {
    const record = createConsentRecord("granted", savedAt);
    const json = serialiseConsentRecord(record);
    expect(JSON.parse(json)).toEqual({ version: 1, analytics: "granted", savedAt: "2025-05-07T10:00:00.000Z" });
    expect(parseConsentRecord(json)).toEqual({ kind: "valid", consent: { analytics: "granted" } });
  });

  it("reads nothing stored as no consent", () => {
    expect(parseConsentRecord(null)).toEqual({ kind: "none" });
  });

  // Spec §3: the record is the analytics category as JSON; its other fields are not shown, so a
  // record written by another version or tool is still the visitor's saved choice.
  it.each([
    ['{"analytics":"granted"}', "granted"],
    ['{"analytics":"denied"}', "denied"],
    ['{"version":2,"analytics":"granted","savedAt":"2025-05-07T10:00:00.000Z"}', "granted"],
    ['{"version":1,"analytics":"denied","savedAt":"yesterday"}', "denied"],
    ['{"version":"1","analytics":"granted"}', "granted"],
    ['{"analytics":"denied","ad_storage":"denied","note":"x"}', "denied"],
  ])("reads %j as a saved consent (%s), whatever other fields it has or lacks", (raw, analytics) => {
    expect(parseConsentRecord(raw)).toEqual({ kind: "valid", consent: { analytics } });
  });

  it.each([
    ["not json", "not JSON"],
    ["null", "wrong shape"],
    ["[]", "wrong shape"],
    ['"granted"', "wrong shape"],
    ['{"analytics":"maybe"}', "wrong shape"],
    ['{"version":1,"savedAt":"2025-05-07T10:00:00.000Z"}', "wrong shape"],
    ['{"version":1,"analytics":"GRANTED","savedAt":"2025-05-07T10:00:00.000Z"}', "wrong shape"],
    ['{"analytics":true}', "wrong shape"],
    ['{"analytics":["granted"]}', "wrong shape"],
    ["", "not JSON"],
  ])("rejects %j (%s)", (raw, reason) => {
    const parsed = parseConsentRecord(raw);
    expect(parsed.kind).toBe("invalid");
    expect(parsed.kind === "invalid" && parsed.reason).toContain(reason);
  });

  it("reads a record with many other fields, within the length limit", () => {
    const long = JSON.stringify({ analytics: "granted", history: "x".repeat(4000) });
    expect(parseConsentRecord(long)).toEqual({ kind: "valid", consent: { analytics: "granted" } });
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

describe("isAnalyticsChoice", () => {
  it("accepts exactly granted and denied", () => {
    expect(["granted", "denied"].every(isAnalyticsChoice)).toBe(true);
    for (const value of ["GRANTED", "", null, undefined, 1, {}]) expect(isAnalyticsChoice(value)).toBe(false);
  });
});

describe("createConsentRecord", () => {
  it("stamps the record with the format version and the time of the choice", () => {
    expect(createConsentRecord("granted", savedAt)).toEqual({
      version: 1,
      analytics: "granted",
      savedAt: "2025-05-07T10:00:00.000Z",
    });
  });
});
