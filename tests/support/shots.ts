import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { animationsDone } from "./fixtures";

/**
 * Saves a screenshot for the note when `WCAG_SHOTS=<folder>` is set, else does nothing:
 * `<folder>/<name>-<viewport width>.png`, of `target` or of the viewport. It waits for the page's
 * finite animations first, so that a ring easing in is shot drawn.
 * @param page - the page
 * @param name - the file's name, without the width and extension
 * @param target - the element to shoot, the viewport by default
 */
export async function shot(page: Page, name: string, target?: Locator): Promise<void> {
  const folder = process.env.WCAG_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await animationsDone(page);
  const path = `${folder}/${name}-${page.viewportSize()?.width}.png`;
  await (target ? target.screenshot({ path }) : page.screenshot({ path }));
}
