import { $, browser, expect } from "@wdio/globals";
import { Key } from "webdriverio";
import { illustrations } from "../../../src/content/galleries.ts";
import { en, t } from "../../../src/i18n/en.ts";
import { LIGHTBOX_TRANSITION_MS } from "../../../src/logic/spec-timings.ts";
import { clickAt, press } from "./support/input.ts";
import { button, lightbox } from "./support/site.ts";
import { byWidth, sessionViewport } from "./support/viewport.ts";
import { visit } from "./support/visit.ts";
import { animationsDone } from "./support/settle.ts";
import { ROUTES } from "../../../src/routes.ts";

/** The portfolio's lightbox (spec §4 Lightbox, §9): open, previous/next by buttons and keys, close, spinner. */
const total = illustrations.length;
const image = (index: number) => {
  const entry = illustrations[index];
  if (!entry) throw new Error(`no illustration ${index}`);
  return entry;
};
const thumbnail = (index: number) =>
  $(`[aria-label=${JSON.stringify(t("open_image", { description: image(index).description }))}]`);
const counter = () => lightbox().$("p[aria-live=polite]");
const shownImage = () => lightbox().$("img");
/** The shown image's `src` as written (WebKitWebDriver's Get Element Attribute gives the resolved URL). */
const shownSrc = () => browser.execute(() => document.querySelector("dialog[open] img")?.getAttribute("src"));
const isOpen = () => browser.execute(() => !!document.querySelector("dialog[open]"));
const waitForCounter = (number: number) => expect(counter()).toHaveText(t("image_counter", { number, total }));

describe(byWidth("lightbox with mouse and keyboard (1280 px)", "lightbox on a phone (390 px, touch)"), () => {
  it("a click on a thumbnail opens that image; the arrows and arrow keys change it after 500 ms and wrap around", async () => {
    await visit(ROUTES.portfolio);
    await press(thumbnail(2));
    await expect(lightbox()).toBeDisplayed();
    await waitForCounter(3);
    expect(await shownSrc()).toBe(image(2).fullImageUrl);
    await expect(shownImage()).toHaveAttribute("alt", image(2).description);
    expect(await browser.execute((dialog) => dialog.contains(document.activeElement), await lightbox())).toBe(true);

    await press(button(en.next, lightbox()));
    await waitForCounter(4);
    await press(button(en.previous, lightbox()));
    await waitForCounter(3);

    // The change is timed inside the page, from the key press to the counter's change.
    await browser.execute(
      (dialog) => {
        const timing: { pressed?: number; changed?: number } = {};
        Object.assign(window, { lightboxTiming: timing });
        document.addEventListener("keydown", () => (timing.pressed = performance.now()), { capture: true, once: true });
        new MutationObserver(() => {
          if (timing.changed === undefined && dialog.textContent?.includes("4 / ")) timing.changed = performance.now();
        }).observe(dialog, { subtree: true, childList: true, characterData: true });
      },
      await lightbox(),
    );
    await browser.keys(Key.ArrowRight);
    await waitForCounter(4);
    const timing = await browser.execute(
      () => (window as unknown as { lightboxTiming: { pressed?: number; changed?: number } }).lightboxTiming,
    );
    expect((timing.changed ?? 0) - (timing.pressed ?? 0)).toBeGreaterThanOrEqual(LIGHTBOX_TRANSITION_MS - 5);
    for (const number of [3, 2, 1, total]) {
      await browser.keys(Key.ArrowLeft);
      await waitForCounter(number);
    }
    await browser.keys(Key.ArrowRight);
    await waitForCounter(1);
    await browser.waitUntil(async () => (await shownSrc()) === image(0).fullImageUrl);
  });

  it("Escape, the close button and the backdrop close it, and focus goes back to the thumbnail", async () => {
    await visit(ROUTES.portfolio);
    await press(thumbnail(4));
    await waitForCounter(5);
    await browser.keys(Key.Escape);
    await browser.waitUntil(async () => !(await isOpen()), { timeoutMsg: "Escape did not close it" });
    expect(await browser.execute(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      t("open_image", { description: image(4).description }),
    );

    await press(thumbnail(1));
    await waitForCounter(2);
    await press(button(en.close, lightbox()));
    await browser.waitUntil(async () => !(await isOpen()), { timeoutMsg: "the close button did not close it" });

    await press(thumbnail(1));
    await waitForCounter(2);
    // The backdrop has faded in: the click lands on it, not on the page under it.
    await animationsDone();
    await clickAt(sessionViewport().width / 2, 4); // the dark surface above the counter
    await browser.waitUntil(async () => !(await isOpen()), { timeoutMsg: "the backdrop did not close it" });
  });

  it("a slow image shows a spinner until it loads", async () => {
    const slow = image(7).fullImageUrl;
    await visit(ROUTES.portfolio);
    // A slow network, made in the page: the slow image's address reaches its <img> 700 ms late, so
    // the picture is still loading then, as on a slow connection.
    await browser.execute((url) => {
      // React sets an image's address twice: the attribute, then the `src` property on mount.
      const later = (apply: () => void) => setTimeout(apply, 700);
      const setAttribute = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
        if (this instanceof HTMLImageElement && name === "src" && value === url)
          later(() => setAttribute.call(this, name, value));
        else setAttribute.call(this, name, value);
      };
      const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "src");
      Object.defineProperty(HTMLImageElement.prototype, "src", {
        ...src,
        set(this: HTMLImageElement, value: string) {
          if (value === url) later(() => src?.set?.call(this, value));
          else src?.set?.call(this, value);
        },
      });
      const seen: string[] = [];
      Object.assign(window, { spinnerSeen: seen });
      new MutationObserver(() => {
        const status = document.querySelector("dialog[open] [role=status]");
        if (status && !seen.includes(status.textContent ?? "")) seen.push(status.textContent ?? "");
      }).observe(document.body, { subtree: true, childList: true });
    }, slow);
    await press(thumbnail(8));
    await waitForCounter(9);
    await browser.waitUntil(() =>
      browser.execute(() => (document.querySelector("dialog[open] img") as HTMLImageElement | null)?.complete ?? false),
    );
    // The first image may have shown a spinner of its own: only the slow one's counts.
    await browser.execute(() => (window as unknown as { spinnerSeen: string[] }).spinnerSeen.splice(0));
    await press(button(en.previous, lightbox()));
    const spinnerSeen = () => browser.execute(() => (window as unknown as { spinnerSeen: string[] }).spinnerSeen);
    await browser.waitUntil(async () => (await spinnerSeen()).length > 0, { timeoutMsg: "no spinner" });
    await expect(lightbox().$("[role=status]")).not.toExist();
    await waitForCounter(8);
    expect(await shownSrc()).toBe(slow);
    expect(await browser.execute(() => (document.querySelector("dialog[open] img") as HTMLImageElement).complete)).toBe(
      true,
    );
    expect(await spinnerSeen()).toEqual([en.loading]);
  });
});
