import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { EMAIL_SEND_PATH } from "../src/routes.ts";
import { createEmailOutbox, setUpOutboxEndpoint, VALID_SEND } from "../tests/support/outbox-endpoint.ts";

// The local e-mail endpoint (email-outbox.ts, spec §7): what it stores and how it answers, its size
// limit, honeypot and rate limit. When the outbox is full or flooded: email-outbox-full.test.ts.
const endpoint = setUpOutboxEndpoint();
const { start, post, send, from, outbox, answer } = endpoint;

describe("the local e-mail endpoint", () => {
  it("stores a valid message as one JSON file, logs one line and answers 200 OK", async () => {
    expect(await answer(await post(JSON.stringify(VALID_SEND)))).toEqual([200, "OK"]);
    const files = outbox();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.json$/);
    const stored = JSON.parse(readFileSync(join(endpoint.dir, "outbox", files[0] ?? ""), "utf8"));
    expect(stored).toEqual({ receivedAt: expect.any(String), ...VALID_SEND });
    expect(endpoint.log).toHaveBeenCalledTimes(1);
    expect(endpoint.log.mock.calls[0]?.[0]).toMatch(
      /^\[outbox\] message from "Jane" <jane@example.com> saved as .*\.json$/,
    );
  });

  it("keeps emoji, right-to-left text and a 12,000-character message exactly (no length limit)", async () => {
    const template_params = {
      from_name: "سارة 🐝",
      reply_to: "sara@example.com",
      message: `שלום 📚\n${"x".repeat(11_992)}`,
    };
    expect(template_params.message).toHaveLength(12_000);
    const response = await post(JSON.stringify({ ...VALID_SEND, template_params }), "application/json; charset=utf-8");
    expect(response.status).toBe(200);
    const [file = ""] = outbox();
    expect(JSON.parse(readFileSync(join(endpoint.dir, "outbox", file), "utf8")).template_params).toEqual(
      template_params,
    );
  });

  it("writes a name with line breaks on a single log line", async () => {
    await post(
      JSON.stringify({
        ...VALID_SEND,
        template_params: { ...VALID_SEND.template_params, from_name: "Eve\n[outbox] fake" },
      }),
    );
    expect(endpoint.log.mock.calls[0]?.[0]).not.toContain("\n");
  });

  it("keeps concurrent messages apart", async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(JSON.stringify(VALID_SEND))));
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
      JSON.stringify({ ...VALID_SEND, user_id: undefined }),
      "Bad Request: the user_id parameter is required",
    ],
    [
      "an empty service_id",
      JSON.stringify({ ...VALID_SEND, service_id: "" }),
      "Bad Request: the service_id parameter is invalid",
    ],
    [
      "a numeric template_id",
      JSON.stringify({ ...VALID_SEND, template_id: 7 }),
      "Bad Request: the template_id parameter is invalid",
    ],
    [
      "missing template params",
      JSON.stringify({ ...VALID_SEND, template_params: undefined }),
      "Bad Request: the template_params parameter is required",
    ],
    [
      "a malformed reply-to",
      JSON.stringify({ ...VALID_SEND, template_params: { ...VALID_SEND.template_params, reply_to: "a b@c.d" } }),
      "Bad Request: the template_params.reply_to parameter is invalid (Please enter a valid email address)",
    ],
    [
      "a whitespace-only name",
      JSON.stringify({ ...VALID_SEND, template_params: { ...VALID_SEND.template_params, from_name: "  " } }),
      "Bad Request: the template_params.from_name parameter is invalid (Please enter your name)",
    ],
  ])("answers 400 to %s and stores nothing", async (_, body, text) => {
    const [status, message] = await answer(await post(body));
    expect(status).toBe(400);
    expect(message).toContain(text);
    expect(outbox()).toEqual([]);
    expect(endpoint.log).not.toHaveBeenCalled();
  });

  it.each([
    ["text/plain", "Unsupported Media Type"],
    ["application/x-www-form-urlencoded", "Unsupported Media Type"],
    ["multipart/form-data; boundary=x", "Unsupported Media Type"],
  ])("answers 415 to a %s body", async (contentType, text) => {
    const [status, message] = await answer(await post(JSON.stringify(VALID_SEND), contentType));
    expect(status).toBe(415);
    expect(message).toContain(text);
    expect(outbox()).toEqual([]);
  });

  it("answers 405 to other methods", async () => {
    const response = await fetch(endpoint.origin + EMAIL_SEND_PATH);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("answers 413 to a 2 MB body, declared or streamed, and keeps serving", async () => {
    const big = JSON.stringify({
      ...VALID_SEND,
      template_params: { ...VALID_SEND.template_params, message: "x".repeat(2 * 1024 * 1024) },
    });
    const tooLarge = "Payload Too Large: the message must be at most 51,200 bytes";
    expect(await answer(await post(big))).toEqual([413, tooLarge]);
    expect(await chunked(big)).toEqual([413, tooLarge]);
    expect(outbox()).toEqual([]);
    expect((await post(JSON.stringify(VALID_SEND))).status).toBe(200);
  });

  it("answers 500 and leaves no partial file when the outbox cannot be written", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    rmSync(join(endpoint.dir, "outbox"), { recursive: true });
    writeFileSync(join(endpoint.dir, "outbox"), "not a folder");
    expect((await post(JSON.stringify(VALID_SEND))).status).toBe(500);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[outbox\] could not write/), expect.anything());
    expect(readdirSync(endpoint.dir)).toEqual(["outbox"]);
  });

  it("survives a client that disconnects mid-body", async () => {
    await new Promise<void>((resolve) => {
      const req = request(endpoint.origin + EMAIL_SEND_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": "1000" },
      });
      req.on("error", () => resolve());
      req.write('{"user_id":', () => setTimeout(() => (req.destroy(), resolve()), 50));
    });
    expect((await post(JSON.stringify(VALID_SEND))).status).toBe(200);
    expect(outbox()).toHaveLength(1);
  });
});

