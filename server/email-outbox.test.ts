import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMAIL_SEND_PATH } from "../src/routes.ts";
import { createEmailOutbox, emailKeysConfigured, type OutboxOptions } from "./email-outbox.ts";

const valid = {
  lib_version: "4.4.1",
  user_id: "local-public-key",
  service_id: "local-service",
  template_id: "local-template",
  template_params: { from_name: "Jane", reply_to: "jane@example.com", message: "Hello" },
};

let dir: string;
let server: Server;
let origin: string;
let log: ReturnType<typeof vi.fn<(line: string) => void>>;
let logError: ReturnType<typeof vi.fn<(line: string, error?: unknown) => void>>;

/** Serves a fresh endpoint over `{dir}/outbox` on a free port (replacing the one of beforeEach). */
async function start(options: Partial<OutboxOptions> = {}) {
  if (server?.listening) await new Promise((resolve) => server.close(resolve));
  const handle = createEmailOutbox({ dir: join(dir, "outbox"), log, ...options });
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "outbox-test-"));
  log = vi.fn<(line: string) => void>();
  logError = vi.fn<(line: string, error?: unknown) => void>();
  // The limits have tests of their own; here they stay out of the way.
  await start({ rateLimit: { perAddress: 1000, global: 1000 } });
});

afterEach(async () => {
  vi.useRealTimers();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const post = (body: string, contentType = "application/json", headers: Record<string, string> = {}) =>
  fetch(origin + EMAIL_SEND_PATH, { method: "POST", headers: { "Content-Type": contentType, ...headers }, body });
const send = (params: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  post(JSON.stringify({ ...valid, template_params: { ...valid.template_params, ...params } }), undefined, headers);
const from = (address: string) => ({ "X-Forwarded-For": address });
const outbox = () => readdirSync(join(dir, "outbox"));
const answer = async (response: Response) => [response.status, await response.text()];

describe("the local e-mail endpoint", () => {
  it("stores a valid message as one JSON file, logs one line and answers 200 OK", async () => {
    expect(await answer(await post(JSON.stringify(valid)))).toEqual([200, "OK"]);
    const files = outbox();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.json$/);
    const stored = JSON.parse(readFileSync(join(dir, "outbox", files[0] ?? ""), "utf8"));
    expect(stored).toEqual({ receivedAt: expect.any(String), ...valid });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/^\[outbox\] message from "Jane" <jane@example.com> saved as .*\.json$/);
  });

  it("keeps emoji, right-to-left text and a 12,000-character message exactly (no length limit)", async () => {
    const template_params = {
      from_name: "سارة 🐝",
      reply_to: "sara@example.com",
      message: `שלום 📚\n${"x".repeat(11_992)}`,
    };
    expect(template_params.message).toHaveLength(12_000);
    const response = await post(JSON.stringify({ ...valid, template_params }), "application/json; charset=utf-8");
    expect(response.status).toBe(200);
    const [file = ""] = outbox();
    expect(JSON.parse(readFileSync(join(dir, "outbox", file), "utf8")).template_params).toEqual(template_params);
  });

  it("writes a name with line breaks on a single log line", async () => {
    await post(
      JSON.stringify({ ...valid, template_params: { ...valid.template_params, from_name: "Eve\n[outbox] fake" } }),
    );
    expect(log.mock.calls[0]?.[0]).not.toContain("\n");
  });

  it("keeps concurrent messages apart", async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(JSON.stringify(valid))));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    expect(new Set(outbox()).size).toBe(8);
  });

  it.each([
    ["malformed JSON", '{"user_id": ', "Bad Request: the body is not valid JSON"],
    ["an empty body", "", "Bad Request: the body is not valid JSON"],
    ["a JSON array", "[]", "Bad Request: the body must be a JSON object"],
    ["JSON null", "null", "Bad Request: the body must be a JSON object"],
    [
      "a missing user_id",
      JSON.stringify({ ...valid, user_id: undefined }),
      "Bad Request: the user_id parameter is required",
    ],
    [
      "an empty service_id",
      JSON.stringify({ ...valid, service_id: "" }),
      "Bad Request: the service_id parameter is invalid",
    ],
    [
      "a numeric template_id",
      JSON.stringify({ ...valid, template_id: 7 }),
      "Bad Request: the template_id parameter is invalid",
    ],
    [
      "missing template params",
      JSON.stringify({ ...valid, template_params: undefined }),
      "Bad Request: the template_params parameter is required",
    ],
    [
      "a malformed reply-to",
      JSON.stringify({ ...valid, template_params: { ...valid.template_params, reply_to: "a b@c.d" } }),
      "Bad Request: the template_params.reply_to parameter is invalid (Please enter a valid email address)",
    ],
    [
      "a whitespace-only name",
      JSON.stringify({ ...valid, template_params: { ...valid.template_params, from_name: "  " } }),
      "Bad Request: the template_params.from_name parameter is invalid (Please enter your name)",
    ],
  ])("answers 400 to %s and stores nothing", async (_, body, text) => {
    const [status, message] = await answer(await post(body));
    expect(status).toBe(400);
    expect(message).toContain(text);
    expect(outbox()).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ["text/plain", "Unsupported Media Type"],
    ["application/x-www-form-urlencoded", "Unsupported Media Type"],
    ["multipart/form-data; boundary=x", "Unsupported Media Type"],
  ])("answers 415 to a %s body", async (contentType, text) => {
    const [status, message] = await answer(await post(JSON.stringify(valid), contentType));
    expect(status).toBe(415);
    expect(message).toContain(text);
    expect(outbox()).toEqual([]);
  });

  it("answers 405 to other methods", async () => {
    const response = await fetch(origin + EMAIL_SEND_PATH);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("answers 413 to a 2 MB body, declared or streamed, and keeps serving", async () => {
    const big = JSON.stringify({
      ...valid,
      template_params: { ...valid.template_params, message: "x".repeat(2 * 1024 * 1024) },
    });
    const tooLarge = "Payload Too Large: the message must be at most 51,200 bytes";
    expect(await answer(await post(big))).toEqual([413, tooLarge]);
    expect(await chunked(big)).toEqual([413, tooLarge]);
    expect(outbox()).toEqual([]);
    expect((await post(JSON.stringify(valid))).status).toBe(200);
  });

  it("answers 500 and leaves no partial file when the outbox cannot be written", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    rmSync(join(dir, "outbox"), { recursive: true });
    writeFileSync(join(dir, "outbox"), "not a folder");
    expect((await post(JSON.stringify(valid))).status).toBe(500);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[outbox\] could not write/), expect.anything());
    expect(readdirSync(dir)).toEqual(["outbox"]);
  });

  it("survives a client that disconnects mid-body", async () => {
    await new Promise<void>((resolve) => {
      const req = request(origin + EMAIL_SEND_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": "1000" },
      });
      req.on("error", () => resolve());
      req.write('{"user_id":', () => setTimeout(() => (req.destroy(), resolve()), 50));
    });
    expect((await post(JSON.stringify(valid))).status).toBe(200);
    expect(outbox()).toHaveLength(1);
  });
});

