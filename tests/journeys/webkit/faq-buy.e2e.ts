import { $, browser, expect } from "@wdio/globals";
import { checkContent } from "../../../src/content/validate.ts";
import { en } from "../../../src/i18n/en.ts";
import { press } from "./support/input.ts";
import { button, link } from "./support/site.ts";
import { byWidth } from "./support/viewport.ts";
import { visit } from "./support/visit.ts";

/** Buy on a book page (spec §2 Book details, §4 Other): one press reveals the retailers, each opening a new tab. */
const { books } = checkContent();
const book = books[0];
if (!book) throw new Error("no books");

describe(byWidth("FAQ and Buy with mouse and keyboard (1280 px)", "FAQ and Buy on a phone (390 px, touch)"), () => {
  it("one click on Buy reveals the retailers, each opening in a new tab", async () => {
    await visit(book.bookDetailsPageUrl);
    const buy = button(en.buy);
    const list = $("#retailers-list");
    await expect(buy).toHaveAttribute("aria-expanded", "false");
    await expect(list).not.toBeDisplayed();
    await press(buy);
    await expect(buy).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeDisplayed();
    expect(await list.$$("a").length).toBe(book.buyButtons.length);
    for (const retailer of book.buyButtons) {
      const anchor = link(`${retailer.text} ${en.opens_in_new_tab}`, list);
      // Attributes as written (WebKitWebDriver resolves `href` through the property).
      const attributes = await browser.execute(
        (element) => ["href", "target", "rel"].map((name) => element.getAttribute(name)),
        await anchor,
      );
      expect(attributes).toEqual([retailer.url, "_blank", "noopener noreferrer"]);
    }
    await press(buy); // a second press changes nothing
    await expect(list).toBeDisplayed();

    const first = book.buyButtons[0];
    if (!first) throw new Error("no retailer");
    const bookPage = await browser.getWindowHandle();
    await press(link(`${first.text} ${en.opens_in_new_tab}`, list));
    await browser.waitUntil(async () => (await browser.getWindowHandles()).length === 2, {
      timeoutMsg: "no new tab opened",
    });
    const opened = (await browser.getWindowHandles()).find((handle) => handle !== bookPage) ?? "";
    await browser.switchToWindow(opened);
    // The machine has no way out to the retailer; the new tab is on its way there.
    expect(await browser.getUrl()).toBe(first.url);
    await browser.closeWindow();
    await browser.switchToWindow(bookPage);
    expect(new URL(await browser.getUrl()).pathname).toBe(book.bookDetailsPageUrl);
  });
});
