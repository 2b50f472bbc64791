import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until `target` is in the viewport and clear of the sticky navigation bar: its top at or below
 * the bar's bottom (what the page's scroll margin is for, app.css). For a check that a call to
 * action brought the visitor to something (spec §4 Contact form).
 * @param page - the page
 * @param target - what should have been brought into view
 * @returns when both hold; rejects at expect's timeout otherwise
 */
export async function expectBelowStickyBar(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeInViewport();
  await expect
    .poll(async () => {
      const bar = await page.getByRole("banner").boundingBox();
      const box = await target.boundingBox();
      return bar && box ? box.y - (bar.y + bar.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}
