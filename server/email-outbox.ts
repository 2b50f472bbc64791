import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { rename, unlink, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { z } from "zod";
import { CONTACT_FIELDS, validateContactMessage } from "../app/features/contact/validation.ts";
import { en } from "../app/i18n/en.ts";

/** The provider's send path (spec §7), answered locally when no EmailJS keys are configured. */
export const EMAIL_SEND_PATH = "/api/v1.0/email/send";

/** Largest accepted body, in bytes: 1 MiB (a 10,000-character message of emoji is about 40 KB). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The JSON body the e-mail SDK posts (spec §7); the template params' values are then checked like the form does (spec §5). */
const SendRequestSchema = z.object({
  lib_version: z.string().min(1),
  user_id: z.string().min(1),
  service_id: z.string().min(1),
  template_id: z.string().min(1),
  template_params: z.object({ from_name: z.string(), reply_to: z.string(), message: z.string() }),
});

type OutboxOptions = {
  /** Folder the messages are written to; created if missing. */
  dir: string;
  /** Body size limit in bytes (default {@link MAX_BODY_BYTES}). */
  maxBodyBytes?: number;
  /** Where the one line per message goes (default console.log). */
  log?: (line: string) => void;
};

/**
 * The local stand-in for the e-mail provider (spec §7), used when the build has
 * no EmailJS keys: answers `POST /api/v1.0/email/send` like the provider, with
 * a text body:
 * - 200 "OK": the message was written to `{dir}/{time}-{id}.json` (to a
 *   hidden temp file first, then renamed, so the outbox never holds half a
 *   message) and one line was logged;
 * - 400 with a sentence naming the field: invalid JSON, a missing or empty
 *   lib_version/user_id/service_id/template_id, or template params that fail
 *   the form's own checks (spec §5);
 * - 405 for another method, 415 for a content type other than
 *   application/json, 413 for a body over `maxBodyBytes`, 500 if writing fails.
 * Never throws; a bad request never stops the server.
 *
 * @returns a request listener for that one path (the caller routes to it)
 * @throws Error at creation if `dir` cannot be created
 */
export function createEmailOutbox({ dir, maxBodyBytes = MAX_BODY_BYTES, log = console.log }: OutboxOptions) {
  mkdirSync(dir, { recursive: true });

  return function handleEmailSend(req: IncomingMessage, res: ServerResponse): void {
    handle(req, res).catch((error: unknown) => {
      console.error("[outbox] unexpected failure:", error);
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
    const checked = validateContactMessage(parsed.data.template_params);
    if (!checked.ok) {
      const field = CONTACT_FIELDS.find((name) => checked.errors[name]) ?? "message";
      return reply(
        res,
        400,
        `Bad Request: the template_params.${field} parameter is invalid (${en[`${field}_error`]})`,
      );
    }

    const receivedAt = new Date();
    const stored = { receivedAt: receivedAt.toISOString(), ...parsed.data, template_params: checked.message };
    const name = `${receivedAt.toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.json`;
    const temp = join(dir, `.${name}.tmp`);
    try {
      await writeFile(temp, `${JSON.stringify(stored, null, 2)}\n`, {
        flag: "wx",
      });
      await rename(temp, join(dir, name));
    } catch (error) {
      await unlink(temp).catch(() => {});
      console.error(`[outbox] could not write ${name}:`, error);
      return reply(res, 500, "Internal Server Error: the message could not be stored");
    }
    const { from_name, reply_to } = checked.message;
    // JSON.stringify escapes line breaks, so a name can never start a second log line.
    log(
      `[outbox] message from ${JSON.stringify(from_name)} <${JSON.stringify(reply_to).slice(1, -1)}> saved as ${join(dir, name)}`,
    );
    reply(res, 200, "OK");
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
