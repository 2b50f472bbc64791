import { beforeEach, describe, expect, it } from "vitest";
import { startWebAppManifest, WEB_APP_MANIFEST_HREF } from "./web-app-manifest";

const manifestLinks = () => document.head.querySelectorAll('link[rel="manifest"]');

describe("startWebAppManifest", () => {
  beforeEach(() => {
    for (const link of manifestLinks()) link.remove();
  });

  it("links the manifest on a page that has already loaded, once", () => {
    startWebAppManifest();
    startWebAppManifest();
    expect(manifestLinks()).toHaveLength(1);
    expect(manifestLinks()[0]?.getAttribute("href")).toBe(WEB_APP_MANIFEST_HREF);
  });

  it("waits for the load event while the page is still loading", () => {
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "interactive" });
    try {
      const stop = startWebAppManifest();
      expect(manifestLinks()).toHaveLength(0);
      window.dispatchEvent(new Event("load"));
      expect(manifestLinks()).toHaveLength(1);
      stop();
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });
});
