import { expect } from "@playwright/test";
import { outboxFilesWith, removeFromOutbox } from "./outbox";

/**
 * Waits until the message holding `token` is in the outbox (the server stores it after answering),
 * then reads it and removes its file. For Playwright tests; WebKit's journeys wait with WebDriver's
 * own `waitUntil` (tests/journeys/webkit/support/outbox.ts).
 * @param token - from `outboxToken`
 * @returns the message as the server stored it
 * @throws when it does not arrive within the expect timeout, or arrives more than once
 */
export async function takeFromOutbox(token: string): Promise<Record<string, unknown>> {
  await expect.poll(() => outboxFilesWith(token).length).toBe(1);
  return removeFromOutbox(token);
}
