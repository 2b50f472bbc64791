// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFirstScreen } from "../../tests/support/fake-first-screen";
import { WEB_MANIFEST_PATH } from "~/routes";
import { AFTER_FIRST_SCREEN_MS } from "./after-first-screen";
import { startWebAppManifest } from "./web-app-manifest";

const manifestLinks = () => document.head.querySelectorAll('link[rel="manifest"]');

describe("startWebAppManifest (decision 008)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    for (const link of manifestLinks()) link.remove();
  });
  afterEach(() => vi.useRealTimers());

  it("links the manifest only once the first screen is done (load, first contentful paint, 1,000 ms)", () => {
    const screen = fakeFirstScreen();
    startWebAppManifest({ ...screen.win, document } as Parameters<typeof startWebAppManifest>[0]);
    screen.fireLoad();
    expect(manifestLinks()).toHaveLength(0);
    screen.reportPaint("first-contentful-paint");
    screen.advance(AFTER_FIRST_SCREEN_MS - 1);
    expect(manifestLinks()).toHaveLength(0);
    screen.advance(1);
    expect(manifestLinks()).toHaveLength(1);
    expect(manifestLinks()[0]?.getAttribute("href")).toBe(WEB_MANIFEST_PATH);
  });

  it("adds no second link to a page that has one", () => {
    for (let run = 0; run < 2; run++) {
      const screen = fakeFirstScreen("complete");
      startWebAppManifest({ ...screen.win, document } as Parameters<typeof startWebAppManifest>[0]);
      screen.reportPaint("first-contentful-paint");
      screen.advance(AFTER_FIRST_SCREEN_MS);
    }
    expect(manifestLinks()).toHaveLength(1);
  });
});
