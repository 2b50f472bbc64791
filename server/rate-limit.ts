import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/**
 * How many messages the local e-mail endpoint accepts: per client
 * address, and from everyone together, within one window.
 */
export type RateLimitOptions = {
  /** Messages accepted from one client address per window (default 5). */
  perAddress: number;
  /** Messages accepted from all addresses together per window (default 100). */
  global: number;
  /** The window, in seconds (default 600, i.e. 10 minutes). */
  windowSeconds: number;
};

/** The defaults: 5 messages per address and 100 in all per 10 minutes. */
export const DEFAULT_RATE_LIMITS: Readonly<RateLimitOptions> = { perAddress: 5, global: 100, windowSeconds: 600 };

/**
 * What a {@link SendRateLimit} decides. A refusal says which limit was reached
 * and how long until it lets a message through again, in whole seconds (at
 * least 1), for the `Retry-After` header.
 */
export type RateDecision = { ok: true } | { ok: false; limit: "address" | "global"; retryAfterSeconds: number };

/** The rate limit of the local e-mail endpoint; see {@link createSendRateLimit}. */
export type SendRateLimit = {
  /** The limits it applies. */
  readonly options: Readonly<RateLimitOptions>;
  /**
   * Whether a message from `key` would be refused now, without counting it:
   * lets the endpoint refuse a flood before reading its bodies. Never rejects.
   */
  peek(key: string): Promise<RateDecision>;
  /**
   * Counts one message from `key` against its address limit and, unless
   * `global` is false, against the global ceiling. A message the global
   * ceiling refuses gives its address point back, so only messages that get
   * through are counted. Never rejects.
   */
  consume(key: string, counts?: { global: boolean }): Promise<RateDecision>;
  /** Gives back what {@link SendRateLimit.consume} counted, for a message that could not be stored after all. */
  refund(key: string, counts?: { global: boolean }): Promise<void>;
};

/**
 * The per-address limit and the global ceiling, two in-memory
 * fixed windows of `rate-limiter-flexible`: an address's window opens with
 * its first counted message and lasts `windowSeconds`; within it at most
 * `perAddress` messages are counted, and at most `global` from all
 * addresses together. The counts live in this process and start over when
 * the server restarts.
 *
 * @param options - the limits, each a positive integer (see {@link DEFAULT_RATE_LIMITS})
 * @returns the limiter
 * @throws RangeError if a limit is not a positive integer
 */
export function createSendRateLimit(options: RateLimitOptions): SendRateLimit {
  for (const [name, value] of Object.entries(options)) {
    if (!Number.isSafeInteger(value) || value < 1)
      throw new RangeError(`${name} must be a positive integer, not ${value}`);
  }
  const byAddress = new RateLimiterMemory({
    keyPrefix: "contact-address",
    points: options.perAddress,
    duration: options.windowSeconds,
  });
  const overall = new RateLimiterMemory({
    keyPrefix: "contact-all",
    points: options.global,
    duration: options.windowSeconds,
  });
  const ALL = "all";

  return {
    options: { ...options },
    async peek(key) {
      const [own, all] = await Promise.all([byAddress.get(key), overall.get(ALL)]);
      if (spent(own, options.perAddress)) return refused("address", own);
      if (spent(all, options.global)) return refused("global", all);
      return { ok: true };
    },
    async consume(key, { global } = { global: true }) {
      try {
        await byAddress.consume(key);
      } catch (result) {
        return refused("address", result);
      }
      if (!global) return { ok: true };
      try {
        await overall.consume(ALL);
      } catch (result) {
        await byAddress.reward(key);
        return refused("global", result);
      }
      return { ok: true };
    },
    async refund(key, { global } = { global: true }) {
      await byAddress.reward(key);
      if (global) await overall.reward(ALL);
    },
  };
}

/** Whether a window still running has counted all its points. */
function spent(result: RateLimiterRes | null, points: number): result is RateLimiterRes {
  return result !== null && result.msBeforeNext > 0 && result.consumedPoints >= points;
}

function refused(limit: "address" | "global", result: unknown): RateDecision {
  // The limiter rejects with its result when the points are spent, and with an Error only for a store failure,
  // which an in-memory store does not have.
  if (!(result instanceof RateLimiterRes)) throw result;
  return { ok: false, limit, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
}

/**
 * The address a request comes from, for the rate limit and the log.
 *
 * Without a trusted proxy (`trustProxyHops` 0, the default) it is the
 * connection's own address and `X-Forwarded-For` is ignored: anyone can
 * write that header. With `trustProxyHops` N, N proxies the operator runs
 * stand in front of the server and each appends the address it was connected
 * from to `X-Forwarded-For`; the client is then the Nth address from the right
 * (N = 1: the rightmost, the one the single proxy added), and everything left
 * of it, which the client could have written itself, is ignored. When the
 * header holds fewer than N addresses, its leftmost one is used; when the
 * chosen entry is not an IP address, the connection's address is.
 *
 * IPv4-mapped IPv6 addresses (`::ffff:1.2.3.4`) are returned as IPv4, and an
 * `address:port` or `[address]:port` entry without its port.
 *
 * @param req - the incoming request
 * @param trustProxyHops - how many proxies in front of the server to trust (a non-negative integer)
 * @returns the client's address, or "unknown" if the socket has none (it closed)
 */
export function clientAddress(req: IncomingMessage, trustProxyHops = 0): string {
  const own = plainAddress(req.socket.remoteAddress ?? "") ?? "unknown";
  if (trustProxyHops < 1) return own;
  const header = req.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return own;
  const entry = forwarded[Math.max(0, forwarded.length - trustProxyHops)] ?? "";
  return plainAddress(entry) ?? own;
}

/**
 * The key a client address is counted under: an IPv4 address as it is, an
 * IPv6 address by its /64 network (one household or server usually holds a
 * whole /64, so counting single IPv6 addresses would let one client rotate
 * through billions of them).
 *
 * @param address - an address from {@link clientAddress}
 * @returns e.g. "203.0.113.7" or "2001:db8:0:1::/64"; anything that is not an IP address, unchanged
 */
export function rateLimitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${expandIPv6(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** An address without port, brackets, zone or IPv4-mapping prefix; undefined if it is no IP address. */
function plainAddress(value: string): string | undefined {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  address = address.split("%")[0] ?? "";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  return isIP(address) ? address.toLowerCase() : undefined;
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part becomes two groups). */
function expandIPv6(address: string): number[] {
  const groups = (part: string) => (part === "" ? [] : part.split(":").flatMap(group16));
  const [head = "", tail] = address.split("::");
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** One hexadecimal group, or the two groups of a dotted IPv4 part. */
function group16(group: string): number[] {
  if (!group.includes(".")) return [Number.parseInt(group, 16)];
  const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
  return [(a << 8) | b, (c << 8) | d];
}
