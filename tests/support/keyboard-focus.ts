import type { Page } from "@playwright/test";

/** Where focus is: inside the consent banner or not, the focused element's name, and whether it is `<body>`. */
export type Focused = { inBanner: boolean; body: boolean; name: string };

/**
 * Reads where focus is now, in one round trip.
 * @param page - the page
 * @returns the focused element's `aria-label` or text (first 40 characters, trimmed), whether it is
 *   inside the consent banner (`[data-consent-banner]`), and whether focus is on `<body>` or nowhere
 */
export const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      inBanner: Boolean(active?.closest("[data-consent-banner]")),
      body: active === document.body || active === null,
      name: (active?.getAttribute("aria-label") ?? active?.textContent ?? "").trim().slice(0, 40),
    };
  });

/**
 * Presses `key` `times` times and reads where focus went after each press ({@link focused}).
 * @param page - the page
 * @param key - a Playwright key, e.g. `Tab` or `Shift+Tab`
 * @param times - how many presses
 * @returns one reading per press, in order
 */
export async function pressAll(page: Page, key: string, times: number): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    stops.push(await focused(page));
  }
  return stops;
}
