import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * The local server's contact outbox (server/email-outbox.ts), read by every tier that sends a real
 * message: `OUTBOX_DIR`, else `outbox/` in the folder the tests run from, as the server resolves it.
 */
export const OUTBOX_DIR = resolve(process.env.OUTBOX_DIR ?? "outbox");

/**
 * A token no other message holds, to find one test's message in the shared outbox.
 * @param label - what the test is about
 * @returns e.g. `no-js-page-1764130000000-k3j2a9`
 */
export function outboxToken(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The files of the outbox whose message holds `token`, now (no waiting).
 * @param token - from {@link outboxToken}
 * @returns their paths; empty when there is none, or no outbox yet
 */
export function outboxFilesWith(token: string): string[] {
  if (!existsSync(OUTBOX_DIR)) return [];
  return readdirSync(OUTBOX_DIR)
    .filter((file) => file.endsWith(".json") && readFileSync(join(OUTBOX_DIR, file), "utf8").includes(token))
    .map((file) => join(OUTBOX_DIR, file));
}

/**
 * Reads the one stored message holding `token` and removes its file, so that the outbox holds only
 * what later tests send.
 * @param token - from {@link outboxToken}
 * @returns the message as the server stored it (JSON)
 * @throws when no file, or more than one, holds it (a message stored twice is a bug)
 */
export function removeFromOutbox(token: string): Record<string, unknown> {
  const files = outboxFilesWith(token);
  if (files.length !== 1) throw new Error(`${files.length} messages hold ${token} in ${OUTBOX_DIR}: expected one`);
  const [file = ""] = files;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  } finally {
    rmSync(file, { force: true });
  }
}
