import type { OutboxOptions } from "./email-outbox.ts";
import { DEFAULT_MAX_BODY_BYTES } from "./email-outbox.ts";
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_MESSAGES } from "./outbox-capacity.ts";
import { DEFAULT_RATE_LIMITS } from "./rate-limit.ts";

/** The options of createOutbox that the environment can set (see {@link outboxSettingsFromEnv}). */
export type OutboxLimitOptions = Pick<
  OutboxOptions,
  "rateLimit" | "trustProxyHops" | "maxMessages" | "maxBytes" | "maxBodyBytes"
>;

/**
 * Reads the limits of the local e-mail endpoint and the no-JavaScript post from the
 * environment, for `npm start`'s server and `npm run dev`. `CONTACT_MAX_BYTES` is the largest
 * message either takes (413 above it; decision 022): EmailJS's free plan takes 50 KiB of
 * variables, its paid plans more. Each is a whole
 * number; unset or empty keeps createOutbox's default:
 *
 * | variable                      | option                    | default                     |
 * | ----------------------------- | ------------------------- | --------------------------- |
 * | `CONTACT_RATE_LIMIT`          | `rateLimit.perAddress`    | 5 messages per window       |
 * | `CONTACT_GLOBAL_LIMIT`        | `rateLimit.global`        | 100 messages per window     |
 * | `CONTACT_RATE_WINDOW_SECONDS` | `rateLimit.windowSeconds` | 600 seconds                 |
 * | `TRUST_PROXY`                 | `trustProxyHops`          | 0 (X-Forwarded-For ignored) |
 * | `OUTBOX_MAX_MESSAGES`         | `maxMessages`             | 10,000 files                |
 * | `OUTBOX_MAX_BYTES`            | `maxBytes`                | 104,857,600 bytes (100 MiB) |
 * | `CONTACT_MAX_BYTES`           | `maxBodyBytes`            | 51,200 bytes (50 KiB)       |
 *
 * @param env - the process environment
 * @returns options for createOutbox, holding only the variables that are set
 * @throws Error naming the variable if a value is not a whole number (at least 1; TRUST_PROXY at least 0)
 */
export function outboxSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): OutboxLimitOptions {
  const read = (name: string, least: number): number | undefined => {
    const text = env[name]?.trim();
    if (!text) return undefined;
    const value = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < least) {
      throw new Error(`${name} must be a whole number of at least ${least}, not "${text}"`);
    }
    return value;
  };
  const defined = <T extends object>(entries: T) =>
    Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as {
      [K in keyof T]?: Exclude<T[K], undefined>;
    };
  const rateLimit = defined({
    perAddress: read("CONTACT_RATE_LIMIT", 1),
    global: read("CONTACT_GLOBAL_LIMIT", 1),
    windowSeconds: read("CONTACT_RATE_WINDOW_SECONDS", 1),
  });
  return defined({
    rateLimit: Object.keys(rateLimit).length > 0 ? rateLimit : undefined,
    trustProxyHops: read("TRUST_PROXY", 0),
    maxMessages: read("OUTBOX_MAX_MESSAGES", 1),
    maxBytes: read("OUTBOX_MAX_BYTES", 1),
    maxBodyBytes: read("CONTACT_MAX_BYTES", 1),
  });
}

/**
 * One line saying which limits the local e-mail endpoint applies, for the
 * servers' start-up output, e.g. "Contact limits: 5 messages per address and
 * 100 in all per 600 s; a message takes at most 51,200 bytes; the outbox holds at most 10,000
 * messages or 100 MiB; X-Forwarded-For is ignored".
 *
 * @param options - what {@link outboxSettingsFromEnv} returned (defaults fill the rest)
 */
export function describeOutboxLimits(options: OutboxLimitOptions): string {
  const { perAddress, global, windowSeconds } = { ...DEFAULT_RATE_LIMITS, ...options.rateLimit };
  const n = (value: number) => value.toLocaleString("en-US");
  const hops = options.trustProxyHops ?? 0;
  const proxy =
    hops === 0
      ? "X-Forwarded-For is ignored"
      : `X-Forwarded-For is trusted for ${n(hops)} proxy ${hops === 1 ? "hop" : "hops"}`;
  const mebibytes = ((options.maxBytes ?? DEFAULT_MAX_BYTES) / 1024 / 1024).toLocaleString("en-US", {
    maximumFractionDigits: 1,
  });
  return `Contact limits: ${n(perAddress)} messages per address and ${n(global)} in all per ${n(windowSeconds)} s; a message takes at most ${n(options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)} bytes; the outbox holds at most ${n(options.maxMessages ?? DEFAULT_MAX_MESSAGES)} messages or ${mebibytes} MiB; ${proxy}`;
}
