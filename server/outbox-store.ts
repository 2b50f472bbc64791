import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { mkdir, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createOutboxCapacity } from "./outbox-capacity.ts";

/** The settings of {@link createOutboxStore}. */
export type OutboxStoreOptions = {
  /** Folder the messages are written to; created if missing, at creation and before every message. */
  dir: string;
  /** Most message files in the folder (see outbox-capacity.ts). */
  maxMessages: number;
  /** Most bytes of message files in the folder (see outbox-capacity.ts). */
  maxBytes: number;
  /** Where the line about a recreated folder goes (and the capacity's "accepting again" line). */
  log: (line: string) => void;
  /** Where a failed write and the capacity's FULL lines go. */
  logError: (line: string, error?: unknown) => void;
};

/** How saving one message ended. */
export type StoreResult =
  /** Written whole; `file` is its path. */
  | { ok: true; file: string }
  /** Refused: the folder holds its cap of messages or bytes (logged by outbox-capacity.ts); nothing written. */
  | { ok: false; reason: "full" }
  /** Writing failed (logged as `[outbox] could not write {name}:` with the error); no file left behind. */
  | { ok: false; reason: "failed" };

/** The local outbox on disk; see {@link createOutboxStore}. */
export type OutboxStore = {
  /**
   * Saves one message as `{dir}/{time}-{id}.json`, its JSON indented by two spaces with a final
   * line break, if the cap leaves room for its bytes.
   * @param message - what to store (the caller's record: time received, ids, the three fields)
   * @param receivedAt - when it arrived; names the file (ISO 8601, `:` and `.` as `-`)
   * @returns the outcome; never rejects
   */
  save(message: object, receivedAt: Date): Promise<StoreResult>;
};

/**
 * The outbox's folder of message files (spec §7's local stand-in for the provider): each message is
 * written to a hidden temp file first and then renamed, so the folder never holds half a message;
 * its size is held to the cap by outbox-capacity.ts. If the folder was removed or moved meanwhile,
 * it is created again first (one log line) and counted from zero; a folder that vanishes between
 * those steps is created once more. A temp file is removed if anything fails.
 * @param options - the folder, the cap and where lines go (see {@link OutboxStoreOptions})
 * @returns the store
 * @throws Error if `dir` cannot be created or read, RangeError if a cap is not a positive integer
 */
export function createOutboxStore({ dir, maxMessages, maxBytes, log, logError }: OutboxStoreOptions): OutboxStore {
  mkdirSync(dir, { recursive: true });
  const capacity = createOutboxCapacity(dir, { maxMessages, maxBytes, log, logError });

  /** Writes one message file through a temp file, recreating the folder if it went missing. */
  async function write(name: string, content: string): Promise<void> {
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

  async function save(message: object, receivedAt: Date): Promise<StoreResult> {
    const content = `${JSON.stringify(message, null, 2)}\n`;
    const reservation = await capacity.reserve(Buffer.byteLength(content));
    if (!reservation) return { ok: false, reason: "full" };
    const name = `${receivedAt.toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.json`;
    try {
      await write(name, content);
      reservation.commit();
    } catch (error) {
      reservation.release();
      logError(`[outbox] could not write ${name}:`, error);
      return { ok: false, reason: "failed" };
    }
    return { ok: true, file: join(dir, name) };
  }

  return { save };
}
