import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import type * as FsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createOutboxStore, type OutboxStoreOptions } from "./outbox-store.ts";

// Lets a test make the next rename fail, to see the temporary file removed.
const fsFaults = vi.hoisted(() => ({ failRename: false }));
vi.mock("node:fs/promises", async (original) => {
  const fs = await original<typeof FsPromises>();
  return {
    ...fs,
    rename: (...args: Parameters<typeof fs.rename>) => {
      if (!fsFaults.failRename) return fs.rename(...args);
      fsFaults.failRename = false;
      return Promise.reject(Object.assign(new Error("EIO: i/o error, rename"), { code: "EIO" }));
    },
  };
});

const message = {
  receivedAt: "2025-05-07T10:00:00.000Z",
  template_params: { from_name: "Jane", reply_to: "jane@example.com", message: "Hello 🐝" },
};
const receivedAt = new Date("2025-05-07T10:00:00.000Z");

let dir: string;
let log: ReturnType<typeof vi.fn<(line: string) => void>>;
let logError: ReturnType<typeof vi.fn<(line: string, error?: unknown) => void>>;

/** A store over `{dir}/outbox`, with a cap far out of the way unless given. */
const open = (options: Partial<OutboxStoreOptions> = {}) =>
  createOutboxStore({ dir: join(dir, "outbox"), maxMessages: 1000, maxBytes: 1_000_000, log, logError, ...options });
const outbox = () => readdirSync(join(dir, "outbox"));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "outbox-store-test-"));
  log = vi.fn<(line: string) => void>();
  logError = vi.fn<(line: string, error?: unknown) => void>();
});

afterEach(() => {
  fsFaults.failRename = false;
  rmSync(dir, { recursive: true, force: true });
});

describe("the outbox store", () => {
  it("creates its folder, and writes a message as one JSON file named by when it arrived", async () => {
    const store = open();
    expect(outbox()).toEqual([]);
    const saved = await store.save(message, receivedAt);
    expect(saved).toEqual({
      ok: true,
      file: expect.stringMatching(/outbox\/2025-05-07T10-00-00-000Z-[0-9a-f]{8}\.json$/),
    });
    const [name = ""] = outbox();
    expect(saved.ok && saved.file).toBe(join(dir, "outbox", name));
    expect(readFileSync(join(dir, "outbox", name), "utf8")).toBe(`${JSON.stringify(message, null, 2)}\n`);
    expect(log).not.toHaveBeenCalled();
  });

  it("refuses a message past the cap (the FULL line logged by the capacity) and writes nothing", async () => {
    const store = open({ maxMessages: 1 });
    expect((await store.save(message, receivedAt)).ok).toBe(true);
    expect(await store.save(message, receivedAt)).toEqual({ ok: false, reason: "full" });
    expect(outbox()).toHaveLength(1);
    expect(logError).toHaveBeenCalledWith(expect.stringMatching(/^\[outbox\] FULL: /));
  });

  it("reports a folder it cannot write to (logged) and leaves no partial file", async () => {
    const store = open();
    rmSync(join(dir, "outbox"), { recursive: true });
    writeFileSync(join(dir, "outbox"), "not a folder");
    expect(await store.save(message, receivedAt)).toEqual({ ok: false, reason: "failed" });
    expect(logError).toHaveBeenCalledWith(expect.stringMatching(/^\[outbox\] could not write/), expect.anything());
    expect(readdirSync(dir)).toEqual(["outbox"]);
  });
});

describe("the outbox folder", () => {
  it("is created again when it was removed while the server runs", async () => {
    const store = open();
    expect((await store.save(message, receivedAt)).ok).toBe(true);
    rmSync(join(dir, "outbox"), { recursive: true });
    expect((await store.save(message, receivedAt)).ok).toBe(true);
    expect(outbox()).toHaveLength(1);
    expect(log).toHaveBeenCalledWith(
      `[outbox] the outbox folder was missing (removed or moved?), so it was created again: ${join(dir, "outbox")}`,
    );
  });

  it("is created again when it was moved away full, and starts counting from zero", async () => {
    const store = open({ maxMessages: 2 });
    expect((await store.save(message, receivedAt)).ok).toBe(true);
    expect((await store.save(message, receivedAt)).ok).toBe(true);
    renameSync(join(dir, "outbox"), join(dir, "archive"));
    expect((await store.save(message, receivedAt)).ok).toBe(true);
    expect((await store.save(message, receivedAt)).ok).toBe(true);
    expect(outbox()).toHaveLength(2);
    expect(readdirSync(join(dir, "archive"))).toHaveLength(2);
    expect(logError).not.toHaveBeenCalled();
  });

  it("leaves no temporary file when the last step of writing fails", async () => {
    const store = open();
    fsFaults.failRename = true;
    expect(await store.save(message, receivedAt)).toEqual({ ok: false, reason: "failed" });
    expect(logError).toHaveBeenCalledWith(expect.stringMatching(/^\[outbox\] could not write/), expect.anything());
    expect(outbox()).toEqual([]);
    expect((await store.save(message, receivedAt)).ok).toBe(true);
  });
});
