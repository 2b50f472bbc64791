import { browser } from "@wdio/globals";
import { OUTBOX_DIR, outboxFilesWith, outboxToken, removeFromOutbox } from "../../../support/outbox.ts";

/** A message as the local endpoint stores it. */
export type OutboxMessage = {
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
};

/**
 * Waits for the one message in the outbox (tests/support/outbox.ts: OUTBOX_DIR, as the runner sets
 * it for the server and the tests) whose text holds `token`, reads it and removes its file.
 * @param token - a string unique to one test's message ({@link uniqueToken})
 * @returns the stored message
 * @throws when none arrives within WebDriver's wait, or more than one holds the token
 */
export async function takeFromOutbox(token: string): Promise<OutboxMessage> {
  await browser.waitUntil(() => outboxFilesWith(token).length > 0, {
    timeoutMsg: `no message with ${token} in ${OUTBOX_DIR}`,
  });
  return removeFromOutbox(token) as OutboxMessage;
}

/**
 * Whether any message in the outbox holds `token`.
 * @param token - a string unique to one test's message
 * @returns `true` if one was stored
 */
export function inOutbox(token: string): boolean {
  return outboxFilesWith(token).length > 0;
}

/**
 * A token no other message holds, to find this test's message in the outbox.
 * @param label - what the test is about
 * @returns e.g. `webkit-popup-390-1764130000000-k3j2a9`
 */
export function uniqueToken(label: string): string {
  return outboxToken(`webkit-${label}`);
}
