import { expect, test } from "../support/fixtures";
import { ROUTES, WEB_MANIFEST_PATH } from "../../src/routes.ts";

/**
 * The web app manifest's link (decisions 008 and 023): Chrome fetches a linked manifest while the
 * page loads, and Lighthouse would count it in the LCP, so the page links it once its first screen
 * is done. The manifest itself and its icons are the HTTP contract's (tests/http/files.spec.ts).
 */

test("the web app manifest is linked once the first screen is done, not in the prerendered HTML (decisions 008, 023)", async ({
  page,
  request,
}) => {
  expect(await (await request.get(ROUTES.about)).text()).not.toContain('rel="manifest"');
  await page.goto(ROUTES.about);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", WEB_MANIFEST_PATH);
});