describe("the size limit, the only bound on a message (decision 022)", () => {
  /** A send whose JSON body is exactly `bytes` long, its message made of `x`. */
  const bodyOf = (bytes: number) => {
    const shell = JSON.stringify({ ...valid, template_params: { ...valid.template_params, message: "" } });
    const body = JSON.stringify({
      ...valid,
      template_params: { ...valid.template_params, message: "x".repeat(bytes - Buffer.byteLength(shell)) },
    });
    expect(Buffer.byteLength(body)).toBe(bytes);
    return body;
  };

  it("takes a body of exactly 50 KiB by default, and refuses one byte more with 413", async () => {
    expect(await answer(await post(bodyOf(51_200)))).toEqual([200, "OK"]);
    expect(await answer(await post(bodyOf(51_201)))).toEqual([
      413,
      "Payload Too Large: the message must be at most 51,200 bytes",
    ]);
    expect(outbox()).toHaveLength(1);
  });

  it("takes any name and message length within the size, and a long address", async () => {
    const params = {
      from_name: "N".repeat(1_000),
      reply_to: `${"a".repeat(300)}@example.com`,
      message: "m".repeat(30_000),
    };
    expect(await answer(await send(params))).toEqual([200, "OK"]);
    expect(outbox()).toHaveLength(1);
  });

  it("follows its setting (CONTACT_MAX_BYTES): a larger limit takes a larger message", async () => {
    await start({ maxBodyBytes: 200_000 });
    expect(await answer(await post(bodyOf(150_000)))).toEqual([200, "OK"]);
    expect(await answer(await post(bodyOf(200_001)))).toEqual([
      413,
      "Payload Too Large: the message must be at most 200,000 bytes",
    ]);
  });

  it("refuses a limit that is not a positive integer", () => {
    expect(() => createEmailOutbox({ dir: join(dir, "other"), maxBodyBytes: 0 })).toThrow(RangeError);
  });
});

