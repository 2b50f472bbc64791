import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { mkdir, rename, unlink, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { z } from "zod";
import { CONTACT_FIELDS, CONTACT_LIMITS, validateContactMessage } from "../src/features/contact/validation.ts";
import { HONEYPOT_FIELD, isHoneypotFilled } from "../src/features/contact/honeypot.ts";
import { en } from "../src/i18n/en.ts";
import { createOutboxCapacity, DEFAULT_MAX_BYTES, DEFAULT_MAX_MESSAGES } from "./outbox-capacity.ts";
import {
  clientAddress,
  createSendRateLimit,
  DEFAULT_RATE_LIMITS,
  type RateDecision,
  type RateLimitOptions,
  rateLimitKey,
} from "./rate-limit.ts";

/** The provider's send path (spec §7), answered locally when no EmailJS keys are configured. */
export const EMAIL_SEND_PATH = "/api/v1.0/email/send";

/**
 * Largest accepted body, in bytes: 64 KiB. The longest message the form can
 * send is 5,354 characters of template params ({@link CONTACT_LIMITS}); JSON
 * writes each in at most 6 bytes (`\u001f` for a control character; a
 * character outside ASCII is 2-3 bytes of UTF-8, an emoji 4 bytes for 2
 * characters), 32,124 bytes, plus well under 1 KB of ids, keys and the
 * honeypot. 64 KiB leaves room for that and refuses anything far larger before
 * it is parsed (issue 14).
 */
export const MAX_BODY_BYTES = 64 * 1024;

/** The JSON body the e-mail SDK posts (spec §7); the template params' values are then checked like the form does (spec §5). */
const SendRequestSchema = z.object({
  lib_version: z.string().min(1),
  user_id: z.string().min(1),
  service_id: z.string().min(1),
  template_id: z.string().min(1),
  template_params: z.object({
    from_name: z.string(),
    reply_to: z.string(),
    message: z.string(),
    [HONEYPOT_FIELD]: z.string().optional(),
  }),
});

/** The settings of {@link createEmailOutbox}; only `dir` is required, every limit has issue 14's default. */
export type OutboxOptions = {
  /** Folder the messages are written to; created if missing, at creation and before every message. */
  dir: string;
  /** Body size limit in bytes (default {@link MAX_BODY_BYTES}). */
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
 * The local stand-in for the e-mail provider (spec §7), used when the build has
 * no EmailJS keys: answers `POST /api/v1.0/email/send` like the provider, with
 * a text body:
 * - 200 "OK": the message was written to `{dir}/{time}-{id}.json` (to a
 *   hidden temp file first, then renamed, so the outbox never holds half a
 *   message) and one line was logged. If the folder was removed or moved
 *   meanwhile, it is created again first (issue 14);
 * - 200 "OK" too, but nothing written and one line logged, when the honeypot
 *   `template_params.website` (src/features/contact/honeypot.ts) holds
 *   anything but whitespace: the bot learns nothing (issue 14);
 * - 400 with a sentence naming the field: invalid JSON, a missing or empty
 *   lib_version/user_id/service_id/template_id, or template params that fail
 *   the form's own checks (spec §5);
 * - 413 for a body over `maxBodyBytes`, or a template param longer than
 *   {@link CONTACT_LIMITS} (counted in UTF-16 code units, as the form counts,
 *   before trimming), with a sentence naming the param (issue 14);
 * - 429 "Too Many Requests" with `Retry-After` (seconds) once the client's
 *   address or everyone together reached the rate limit (issue 14). Counted
 *   are the messages stored and, against the address limit only, the
 *   honeypot drops; a refused request (400, 413, 415, 429, 507) counts nothing,
 *   and a 500 gives its count back. A client already over its limit is
 *   refused before its body is read;
 * - 507 "Insufficient Storage" when the outbox holds `maxMessages` messages or
 *   `maxBytes` bytes (issue 14; logged as described in outbox-capacity.ts);
 * - 405 for another method, 415 for a content type other than
 *   application/json, 500 if writing fails (no temporary file is left).
 * Never throws; a bad request never stops the server.
 *
 * @param options - the folder and the limits (see {@link OutboxOptions})
 * @returns a request listener for that one path (the caller routes to it)
 * @throws Error at creation if `dir` cannot be created or read, RangeError if a limit is not a positive integer
 */
export function createEmailOutbox({
  dir,
  maxBodyBytes = MAX_BODY_BYTES,
  rateLimit = {},
  trustProxyHops = 0,
  maxMessages = DEFAULT_MAX_MESSAGES,
  maxBytes = DEFAULT_MAX_BYTES,
  log = (line) => console.log(line),
  logError = (line, error) => (error === undefined ? console.error(line) : console.error(line, error)),
}: OutboxOptions) {
  mkdirSync(dir, { recursive: true });
  const limiter = createSendRateLimit({ ...DEFAULT_RATE_LIMITS, ...rateLimit });
  const capacity = createOutboxCapacity(dir, { maxMessages, maxBytes, log, logError });

  return function handleEmailSend(req: IncomingMessage, res: ServerResponse): void {
    handle(req, res).catch((error: unknown) => {
      logError("[outbox] unexpected failure:", error);
      if (res.headersSent) res.destroy();
      else reply(res, 500, "Internal Server Error");
    });
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== "POST")
      return reject(req, res, 405, "Method Not Allowed: send a POST request", { Allow: "POST" });
    const contentType = req.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
    if (contentType !== "application/json") {
      return reject(req, res, 415, "Unsupported Media Type: the body must be application/json");
    }
    if (Number(req.headers["content-length"] ?? 0) > maxBodyBytes) return reject(req, res, 413, tooLarge(maxBodyBytes));
    const address = clientAddress(req, trustProxyHops);
    const key = rateLimitKey(address);
    const early = await limiter.peek(key);
    if (!early.ok) {
      // Answered before the body is read. A declared body (within maxBodyBytes, checked above) is discarded and the
      // connection stays usable; a chunked one could go on without end, so its connection is closed.
      tooMany(res, early, req.headers["content-length"] === undefined ? { Connection: "close" } : {});
      return void req.resume();
    }

    const raw = await readBody(req, maxBodyBytes);
    if (raw === "aborted") return; // the client went away mid-body: nobody to answer
    if (raw === "too-large") return reject(req, res, 413, tooLarge(maxBodyBytes));

    let body: unknown;
    try {
      body = JSON.parse(raw.toString("utf8"));
    } catch {
      return reply(res, 400, "Bad Request: the body is not valid JSON");
    }
    const parsed = SendRequestSchema.safeParse(body);
    if (!parsed.success) return reply(res, 400, `Bad Request: ${describe(parsed.error.issues[0], body)}`);
    const { [HONEYPOT_FIELD]: honeypot, ...params } = parsed.data.template_params;

    if (honeypot !== undefined && isHoneypotFilled(honeypot)) {
      const decision = await limiter.consume(key, { global: false });
      if (!decision.ok) return tooMany(res, decision);
      log(`[outbox] dropped a message with the honeypot filled from ${address}`);
      return reply(res, 200, "OK");
    }
    const tooLong = CONTACT_FIELDS.find((name) => params[name].length > CONTACT_LIMITS[name]);
    if (tooLong) {
      const count = (n: number) => n.toLocaleString("en-US");
      return reply(
        res,
        413,
        `Payload Too Large: template_params.${tooLong} is ${count(params[tooLong].length)} characters; at most ${count(CONTACT_LIMITS[tooLong])} are accepted`,
      );
    }
    const checked = validateContactMessage(params);
    if (!checked.ok) {
      const field = CONTACT_FIELDS.find((name) => checked.errors[name]) ?? "message";
      return reply(
        res,
        400,
        `Bad Request: the template_params.${field} parameter is invalid (${en[`${field}_error`]})`,
      );
    }

    const decision = await limiter.consume(key);
    if (!decision.ok) return tooMany(res, decision);
    const receivedAt = new Date();
    const stored = { receivedAt: receivedAt.toISOString(), ...parsed.data, template_params: checked.message };
    const content = `${JSON.stringify(stored, null, 2)}\n`;
    const reservation = await capacity.reserve(Buffer.byteLength(content));
    if (!reservation) {
      await limiter.refund(key);
      return reply(
        res,
        507,
        "Insufficient Storage: the outbox is full, so the message was not stored; please write to the studio directly",
      );
    }
    const name = `${receivedAt.toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.json`;
    try {
      await store(name, content);
      reservation.commit();
    } catch (error) {
      reservation.release();
      await limiter.refund(key);
      logError(`[outbox] could not write ${name}:`, error);
      return reply(res, 500, "Internal Server Error: the message could not be stored");
    }
    const { from_name, reply_to } = checked.message;
    // JSON.stringify escapes line breaks, so a name can never start a second log line.
    log(
      `[outbox] message from ${JSON.stringify(from_name)} <${JSON.stringify(reply_to).slice(1, -1)}> saved as ${join(dir, name)}`,
    );
    reply(res, 200, "OK");
  }

  /**
   * Answers 429 "Too Many Requests" with `Retry-After` in seconds and a
   * sentence naming the limit reached (issue 14).
   */
  function tooMany(res: ServerResponse, decision: Extract<RateDecision, { ok: false }>, headers = {}): void {
    const { perAddress, global, windowSeconds } = limiter.options;
    const window = windowSeconds % 60 === 0 ? plural(windowSeconds / 60, "minute") : plural(windowSeconds, "second");
    const limit =
      decision.limit === "address"
        ? `at most ${plural(perAddress, "message")} per ${window} are accepted from one address`
        : `at most ${plural(global, "message")} per ${window} are accepted from all visitors together`;
    reply(res, 429, `Too Many Requests: ${limit}; try again in ${plural(decision.retryAfterSeconds, "second")}`, {
      "Retry-After": String(decision.retryAfterSeconds),
      ...headers,
    });
  }

  /**
   * Writes one message file: creates the folder if it is missing (it may have
   * been removed or moved since the last message, and is then counted again),
   * writes a hidden temp file and renames it. The temp file is removed if
   * anything fails; a folder that vanishes between those steps is created once
   * more.
   */
  async function store(name: string, content: string): Promise<void> {
    const temp = join(dir, `.${name}.tmp`);
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (await mkdir(dir, { recursive: true })) {
          log(`[outbox] the outbox folder was missing (removed or moved?), so it was created again: ${dir}`);
          await capacity.recount();
        }
        await writeFile(temp, content, { flag: "wx" });
        await rename(temp, join(dir, name));
        return;
      } catch (error) {
        await unlink(temp).catch(() => {});
        if (attempt >= 2 || (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }
}

/**
 * Whether EmailJS keys are configured for the build, read the way Vite reads
 * them: `VITE_EMAILJS_PUBLIC_KEY` from the environment, else from `.env`,
 * `.env.local`, `.env.production`, `.env.production.local` in `rootDir` (later
 * files win). The server then leaves the local endpoint off.
 *
 * @param rootDir - the project root (where the .env files live)
 * @param env - the process environment
 */
export function emailKeysConfigured(rootDir: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const fromFiles: Record<string, string | undefined> = {};
  for (const file of [".env", ".env.local", ".env.production", ".env.production.local"]) {
    const path = join(rootDir, file);
    if (existsSync(path)) Object.assign(fromFiles, parseEnv(readFileSync(path, "utf8")));
  }
  return Boolean((env.VITE_EMAILJS_PUBLIC_KEY ?? fromFiles.VITE_EMAILJS_PUBLIC_KEY)?.trim());
}

/** Collects the body, stopping (but still draining) once it passes `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | "too-large" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) resolve("too-large");
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", () => resolve("aborted"));
    req.on("close", () => resolve("aborted")); // after "end", this resolves nothing
  });
}

/** "1 message", "5 messages", "10 minutes": a count in words, with the thousands separated. */
const plural = (n: number, unit: string) => `${n.toLocaleString("en-US")} ${unit}${n === 1 ? "" : "s"}`;

const tooLarge = (limit: number) => `Payload Too Large: the body must be at most ${limit} bytes`;

function describe(issue: z.core.$ZodIssue | undefined, body: unknown): string {
  if (!issue || issue.path.length === 0) return "the body must be a JSON object";
  const path = issue.path.join(".");
  let value: unknown = body;
  for (const key of issue.path)
    value = value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value === undefined
    ? `the ${path} parameter is required`
    : `the ${path} parameter is invalid (${issue.message})`;
}

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

/** Answers before the body is read: close the connection afterwards and discard what is still arriving. */
function reject(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  reply(res, status, text, { Connection: "close", ...headers });
  req.resume();
}
