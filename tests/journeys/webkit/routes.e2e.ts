import { $, browser, expect } from "@wdio/globals";
import { checkContent } from "../../../src/content/validate.ts";
import { en, t } from "../../../src/i18n/en.ts";
import { press } from "./support/input.ts";
import { headingText, link } from "./support/site.ts";
import { sessionViewport } from "./support/viewport.ts";
import { visit, waitForPath } from "./support/visit.ts";
import { ROUTES } from "../../../src/routes.ts";

/** Bad ids, the bare 404 (spec §2, §8), and a resource article (spec §2 Resource article). */
const { resources } = checkContent();
const resource = (id: number) => {
  const found = resources.find((item) => item.id === id);
  if (!found) throw new Error(`no resource ${id}`);
  return found;
};

describe(`routes (${sessionViewport().width} px)`, () => {
  it("a bad book id goes to /books, replacing its history entry", async () => {
    await visit(ROUTES.about);
    await browser.url("/books/abc");
    await waitForPath(ROUTES.books);
    expect(await headingText()).toMatch(/books/i);
    await browser.back();
    await waitForPath(ROUTES.about);
  });

  for (const path of ["/resources/99", "/resources/abc"]) {
    it(`${path} goes to /resources`, async () => {
      await visit(path);
      await waitForPath(ROUTES.resources);
      expect(await headingText()).toMatch(/resources/i);
    });
  }

  it("an unknown path shows the bare '404'", async () => {
    await visit("/no-such-page");
    expect(await $("body").getText()).toBe(en.not_found);
    expect(await browser.execute(() => document.querySelectorAll("nav, header, footer").length)).toBe(0);
  });

  it("/resources/1 shows its title, its rendered body, and 'Next resource', which leads on", async () => {
    const first = resource(1);
    const next = resource(first.nextResourceId);
    await visit(first.resourceUrl);
    expect(await headingText()).toBe(first.name);
    const body = $(".prose-article");
    await expect(body).toBeDisplayed();
    await expect(body.$("h2")).toBeDisplayed();
    expect((await body.getText()).split(/\s+/).length).toBeGreaterThan(600);
    // Markdown rendered, not shown as source.
    expect(await body.getText()).not.toMatch(/^#{1,4} |\*\*/m);
    const nextLink = link(t("next_resource", { name: next.name }));
    expect(await browser.execute((element) => element.getAttribute("href"), await nextLink)).toBe(next.resourceUrl);
    await press(nextLink);
    await waitForPath(next.resourceUrl);
    expect(await headingText()).toBe(next.name);
    await expect($(".prose-article")).toBeDisplayed();
    await browser.waitUntil(() =>
      browser.execute(() => getComputedStyle(document.querySelector(".prose-article") as Element).opacity === "1"),
    );
  });
});
