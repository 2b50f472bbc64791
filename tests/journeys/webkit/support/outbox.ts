import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { browser } from "@wdio/globals";

/** The local server's contact outbox (server/email-outbox.ts): OUTBOX_DIR, as the runner sets it for both. */
const outbox = resolve(process.env.OUTBOX_DIR ?? "outbox");

/** A message as the local endpoint stores it. */
export type OutboxMessage = {
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
};

/**
 * Waits for the one message in the outbox whose text holds `token`, reads it and removes its file.
 * @param token - a string unique to one test's message
 * @returns the stored message
 */
export async function takeFromOutbox(token: string): Promise<OutboxMessage> {
  let files: string[] = [];
  await browser.waitUntil(
    () => {
      files = filesWith(token);
      return files.length > 0;
    },
    { timeoutMsg: `no message with ${token} in ${outbox}` },
  );
  if (files.length !== 1) throw new Error(`${files.length} messages with ${token} in ${outbox}: sent more than once`);
  const [file = ""] = files;
  const message = JSON.parse(readFileSync(file, "utf8")) as OutboxMessage;
  rmSync(file, { force: true });
  return message;
}

/**
 * Whether any message in the outbox holds `token`.
 * @param token - a string unique to one test's message
 * @returns `true` if one was stored
 */
export function inOutbox(token: string): boolean {
  return filesWith(token).length > 0;
}

function filesWith(token: string): string[] {
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith(".json") && readFileSync(join(outbox, file), "utf8").includes(token))
    .map((file) => join(outbox, file));
}

/**
 * A token no other message holds, to find this test's message in the outbox.
 * @param label - what the test is about
 * @returns e.g. `webkit-popup-390-1764130000000-k3j2`
 */
export function uniqueToken(label: string): string {
  return `webkit-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
}
