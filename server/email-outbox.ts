import type { IncomingMessage, ServerResponse } from "node:http";
import { CONTACT_FIELDS, type ContactField, validateContactMessage } from "../src/logic/validation.ts";
import { isHoneypotFilled } from "../src/logic/honeypot.ts";
import { en } from "../src/i18n/en.ts";
import { DEFAULT_MAX_BYTES, DEFAULT_MAX_MESSAGES } from "./outbox-capacity.ts";
import { createOutboxStore } from "./outbox-store.ts";
import { readBody } from "./request-body.ts";
import { JSON_SEND, type ReceivedParams, type SendFormat, templateParamsBytes } from "./send-format.ts";
import { plural } from "./plural.ts";
import {
  clientAddress,
  createSendRateLimit,
  DEFAULT_RATE_LIMITS,
  type RateDecision,
  type RateLimitOptions,
  rateLimitKey,
} from "./rate-limit.ts";

/**
 * Largest accepted send, in bytes, by default: 51,200 (50 KiB), what EmailJS's free plan accepts
 * of a send's variables. No field has a length limit (spec §5; decision 022): this bound protects
 * the endpoint at the transport, as the provider protects its own, and a studio on a paid plan
 * (which allows more) raises it with `CONTACT_MAX_BYTES` (outbox-settings.ts). The JSON send's
 * body is held to it as it arrives; the form posted without JavaScript is measured by its
 * template params as JSON ({@link templateParamsBytes}), since URL-encoding can triple its body.
 */
export const DEFAULT_MAX_BODY_BYTES = 50 * 1024;

/** The settings of {@link createOutbox}; only `dir` is required, every limit has a default. */
export type OutboxOptions = {
  /** Folder the messages are written to; created if missing, at creation and before every message. */
  dir: string;
  /** Largest send in bytes (default {@link DEFAULT_MAX_BODY_BYTES}, 50 KiB; `CONTACT_MAX_BYTES`). */
  maxBodyBytes?: number;
  /** Messages per client address, in all, and the window in seconds (defaults {@link DEFAULT_RATE_LIMITS}: 5, 100, 600). */
  rateLimit?: Partial<RateLimitOptions>;
  /** How many proxies in front of the server to trust with `X-Forwarded-For` (default 0: none; see {@link clientAddress}). */
  trustProxyHops?: number;
  /** Most message files in the outbox (default {@link DEFAULT_MAX_MESSAGES}: 10,000). */
  maxMessages?: number;
  /** Most bytes of message files in the outbox (default {@link DEFAULT_MAX_BYTES}: 100 MiB). */
  maxBytes?: number;
  /** Where the one line per message, per honeypot drop and per recreated folder goes (default console.log). */
  log?: (line: string) => void;
  /** Where failures and the outbox's FULL lines go (default console.error). */
  logError?: (line: string, error?: unknown) => void;
};

/**
 * How the outbox answered one send, before it is written as a response: the
 * provider-style status and text (see {@link createOutbox}), plus what a
 * page needs to tell the visitor about it.
 */
export type OutboxAnswer = {
  /** 200 when the message was stored or dropped by the honeypot; otherwise the refusal's status. */
  status: number;
  /** The provider-style text answer: "OK", or a sentence naming the problem. */
  text: string;
  /** Extra response headers (`Retry-After`, `Allow`, `Connection`). */
  headers?: Record<string, string>;
  /** True when answered before the body was read: the rest of the request body is to be discarded. */
  drain?: boolean;
  /** What the visitor wrote, once the body could be read and parsed (never for a honeypot drop). */
  params?: ReceivedParams;
  /** The fields that failed spec §5's checks (400), in field order. */
  fields?: ContactField[];
  /** Seconds until the rate limit lets the client send again (429). */
  retryAfterSeconds?: number;
};