describe("the honeypot", () => {
  it("answers 200 to a message with template_params.website filled, stores nothing and logs one line", async () => {
    expect(await answer(await send({ website: "https://spam.example" }))).toEqual([200, "OK"]);
    expect(outbox()).toEqual([]);
    expect(log.mock.calls).toEqual([["[outbox] dropped a message with the honeypot filled from 127.0.0.1"]]);
  });

  it("drops a filled honeypot before looking at the other fields, so a bot learns nothing from them", async () => {
    expect(await answer(await send({ website: "x", reply_to: "not an address", message: "m".repeat(9000) }))).toEqual([
      200,
      "OK",
    ]);
    expect(outbox()).toEqual([]);
  });

  it.each(["", " \n"])(
    "stores a message whose honeypot is %j, as the form sends it, without the field",
    async (website) => {
      expect((await send({ website })).status).toBe(200);
      const [file = ""] = outbox();
      expect(JSON.parse(readFileSync(join(dir, "outbox", file), "utf8")).template_params).toEqual(
        valid.template_params,
      );
    },
  );

  it("answers 400 to a honeypot that is not a string", async () => {
    const body = JSON.stringify({ ...valid, template_params: { ...valid.template_params, website: 1 } });
    expect(await answer(await post(body))).toEqual([400, expect.stringContaining("template_params.website")]);
  });
});

describe("the rate limit", () => {
  it("accepts 5 messages per address in 10 minutes by default, then answers 429 with Retry-After", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T10:00:00Z") });
    await start();
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(200);
    vi.setSystemTime(new Date("2026-11-22T10:03:00Z"));
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("420");
    expect(await refused.text()).toBe(
      "Too Many Requests: at most 5 messages per 10 minutes are accepted from one address; try again in 420 seconds",
    );
    expect(outbox()).toHaveLength(5);

    vi.setSystemTime(new Date("2026-11-22T10:10:00Z"));
    expect((await send()).status).toBe(200);
    expect(outbox()).toHaveLength(6);
  });

  it("counts stored messages and honeypot drops, not refused requests", async () => {
    await start({ rateLimit: { perAddress: 2 } });
    for (let i = 0; i < 4; i += 1) expect((await send({ reply_to: "nope" })).status).toBe(400);
    expect((await send({ message: "m".repeat(60_000) })).status).toBe(413);
    expect((await send({ website: "filled" })).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
    expect((await send({ website: "filled" })).status).toBe(429);
    expect(outbox()).toHaveLength(1);
  });

  it.each([
    ["a declared body, keeping the connection", { "Content-Length": "1000" }, "keep-alive"],
    ["a chunked body, closing the connection", {}, "close"],
  ])("refuses a client over its limit before reading %s", async (_, length, connection) => {
    await start({ rateLimit: { perAddress: 1 } });
    expect((await send()).status).toBe(200);
    // Half a body, never finished: only an answer that does not wait for the rest can arrive.
    const [status, headers] = await new Promise<[number, NodeJS.Dict<string | string[]>]>((resolve, reject) => {
      const req = request(origin + EMAIL_SEND_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...length },
      });
      req.on("response", (res) => (resolve([res.statusCode ?? 0, res.headers]), res.resume(), req.destroy()));
      req.on("error", reject);
      req.write('{"template_params":');
    });
    expect(status).toBe(429);
    expect(headers).toMatchObject({ "retry-after": expect.stringMatching(/^\d+$/), connection });
  });

  it("ignores X-Forwarded-For unless a proxy is trusted", async () => {
    await start({ rateLimit: { perAddress: 1 } });
    expect((await send({}, from("203.0.113.1"))).status).toBe(200);
    expect((await send({}, from("203.0.113.2"))).status).toBe(429);
  });

  it("with one trusted proxy, counts each client by the rightmost X-Forwarded-For address", async () => {
    await start({ rateLimit: { perAddress: 1 }, trustProxyHops: 1 });
    expect((await send({}, from("203.0.113.1"))).status).toBe(200);
    expect((await send({}, from("203.0.113.2"))).status).toBe(200);
    expect((await send({}, from("203.0.113.1"))).status).toBe(429);
    // The client may write its own entries to the left; the proxy's is the last one.
    expect((await send({}, from("198.51.100.9, 203.0.113.1"))).status).toBe(429);
    expect((await send({ website: "x" }, from("198.51.100.9, 203.0.113.3"))).status).toBe(200);
    expect(log).toHaveBeenLastCalledWith("[outbox] dropped a message with the honeypot filled from 203.0.113.3");
  });

  it("stops everyone once the global ceiling is reached, and says so", async () => {
    await start({ rateLimit: { perAddress: 5, global: 3 }, trustProxyHops: 1 });
    for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      expect((await send({}, from(address))).status).toBe(200);
    }
    const refused = await send({}, from("203.0.113.4"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(await refused.text()).toMatch(
      /^Too Many Requests: at most 3 messages per 10 minutes are accepted from all visitors together; try again in \d+ seconds$/,
    );
    expect(outbox()).toHaveLength(3);
  });
});

