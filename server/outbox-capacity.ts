import { readdirSync, statSync, unlinkSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { plural } from "./plural.ts";

/** The default cap on the number of messages in the outbox: 10,000. */
export const DEFAULT_MAX_MESSAGES = 10_000;

/** The default cap on the outbox's size, in bytes: 100 MiB (the message files' sizes added up). */
export const DEFAULT_MAX_BYTES = 100 * 1024 * 1024;

/** How often, at most, a full outbox logs how many more messages it refused: once a minute, in milliseconds. */
export const FULL_REPORT_INTERVAL_MS = 60_000;

/** A message file: `{time}-{id}.json`, not hidden. */
export const isMessageFile = (name: string): boolean => name.endsWith(".json") && !name.startsWith(".");

/** A file being written: `.{time}-{id}.json.tmp` (renamed to its message file once complete). */
export const isTempFile = (name: string): boolean => name.startsWith(".") && name.endsWith(".tmp");

/** How much the outbox holds: message files and their bytes. */
export type OutboxUsage = { messages: number; bytes: number };

/** The outbox's cap: a message that would take it past either number is refused. */
export type CapacityLimits = {
  /** Most message files (default {@link DEFAULT_MAX_MESSAGES}). */
  maxMessages: number;
  /** Most bytes of message files (default {@link DEFAULT_MAX_BYTES}). */
  maxBytes: number;
};

/** Room held for one message while it is written; exactly one of its methods is called once. */
export type Reservation = {
  /** The message file is in place: its room now counts as stored. */
  commit(): void;
  /** Writing failed: the room is free again. */
  release(): void;
};

/** The outbox's running tally; see {@link createOutboxCapacity}. */
export type OutboxCapacity = {
  /** The cap it enforces. */
  readonly limits: Readonly<CapacityLimits>;
  /** What the outbox holds, as far as the tally knows, including messages being written. */
  usage(): OutboxUsage;
  /**
   * Holds room for a message of `bytes` bytes, or answers undefined when the
   * outbox is full. Before refusing, it recounts the folder if the folder
   * changed since the last count (its modification time moved: the owner
   * removed or moved messages) or that count is older than `recountAfterMs`.
   * A refusal is logged as described at {@link createOutboxCapacity}. Never rejects.
   */
  reserve(bytes: number): Promise<Reservation | undefined>;
  /** Counts the folder again (a missing folder counts as empty); concurrent calls share one count. Never rejects. */
  recount(): Promise<void>;
};

type CapacityOptions = CapacityLimits & {
  /** Recount a full outbox at least this often even if its folder's time did not move, in ms (default 30 s). */
  recountAfterMs?: number;
  /** Where the good news goes, that a full outbox accepts messages again (default console.log). */
  log?: (line: string) => void;
  /** Where the FULL lines go (default console.error). */
  logError?: (line: string) => void;
};

/**
 * The outbox cap: a running count of the message files in `dir`
 * and their bytes, so that no request lists the folder. The folder is counted
 * once here (synchronously; a missing folder counts as empty), and again only
 * when it was recreated (see outbox-store.ts) or when a message would not fit.
 * Messages being written hold their room until they are stored or fail, so
 * concurrent requests cannot overshoot the cap. The tally can be off by the
 * few messages that finish while a recount runs; the next recount corrects it.
 *
 * Also at creation, temporary files older than a minute that a crashed
 * server left behind are deleted (younger ones may be another server's
 * writes in progress).
 *
 * Logging: the first refusal of an episode logs one loud line,
 * `[outbox] FULL: …` with the folder, its usage and the cap; the refusals
 * after it are counted and reported in at most one line per
 * {@link FULL_REPORT_INTERVAL_MS}, so a flood cannot flood the log; the first
 * message accepted again logs how many were refused in all.
 *
 * @param dir - the outbox folder (absolute)
 * @param options - the cap (positive integers) and optional logging and recount settings
 * @returns the tally
 * @throws RangeError if a limit is not a positive integer
 */
export function createOutboxCapacity(
  dir: string,
  {
    maxMessages,
    maxBytes,
    recountAfterMs = 30_000,
    log = (line) => console.log(line),
    logError = (line) => console.error(line),
  }: CapacityOptions,
): OutboxCapacity {
  for (const [name, value] of Object.entries({ maxMessages, maxBytes })) {
    if (!Number.isSafeInteger(value) || value < 1)
      throw new RangeError(`${name} must be a positive integer, not ${value}`);
  }
  const limits = { maxMessages, maxBytes };
  let stored = countSync(dir);
  const pending: OutboxUsage = { messages: 0, bytes: 0 };
  let lastCount = { at: Date.now(), folderTime: folderTimeSync(dir) };
  let counting: Promise<void> | undefined;
  const alarm = fullAlarm(logError, log, () => describeUsage(dir, usage(), limits));

  function usage(): OutboxUsage {
    return { messages: stored.messages + pending.messages, bytes: stored.bytes + pending.bytes };
  }

  function tryReserve(bytes: number): Reservation | undefined {
    const now = usage();
    if (now.messages + 1 > maxMessages || now.bytes + bytes > maxBytes) return undefined;
    pending.messages += 1;
    pending.bytes += bytes;
    let settled = false;
    const settle = (keep: boolean) => {
      if (settled) return;
      settled = true;
      pending.messages -= 1;
      pending.bytes -= bytes;
      if (keep) stored = { messages: stored.messages + 1, bytes: stored.bytes + bytes };
    };
    return { commit: () => settle(true), release: () => settle(false) };
  }

  function recount(): Promise<void> {
    counting ??= (async () => {
      const folderTime = await folderTimeOf(dir);
      stored = await countAsync(dir);
      lastCount = { at: Date.now(), folderTime };
    })().finally(() => (counting = undefined));
    return counting;
  }

  return {
    limits,
    usage,
    async reserve(bytes) {
      let reservation = tryReserve(bytes);
      if (!reservation) {
        const changed = (await folderTimeOf(dir)) !== lastCount.folderTime;
        if (changed || Date.now() - lastCount.at >= recountAfterMs) {
          await recount();
          reservation = tryReserve(bytes);
        }
      }
      if (reservation) alarm.accepted();
      else alarm.refused();
      return reservation;
    },
    recount,
  };
}

/** The first-refusal line, a summary at most once per interval, and the all-clear (see {@link createOutboxCapacity}). */
function fullAlarm(logError: (line: string) => void, log: (line: string) => void, describe: () => string) {
  let full = false;
  let refusedInAll = 0;
  let unreported = 0;
  let timer: NodeJS.Timeout | undefined;
  const report = () => {
    timer = undefined;
    if (unreported === 0) return;
    logError(
      `[outbox] FULL: ${plural(unreported, "more message")} refused with 507 in the last ${FULL_REPORT_INTERVAL_MS / 1000} s; ${describe()}`,
    );
    unreported = 0;
  };
  return {
    refused() {
      refusedInAll += 1;
      if (!full) {
        full = true;
        logError(
          `[outbox] FULL: ${describe()}; new messages are refused with 507 until messages are moved out of the folder`,
        );
        return;
      }
      unreported += 1;
      timer ??= setTimeout(report, FULL_REPORT_INTERVAL_MS).unref();
    },
    accepted() {
      if (!full) return;
      clearTimeout(timer);
      timer = undefined;
      log(`[outbox] accepting messages again; ${refusedInAll} refused with 507 while the outbox was full`);
      full = false;
      refusedInAll = 0;
      unreported = 0;
    },
  };
}

function describeUsage(dir: string, { messages, bytes }: OutboxUsage, limits: CapacityLimits): string {
  return `${dir} holds ${plural(messages, "message")}, ${size(bytes)}; the cap is ${plural(limits.maxMessages, "message")} or ${size(limits.maxBytes)}`;
}

/** Bytes in KiB below 1 MiB, else in MiB, with at most one decimal. */
function size(bytes: number): string {
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, "KiB"] : [bytes / 1024 / 1024, "MiB"];
  return `${value.toLocaleString("en-US", { maximumFractionDigits: 1 })} ${unit}`;
}