/** The outbox behind both ways in: the SDK's JSON send and the form posted without JavaScript. */
export type Outbox = {
  /** The listener of `POST /api/v1.0/email/send`, answering as {@link createOutbox} describes. */
  handleEmailSend: (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * Takes one send in `format` through the same checks, limits and storage as the JSON send.
   * @returns the answer to write, or undefined when the client went away mid-body. Rejects only on
   *   an unexpected failure (the caller answers 500).
   */
  receive: (req: IncomingMessage, format: SendFormat) => Promise<OutboxAnswer | undefined>;
};

/**
 * Creates the local stand-in for the e-mail provider (spec §7), used when the build has no EmailJS
 * keys: its folder, rate limit and capacity, shared by every way a message comes in (the SDK's JSON
 * send and the form posted without JavaScript, send-format.ts), so a visitor cannot pass the limit
 * by switching between them. Its listener answers `POST /api/v1.0/email/send` like the provider,
 * with a text body:
 * - 200 "OK": the message was written to `{dir}/{time}-{id}.json` (to a
 *   hidden temp file first, then renamed, so the outbox never holds half a
 *   message; outbox-store.ts) and one line was logged. If the folder was removed or moved
 *   meanwhile, it is created again first;
 * - 200 "OK" too, but nothing written and one line logged, when the honeypot
 *   `template_params.website` (src/logic/honeypot.ts) holds
 *   anything but whitespace: the bot learns nothing;
 * - 400 with a sentence naming the field: invalid JSON, a missing or empty
 *   lib_version/user_id/service_id/template_id, or template params that fail
 *   the form's own checks (spec §5);
 * - 413 for a body over `maxBodyBytes` (no field has a length limit of its
 *   own, decision 022), with a sentence giving the limit;
 * - 429 "Too Many Requests" with `Retry-After` (seconds) once the client's
 *   address or everyone together reached the rate limit. Counted
 *   are the messages stored and, against the address limit only, the
 *   honeypot drops; a refused request (400, 413, 415, 429, 507) counts nothing,
 *   and a 500 gives its count back. A client already over its limit is
 *   refused before its body is read;
 * - 507 "Insufficient Storage" when the outbox holds `maxMessages` messages or
 *   `maxBytes` bytes (logged as described in outbox-capacity.ts);
 * - 405 for another method, 415 for a content type other than
 *   application/json, 500 if writing fails (no temporary file is left).
 * The listener never throws; a bad request never stops the server.
 *
 * @param options - the folder and the limits (see {@link OutboxOptions})
 * @returns the JSON send's listener, for that one path (the caller routes to it), and
 *   {@link Outbox.receive} for other formats
 * @throws Error at creation if `dir` cannot be created or read, RangeError if a limit is not a positive integer
 */
export function createOutbox({
  dir,
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  rateLimit = {},
  trustProxyHops = 0,
  maxMessages = DEFAULT_MAX_MESSAGES,
  maxBytes = DEFAULT_MAX_BYTES,
  log = (line) => console.log(line),
  logError = (line, error) => (error === undefined ? console.error(line) : console.error(line, error)),
}: OutboxOptions): Outbox {
  const store = createOutboxStore({ dir, maxMessages, maxBytes, log, logError });
  if (!Number.isSafeInteger(maxBodyBytes) || maxBodyBytes < 1) {
    throw new RangeError(`maxBodyBytes must be a positive integer, got ${maxBodyBytes}`);
  }
  const limiter = createSendRateLimit({ ...DEFAULT_RATE_LIMITS, ...rateLimit });

  function handleEmailSend(req: IncomingMessage, res: ServerResponse): void {
    receive(req, JSON_SEND).then(
      (answer) => {
        if (!answer) return; // the client went away mid-body: nobody to answer
        reply(res, answer.status, answer.text, answer.headers);
        if (answer.drain) req.resume();
      },
      (error: unknown) => {
        logError("[outbox] unexpected failure:", error);
        if (res.headersSent) res.destroy();
        else reply(res, 500, "Internal Server Error");
      },
    );
  }

  async function receive(req: IncomingMessage, format: SendFormat): Promise<OutboxAnswer | undefined> {
    const refuse = (status: number, text: string, headers: Record<string, string> = {}): OutboxAnswer => ({
      status,
      text,
      headers: { Connection: "close", ...headers },
      drain: true,
    });
    if (req.method !== "POST") return refuse(405, "Method Not Allowed: send a POST request", { Allow: "POST" });
    const contentType = req.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
    if (contentType !== format.contentType) {
      return refuse(415, `Unsupported Media Type: the body must be ${format.contentType}`);
    }
    const bodyLimit = maxBodyBytes * (format.bodyBytesPerParamByte ?? 1);
    if (Number(req.headers["content-length"] ?? 0) > bodyLimit) return refuse(413, tooLarge(maxBodyBytes));
    const address = clientAddress(req, trustProxyHops);
    const key = rateLimitKey(address);
    const early = await limiter.peek(key);
    if (!early.ok && !format.readWhenLimited) {
      // Answered before the body is read. A declared body (within bodyLimit, checked above) is discarded and the
      // connection stays usable; a chunked one could go on without end, so its connection is closed.
      const answer = tooMany(early, req.headers["content-length"] === undefined ? { Connection: "close" } : {});
      return { ...answer, drain: true };
    }

    const raw = await readBody(req, bodyLimit);
    if (raw === "aborted") return undefined;
    if (raw === "too-large") return refuse(413, tooLarge(maxBodyBytes));

    const parsed = format.parse(raw);
    if (!parsed.ok) return { status: early.ok ? 400 : 429, text: parsed.text };
    const { params, honeypot, record } = parsed;
    if (format.bodyBytesPerParamByte !== undefined && templateParamsBytes(params) > maxBodyBytes) {
      // Nothing is cut: the words go back to the visitor with the refusal (spec §8).
      return { status: 413, text: tooLarge(maxBodyBytes), params };
    }
    // Read only so the page can hand the words back: nothing more is counted or stored.
    if (!early.ok) return { ...tooMany(early), params };

    if (honeypot !== undefined && isHoneypotFilled(honeypot)) {
      const decision = await limiter.consume(key, { global: false });
      if (!decision.ok) return tooMany(decision);
      log(`[outbox] dropped a message with the honeypot filled from ${address}`);
      return { status: 200, text: "OK" };
    }
    const checked = validateContactMessage(params);
    if (!checked.ok) {
      const fields = CONTACT_FIELDS.filter((name) => checked.errors[name]);
      const field = fields[0] ?? "message";
      return {
        status: 400,
        text: `Bad Request: the template_params.${field} parameter is invalid (${en[`${field}_error`]})`,
        params,
        fields,
      };
    }

    const decision = await limiter.consume(key);
    if (!decision.ok) return { ...tooMany(decision), params };
    const receivedAt = new Date();
    const stored = await store.save(
      { receivedAt: receivedAt.toISOString(), ...record, template_params: checked.message },
      receivedAt,
    );
    if (!stored.ok) {
      await limiter.refund(key);
      if (stored.reason === "full") {
        return {
          status: 507,
          text: "Insufficient Storage: the outbox is full, so the message was not stored; please write to the studio directly",
          params,
        };
      }
      return { status: 500, text: "Internal Server Error: the message could not be stored", params };
    }
    const { from_name, reply_to } = checked.message;
    // JSON.stringify escapes line breaks, so a name can never start a second log line.
    log(
      `[outbox] message from ${JSON.stringify(from_name)} <${JSON.stringify(reply_to).slice(1, -1)}> saved as ${stored.file}`,
    );
    return { status: 200, text: "OK" };
  }

  /**
   * The 429 "Too Many Requests" answer, with `Retry-After` in seconds and a
   * sentence naming the limit reached.
   */
  function tooMany(decision: Extract<RateDecision, { ok: false }>, headers = {}): OutboxAnswer {
    const { perAddress, global, windowSeconds } = limiter.options;
    const window = windowSeconds % 60 === 0 ? plural(windowSeconds / 60, "minute") : plural(windowSeconds, "second");
    const limit =
      decision.limit === "address"
        ? `at most ${plural(perAddress, "message")} per ${window} are accepted from one address`
        : `at most ${plural(global, "message")} per ${window} are accepted from all visitors together`;
    return {
      status: 429,
      text: `Too Many Requests: ${limit}; try again in ${plural(decision.retryAfterSeconds, "second")}`,
      headers: { "Retry-After": String(decision.retryAfterSeconds), ...headers },
      retryAfterSeconds: decision.retryAfterSeconds,
    };
  }

  return { handleEmailSend, receive };
}

/** "1 message", "5 messages", "10 minutes": a count in words, with the thousands separated. */

const tooLarge = (limit: number) =>
  `Payload Too Large: the message must be at most ${limit.toLocaleString("en-US")} bytes`;

function reply(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(text);
}