describe("the size limit, the only bound on a message (decision 022)", () => {
  /** A send whose JSON body is exactly `bytes` long, its message made of `x`. */
  const bodyOf = (bytes: number) => {
    const shell = JSON.stringify({ ...VALID_SEND, template_params: { ...VALID_SEND.template_params, message: "" } });
    const body = JSON.stringify({
      ...VALID_SEND,
      template_params: { ...VALID_SEND.template_params, message: "x".repeat(bytes - Buffer.byteLength(shell)) },
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
    expect(() => createEmailOutbox({ dir: join(endpoint.dir, "other"), maxBodyBytes: 0 })).toThrow(RangeError);
  });
});

describe("the honeypot", () => {
  it("answers 200 to a message with template_params.website filled, stores nothing and logs one line", async () => {
    expect(await answer(await send({ website: "https://spam.example" }))).toEqual([200, "OK"]);
    expect(outbox()).toEqual([]);
    expect(endpoint.log.mock.calls).toEqual([["[outbox] dropped a message with the honeypot filled from 127.0.0.1"]]);
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
      expect(JSON.parse(readFileSync(join(endpoint.dir, "outbox", file), "utf8")).template_params).toEqual(
        VALID_SEND.template_params,
      );
    },
  );

  it("answers 400 to a honeypot that is not a string", async () => {
    const body = JSON.stringify({ ...VALID_SEND, template_params: { ...VALID_SEND.template_params, website: 1 } });
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
      const req = request(endpoint.origin + EMAIL_SEND_PATH, {
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
    expect(endpoint.log).toHaveBeenLastCalledWith(
      "[outbox] dropped a message with the honeypot filled from 203.0.113.3",
    );
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

/** Posts without a Content-Length header (chunked), so only the streamed size can trip the limit. */
function chunked(body: string): Promise<[number, string]> {
  return new Promise((resolve, reject) => {
    const req = request(
      endpoint.origin + EMAIL_SEND_PATH,
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
