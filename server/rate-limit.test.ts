import type { IncomingMessage } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientAddress, createSendRateLimit, DEFAULT_RATE_LIMITS, rateLimitKey } from "./rate-limit.ts";

afterEach(() => {
  vi.useRealTimers();
});

const requestFrom = (remoteAddress: string | undefined, forwardedFor?: string | string[]) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  }) as unknown as IncomingMessage;

describe("createSendRateLimit", () => {
  it("defaults to 5 per address and 100 in all per 10 minutes", () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({ perAddress: 5, global: 100, windowSeconds: 600 });
  });

  it("counts each address in a fixed window that opens with its first message", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 0 });
    const limit = createSendRateLimit({ perAddress: 2, global: 100, windowSeconds: 60 });
    expect(await limit.consume("a")).toEqual({ ok: true });
    vi.setSystemTime(20_000);
    expect(await limit.consume("a")).toEqual({ ok: true });
    expect(await limit.peek("a")).toEqual({ ok: false, limit: "address", retryAfterSeconds: 40 });
    expect(await limit.consume("a")).toEqual({ ok: false, limit: "address", retryAfterSeconds: 40 });
    expect(await limit.consume("b")).toEqual({ ok: true });
    vi.setSystemTime(59_500);
    expect(await limit.consume("a")).toEqual({ ok: false, limit: "address", retryAfterSeconds: 1 });
    vi.setSystemTime(60_000);
    expect(await limit.peek("a")).toEqual({ ok: true });
    expect(await limit.consume("a")).toEqual({ ok: true });
  });

  it("refuses everyone at the global ceiling without charging the refused address", async () => {
    const limit = createSendRateLimit({ perAddress: 1, global: 2, windowSeconds: 600 });
    expect(await limit.consume("a")).toEqual({ ok: true });
    expect(await limit.consume("b")).toEqual({ ok: true });
    expect(await limit.consume("c")).toEqual({ ok: false, limit: "global", retryAfterSeconds: 600 });
    // "c" still has its one message: it is the ceiling, not its own limit, that stops it.
    expect(await limit.peek("c")).toEqual({ ok: false, limit: "global", retryAfterSeconds: 600 });
    expect(await limit.peek("a")).toEqual({ ok: false, limit: "address", retryAfterSeconds: 600 });
  });

  it("can count against the address only, and give a count back", async () => {
    const limit = createSendRateLimit({ perAddress: 1, global: 1, windowSeconds: 600 });
    expect(await limit.consume("a", { global: false })).toEqual({ ok: true });
    expect(await limit.consume("b")).toEqual({ ok: true });
    await limit.refund("b");
    expect(await limit.consume("c")).toEqual({ ok: true });
  });

  it("refuses limits that are not positive integers", () => {
    expect(() => createSendRateLimit({ perAddress: 0, global: 1, windowSeconds: 1 })).toThrow(RangeError);
    expect(() => createSendRateLimit({ perAddress: 1, global: 1.5, windowSeconds: 1 })).toThrow(/global/);
  });
});

describe("clientAddress", () => {
  it("is the connection's address, with IPv4-mapped IPv6 written as IPv4", () => {
    expect(clientAddress(requestFrom("203.0.113.7"))).toBe("203.0.113.7");
    expect(clientAddress(requestFrom("::ffff:203.0.113.7"))).toBe("203.0.113.7");
    expect(clientAddress(requestFrom("2001:DB8::1"))).toBe("2001:db8::1");
    expect(clientAddress(requestFrom(undefined))).toBe("unknown");
  });

  it("ignores X-Forwarded-For without a trusted proxy", () => {
    expect(clientAddress(requestFrom("127.0.0.1", "203.0.113.7"))).toBe("127.0.0.1");
    expect(clientAddress(requestFrom("127.0.0.1", "203.0.113.7"), 0)).toBe("127.0.0.1");
  });

  it("with N trusted proxies, takes the Nth address from the right", () => {
    const chain = "198.51.100.1, 203.0.113.7, 10.0.0.2";
    expect(clientAddress(requestFrom("127.0.0.1", chain), 1)).toBe("10.0.0.2");
    expect(clientAddress(requestFrom("127.0.0.1", chain), 2)).toBe("203.0.113.7");
    expect(clientAddress(requestFrom("127.0.0.1", ["198.51.100.1", "203.0.113.7"]), 1)).toBe("203.0.113.7");
  });

  it("takes the leftmost address when there are fewer than N, and the connection's without the header", () => {
    expect(clientAddress(requestFrom("127.0.0.1", "203.0.113.7"), 3)).toBe("203.0.113.7");
    expect(clientAddress(requestFrom("127.0.0.1"), 1)).toBe("127.0.0.1");
    expect(clientAddress(requestFrom("127.0.0.1", " , "), 1)).toBe("127.0.0.1");
  });

  it("drops ports and brackets, and falls back to the connection's address for an entry that is no address", () => {
    expect(clientAddress(requestFrom("127.0.0.1", "203.0.113.7:51234"), 1)).toBe("203.0.113.7");
    expect(clientAddress(requestFrom("127.0.0.1", "[2001:db8::7]:443"), 1)).toBe("2001:db8::7");
    expect(clientAddress(requestFrom("127.0.0.1", "unknown"), 1)).toBe("127.0.0.1");
    expect(clientAddress(requestFrom("127.0.0.1", "_hidden"), 1)).toBe("127.0.0.1");
  });
});

describe("rateLimitKey", () => {
  it("keeps IPv4 addresses and counts IPv6 addresses by their /64 network", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("2001:db8:0:1::7")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("2001:db8:0:1:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
    expect(rateLimitKey("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
    expect(rateLimitKey("unknown")).toBe("unknown");
  });
});
