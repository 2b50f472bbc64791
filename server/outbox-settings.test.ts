import { describe, expect, it } from "vitest";
import { describeOutboxLimits, outboxSettingsFromEnv } from "./outbox-settings.ts";

describe("outboxSettingsFromEnv", () => {
  it("sets nothing when no variable is set, so the defaults apply", () => {
    expect(outboxSettingsFromEnv({})).toEqual({});
    expect(outboxSettingsFromEnv({ CONTACT_RATE_LIMIT: " ", TRUST_PROXY: "" })).toEqual({});
  });

  it("reads every variable as a whole number", () => {
    expect(
      outboxSettingsFromEnv({
        CONTACT_RATE_LIMIT: "3",
        CONTACT_GLOBAL_LIMIT: "50",
        CONTACT_RATE_WINDOW_SECONDS: "3600",
        TRUST_PROXY: "1",
        OUTBOX_MAX_MESSAGES: "500",
        OUTBOX_MAX_BYTES: "1048576",
        CONTACT_MAX_BYTES: "204800",
      }),
    ).toEqual({
      rateLimit: { perAddress: 3, global: 50, windowSeconds: 3600 },
      trustProxyHops: 1,
      maxMessages: 500,
      maxBytes: 1048576,
      maxBodyBytes: 204800,
    });
    expect(outboxSettingsFromEnv({ CONTACT_RATE_LIMIT: "10", TRUST_PROXY: "0" })).toEqual({
      rateLimit: { perAddress: 10 },
      trustProxyHops: 0,
    });
  });

  it.each([
    ["CONTACT_RATE_LIMIT", "0"],
    ["CONTACT_RATE_LIMIT", "five"],
    ["CONTACT_RATE_WINDOW_SECONDS", "1.5"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "-1"],
    ["OUTBOX_MAX_BYTES", "100MB"],
    ["CONTACT_MAX_BYTES", "50kB"],
    ["CONTACT_MAX_BYTES", "0"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(() => outboxSettingsFromEnv({ [name]: value })).toThrow(new RegExp(`^${name} must be a whole number`));
  });
});

describe("describeOutboxLimits", () => {
  it("says which limits apply, defaults included", () => {
    expect(describeOutboxLimits({})).toBe(
      "Contact limits: 5 messages per address and 100 in all per 600 s; a message takes at most 51,200 bytes; the outbox holds at most 10,000 messages or 100 MiB; X-Forwarded-For is ignored",
    );
    expect(
      describeOutboxLimits({
        rateLimit: { perAddress: 2 },
        trustProxyHops: 1,
        maxBytes: 1024 * 1024,
        maxBodyBytes: 204_800,
      }),
    ).toBe(
      "Contact limits: 2 messages per address and 100 in all per 600 s; a message takes at most 204,800 bytes; the outbox holds at most 10,000 messages or 1 MiB; X-Forwarded-For is trusted for 1 proxy hop",
    );
  });
});