describe("the outbox cap", () => {
  it("answers 507 past the cap, stores nothing, logs one loud line, and accepts again once messages are moved out", async () => {
    await start({ maxMessages: 2, logError });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(507);
    expect(await refused.text()).toMatch(/^Insufficient Storage: the outbox is full/);
    expect((await send()).status).toBe(507);
    expect(outbox()).toHaveLength(2);
    expect(logError.mock.calls).toEqual([
      [
        expect.stringMatching(
          /^\[outbox\] FULL: .*outbox holds 2 messages, [\d.]+ KiB; the cap is 2 messages or 100 MiB; /,
        ),
      ],
    ]);

    unlinkSync(join(dir, "outbox", outbox()[0] ?? ""));
    expect((await send()).status).toBe(200);
    expect(log).toHaveBeenCalledWith("[outbox] accepting messages again; 2 refused with 507 while the outbox was full");
    expect(outbox()).toHaveLength(2);
  });

  it("counts the bytes too, and the messages already in the folder when it starts", async () => {
    expect((await send()).status).toBe(200);
    const [first = ""] = outbox();
    const size = readFileSync(join(dir, "outbox", first)).length;
    await start({ maxBytes: size * 2 + 10, logError });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(507);
    expect(outbox()).toHaveLength(2);
  });

  it("does not count a message the cap refused against the sender's rate limit", async () => {
    await start({ maxMessages: 1, rateLimit: { perAddress: 2 }, logError });
    expect((await send()).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(507);
    unlinkSync(join(dir, "outbox", outbox()[0] ?? ""));
    expect((await send()).status).toBe(200);
  });
});

// The outbox folder (recreated when removed or moved away, no temporary file left when a write fails)
// is the store's: server/outbox-store.test.ts. Here, how the endpoint answers what the store reports.

describe("a small flood", () => {
  it("with the default limits, 200 concurrent messages leave 5 stored, 195 answered 429, and no temporary file", async () => {
    await start();
    const responses = await Promise.all(Array.from({ length: 200 }, () => send()));
    const statuses = responses.map((response) => response.status);
    const accepted = statuses.filter((status) => status === 200).length;
    expect(accepted).toBeLessThanOrEqual(5);
    expect(accepted).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - accepted);
    expect(
      responses.filter((response) => response.status === 429).every((r) => Number(r.headers.get("retry-after")) > 0),
    ).toBe(true);
    const files = outbox();
    expect(files.filter((name) => name.endsWith(".json") && !name.startsWith("."))).toHaveLength(accepted);
    expect(files).toHaveLength(accepted);
    expect(files.some((name) => name.endsWith(".tmp"))).toBe(false);
    expect(log).toHaveBeenCalledTimes(accepted);
  });
});

/** Posts without a Content-Length header (chunked), so only the streamed size can trip the limit. */
function chunked(body: string): Promise<[number, string]> {
  return new Promise((resolve, reject) => {
    const req = request(
      origin + EMAIL_SEND_PATH,
      { method: "POST", headers: { "Content-Type": "application/json" } },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve([res.statusCode ?? 0, text]));
      },
    );
    req.on("error", reject);
    for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
    req.end();
  });
}

describe("emailKeysConfigured", () => {
  it("is false without a public key, true with one from the environment or a .env file", () => {
    expect(emailKeysConfigured(dir, {})).toBe(false);
    expect(emailKeysConfigured(dir, { VITE_EMAILJS_PUBLIC_KEY: "  " })).toBe(false);
    expect(emailKeysConfigured(dir, { VITE_EMAILJS_PUBLIC_KEY: "pk" })).toBe(true);
    writeFileSync(join(dir, ".env"), "VITE_EMAILJS_PUBLIC_KEY=pk\n");
    expect(emailKeysConfigured(dir, {})).toBe(true);
    writeFileSync(join(dir, ".env.production.local"), "VITE_EMAILJS_PUBLIC_KEY=\n");
    expect(emailKeysConfigured(dir, {})).toBe(false);
  });
});
