// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import type * as scrollLock from "./scroll-lock";
import { holdScrollLock, SCROLL_LOCKED_ATTRIBUTE } from "./scroll-lock";

const locked = () => document.documentElement.hasAttribute(SCROLL_LOCKED_ATTRIBUTE);

describe("holdScrollLock (spec §4: menu, lightbox and banner lock the page)", () => {
  afterEach(() => document.documentElement.removeAttribute(SCROLL_LOCKED_ATTRIBUTE));

  it("keeps the page locked until the last holder releases it, whichever copy of the module holds it", async () => {
    const releaseMenu = holdScrollLock();
    // An island's bundle has its own copy of this module; the count on <html> is what they share.
    // @ts-expect-error -- the query makes Vite load a second instance of the module, which TypeScript cannot type.
    const { holdScrollLock: holdFromIsland } = (await import("./scroll-lock?island")) as typeof scrollLock;
    const releaseLightbox = holdFromIsland();
    releaseMenu();
    expect(locked()).toBe(true);
    releaseLightbox();
    expect(locked()).toBe(false);
  });

  it("ignores a second release of the same hold", () => {
    const releaseBanner = holdScrollLock();
    const releaseMenu = holdScrollLock();
    releaseBanner();
    releaseBanner();
    expect(locked()).toBe(true);
    releaseMenu();
    expect(locked()).toBe(false);
  });
});
