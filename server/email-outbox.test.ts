// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEmailOutbox, EMAIL_SEND_PATH, emailKeysConfigured } from "./email-outbox.ts";

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

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "outbox-test-"));
  log = vi.fn<(line: string) => void>();
  const handle = createEmailOutbox({ dir: join(dir, "outbox"), maxBodyBytes: 64 * 1024, log });
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const post = (body: string, contentType = "application/json") =>
  fetch(origin + EMAIL_SEND_PATH, { method: "POST", headers: { "Content-Type": contentType }, body });
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

  it("keeps emoji, right-to-left text and a 10,000-character message exactly", async () => {
    const template_params = {
      from_name: "سارة 🐝",
      reply_to: "sara@example.com",
      message: `שלום 📚\n${"x".repeat(10_000)}`,
    };
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
    expect(await answer(await post(big))).toEqual([413, "Payload Too Large: the body must be at most 65536 bytes"]);
    expect(await chunked(big)).toEqual([413, "Payload Too Large: the body must be at most 65536 bytes"]);
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
