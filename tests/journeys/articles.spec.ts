import type { Page } from "@playwright/test";
import { checkContent } from "../../src/content/validate";
import { expect, test } from "../support/fixtures";
import { resourcePath, ROUTES } from "../../src/routes.ts";

/**
 * The site (decision 012) renders each article's body into its page at build: a "Next resource" link
 * loads that page, which brings the body, and no markdown request follows. The markdown files
 * themselves are the HTTP contract's (tests/http/files.spec.ts).
 */
const { resources } = checkContent();

function byId(id: number) {
  const resource = resources.find((item) => item.id === id);
  if (!resource) throw new Error(`no resource ${id}`);
  return resource;
}

test.describe("resource articles", () => {
  /** The article's title and its whole body, rendered into the page at build (over 600 words, a heading). */
  async function expectArticle(page: Page, resource: (typeof resources)[number]) {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resource.name);
    const body = page.locator(".prose-article");
    await expect(body.locator("h2").first()).toBeVisible();
    expect((await body.innerText()).split(/\s+/).length, resource.resourceUrl).toBeGreaterThan(600);
  }

  // Each article's body and its "Next resource" link: 1 to 5 along the chain, 6 on its own.
  test("following 'Next resource' walks the chain 1→2→3→4→5→1, loading each article's page", async ({ page }) => {
    await page.goto(resourcePath(1));
    await expectArticle(page, byId(1));
    for (const id of [2, 3, 4, 5, 1]) {
      const next = byId(id);
      const loaded = page.waitForResponse((response) => response.url().endsWith(next.resourceUrl));
      await page.getByRole("link", { name: `Next resource: ${next.name}` }).click();
      // 304 where the engine revalidates a page it already has (Firefox, on coming back to 1).
      expect([200, 304]).toContain((await loaded).status());
      await expect(page).toHaveURL(next.resourceUrl);
      await expectArticle(page, next);
      await expect(page.locator(".prose-article")).toHaveCSS("opacity", "1");
    }
  });

  test("resource 6 points on to resource 2", async ({ page }) => {
    await page.goto(resourcePath(6));
    await expectArticle(page, byId(6));
    await page.getByRole("link", { name: `Next resource: ${byId(2).name}` }).click();
    await expect(page).toHaveURL(resourcePath(2));
  });

  test("following 'Next resource', the next article's body fades in from hidden, holding its space", async ({
    page,
    browserName,
  }) => {
    test.skip(
      browserName !== "chromium",
      "holds every CSS animation at its start through CDP, which only Chromium has",
    );
    await page.goto(resourcePath(1));
    // Nothing loads after the page, so the page's animations are held at their start.
    const animations = await page.context().newCDPSession(page);
    await animations.send("Animation.enable");
    await animations.send("Animation.setPlaybackRate", { playbackRate: 0 });
    await page.getByRole("link", { name: `Next resource: ${byId(2).name}` }).click();
    const placeholder = page.locator(".prose-article");
    await expect(placeholder).toHaveCSS("opacity", "0");
    expect((await placeholder.boundingBox())?.height).toBeGreaterThan(800);
    await animations.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await expect(page.locator(".prose-article")).toHaveCSS("animation-duration", "0.2s");
    await expect(page.locator(".prose-article")).toHaveCSS("opacity", "1");
  });
});

test.describe("legal pages", () => {
  for (const [path, title] of [
    [ROUTES.privacyPolicy, "Privacy policy"],
    [ROUTES.termsOfService, "Terms of service"],
  ] as const) {
    test(`${path} shows its title and text, also when reached from the footer's link`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator(".prose-article h2").first()).toBeVisible();
      await page.goto(ROUTES.home);
      await page.getByRole("contentinfo").getByRole("link", { name: title }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator(".prose-article h2").first()).toBeVisible();
    });
  }
});
