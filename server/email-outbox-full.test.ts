import { readFileSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { setUpOutboxEndpoint } from "../tests/support/outbox-endpoint.ts";

// The local e-mail endpoint (email-outbox.ts) when the outbox is full, or flooded with sends; what it
// stores and how it answers otherwise: email-outbox.test.ts.
const endpoint = setUpOutboxEndpoint();
const { start, send, outbox } = endpoint;

describe("the outbox cap", () => {
  it("answers 507 past the cap, stores nothing, logs one loud line, and accepts again once messages are moved out", async () => {
    await start({ maxMessages: 2, logError: endpoint.logError });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(507);
    expect(await refused.text()).toMatch(/^Insufficient Storage: the outbox is full/);
    expect((await send()).status).toBe(507);
    expect(outbox()).toHaveLength(2);
    expect(endpoint.logError.mock.calls).toEqual([
      [
        expect.stringMatching(
          /^\[outbox\] FULL: .*outbox holds 2 messages, [\d.]+ KiB; the cap is 2 messages or 100 MiB; /,
        ),
      ],
    ]);

    unlinkSync(join(endpoint.dir, "outbox", outbox()[0] ?? ""));
    expect((await send()).status).toBe(200);
    expect(endpoint.log).toHaveBeenCalledWith(
      "[outbox] accepting messages again; 2 refused with 507 while the outbox was full",
    );
    expect(outbox()).toHaveLength(2);
  });

  it("counts the bytes too, and the messages already in the folder when it starts", async () => {
    expect((await send()).status).toBe(200);
    const [first = ""] = outbox();
    const size = readFileSync(join(endpoint.dir, "outbox", first)).length;
    await start({ maxBytes: size * 2 + 10, logError: endpoint.logError });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(507);
    expect(outbox()).toHaveLength(2);
  });

  it("does not count a message the cap refused against the sender's rate limit", async () => {
    await start({ maxMessages: 1, rateLimit: { perAddress: 2 }, logError: endpoint.logError });
    expect((await send()).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(507);
    unlinkSync(join(endpoint.dir, "outbox", outbox()[0] ?? ""));
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
    expect(endpoint.log).toHaveBeenCalledTimes(accepted);
  });
});
