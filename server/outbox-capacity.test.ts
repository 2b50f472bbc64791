import { mkdirSync, mkdtempSync, readdirSync, rmSync, unlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createOutboxCapacity,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_MESSAGES,
  FULL_REPORT_INTERVAL_MS,
  isMessageFile,
  isTempFile,
} from "./outbox-capacity.ts";

let dir: string;
let log: ReturnType<typeof vi.fn<(line: string) => void>>;
let logError: ReturnType<typeof vi.fn<(line: string) => void>>;

beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), "outbox-capacity-")), "outbox");
  mkdirSync(dir);
  log = vi.fn<(line: string) => void>();
  logError = vi.fn<(line: string) => void>();
});

afterEach(() => {
  vi.useRealTimers();
  rmSync(join(dir, ".."), { recursive: true, force: true });
});

/** Writes a message file of `bytes` bytes, as a committed reservation would leave it. */
const message = (name: string, bytes = 100) => writeFileSync(join(dir, `${name}.json`), "x".repeat(bytes));

describe("createOutboxCapacity", () => {
  it("defaults to 10,000 messages or 100 MiB", () => {
    expect([DEFAULT_MAX_MESSAGES, DEFAULT_MAX_BYTES]).toEqual([10_000, 104_857_600]);
  });

  it("counts only message files, so hidden and temporary files take no room", () => {
    message("a", 120);
    message("b", 80);
    writeFileSync(join(dir, ".c.json.tmp"), "x".repeat(1000));
    writeFileSync(join(dir, "notes.txt"), "x");
    const capacity = createOutboxCapacity(dir, { maxMessages: 10, maxBytes: 1000, log, logError });
    expect(capacity.usage()).toEqual({ messages: 2, bytes: 200 });
    expect([isMessageFile("a.json"), isMessageFile(".a.json.tmp"), isTempFile(".a.json.tmp")]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it("deletes temporary files a crashed server left more than a minute ago, and keeps younger ones", () => {
    writeFileSync(join(dir, ".old.json.tmp"), "{");
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    utimesSync(join(dir, ".old.json.tmp"), twoMinutesAgo, twoMinutesAgo);
    writeFileSync(join(dir, ".writing.json.tmp"), "{");
    createOutboxCapacity(dir, { maxMessages: 10, maxBytes: 1000, log, logError });
    expect(readdirSync(dir)).toEqual([".writing.json.tmp"]);
  });

  it("counts a missing folder as empty", () => {
    rmSync(dir, { recursive: true });
    expect(createOutboxCapacity(dir, { maxMessages: 1, maxBytes: 1, log, logError }).usage()).toEqual({
      messages: 0,
      bytes: 0,
    });
  });

  it("holds room while a message is written, so concurrent messages cannot pass the cap", async () => {
    const capacity = createOutboxCapacity(dir, { maxMessages: 2, maxBytes: 1000, log, logError });
    const first = await capacity.reserve(100);
    const second = await capacity.reserve(100);
    expect(first && second).toBeTruthy();
    expect(await capacity.reserve(100)).toBeUndefined();
    second?.release();
    second?.release(); // settling twice changes nothing
    expect(capacity.usage()).toEqual({ messages: 1, bytes: 100 });
    const third = await capacity.reserve(100);
    first?.commit();
    third?.commit();
    expect(capacity.usage()).toEqual({ messages: 2, bytes: 200 });
  });

  it("refuses a message that would pass the byte cap", async () => {
    message("a", 900);
    const capacity = createOutboxCapacity(dir, { maxMessages: 10, maxBytes: 1000, log, logError });
    expect(await capacity.reserve(101)).toBeUndefined();
    expect(await capacity.reserve(100)).toBeDefined();
  });

  it("recounts a full outbox when its folder changed, and only then", async () => {
    message("a");
    message("b");
    const capacity = createOutboxCapacity(dir, { maxMessages: 2, maxBytes: 1000, log, logError });
    expect(await capacity.reserve(100)).toBeUndefined();
    unlinkSync(join(dir, "a.json"));
    expect(await capacity.reserve(100)).toBeDefined();
    expect(capacity.usage()).toEqual({ messages: 2, bytes: 200 });
  });

  it("recounts a full outbox after recountAfterMs even if the folder's time did not move", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000 });
    message("a");
    utimesSync(dir, 1000, 1000); // seconds
    const capacity = createOutboxCapacity(dir, {
      maxMessages: 1,
      maxBytes: 1000,
      recountAfterMs: 30_000,
      log,
      logError,
    });
    // A change the folder's time does not show (a coarse file system clock, or a restored time).
    unlinkSync(join(dir, "a.json"));
    utimesSync(dir, 1000, 1000);
    expect(await capacity.reserve(100)).toBeUndefined();
    vi.setSystemTime(1_000_000 + 30_000);
    expect(await capacity.reserve(100)).toBeDefined();
  });

  it("logs one loud line when it first refuses, then at most one summary a minute, then the all-clear", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    message("a");
    const capacity = createOutboxCapacity(dir, { maxMessages: 1, maxBytes: 1000, log, logError });
    for (let i = 0; i < 4; i += 1) expect(await capacity.reserve(100)).toBeUndefined();
    expect(logError.mock.calls).toEqual([
      [
        `[outbox] FULL: ${dir} holds 1 message, 0.1 KiB; the cap is 1 message or 1 KiB; new messages are refused with 507 until messages are moved out of the folder`,
      ],
    ]);
    vi.advanceTimersByTime(FULL_REPORT_INTERVAL_MS);
    expect(logError).toHaveBeenCalledTimes(2);
    expect(logError).toHaveBeenLastCalledWith(
      expect.stringMatching(/^\[outbox\] FULL: 3 more messages refused with 507 in the last 60 s; /),
    );
    vi.advanceTimersByTime(FULL_REPORT_INTERVAL_MS * 5);
    expect(logError).toHaveBeenCalledTimes(2);
    expect(await capacity.reserve(100)).toBeUndefined();
    unlinkSync(join(dir, "a.json"));
    expect(await capacity.reserve(100)).toBeDefined();
    expect(log.mock.calls).toEqual([
      ["[outbox] accepting messages again; 5 refused with 507 while the outbox was full"],
    ]);
    vi.advanceTimersByTime(FULL_REPORT_INTERVAL_MS);
    expect(logError).toHaveBeenCalledTimes(2);
  });

  it("refuses limits that are not positive integers", () => {
    expect(() => createOutboxCapacity(dir, { maxMessages: 0, maxBytes: 1 })).toThrow(/maxMessages/);
    expect(() => createOutboxCapacity(dir, { maxMessages: 1, maxBytes: Number.NaN })).toThrow(/maxBytes/);
  });
});