function countSync(dir: string): OutboxUsage {
  const usage: OutboxUsage = { messages: 0, bytes: 0 };
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if (isMissing(error)) return usage;
    throw error;
  }
  const staleBefore = Date.now() - 60_000;
  for (const name of names) {
    try {
      if (isMessageFile(name)) {
        usage.messages += 1;
        usage.bytes += statSync(join(dir, name)).size;
      } else if (isTempFile(name) && statSync(join(dir, name)).mtimeMs < staleBefore) {
        unlinkSync(join(dir, name));
      }
    } catch (error) {
      if (!isMissing(error)) throw error; // removed meanwhile: not counted
    }
  }
  return usage;
}

async function countAsync(dir: string): Promise<OutboxUsage> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter(isMessageFile);
  } catch {
    return { messages: 0, bytes: 0 }; // missing (or unreadable: then writing fails too, with its own answer)
  }
  const sizes = await Promise.all(
    names.map((name) =>
      stat(join(dir, name)).then(
        (s) => s.size,
        () => undefined,
      ),
    ),
  );
  const present = sizes.filter((size) => size !== undefined);
  return { messages: present.length, bytes: present.reduce((sum, size) => sum + size, 0) };
}

/** The folder's modification time in ms, or -1 if it is missing. */
function folderTimeSync(dir: string): number {
  try {
    return statSync(dir).mtimeMs;
  } catch {
    return -1;
  }
}

function folderTimeOf(dir: string): Promise<number> {
  return stat(dir).then(
    (s) => s.mtimeMs,
    () => -1,
  );
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "ENOENT";
