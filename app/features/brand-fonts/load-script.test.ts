import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import type { BrandFontFace } from "./brand-font-face";
import { brandFontsScript } from "./load-script";

const FACES: BrandFontFace[] = [
  { family: "Fredoka Variable", url: "/assets/fredoka-latin-a1.woff2", weight: "500 600", unicodeRange: "U+20-7E" },
  { family: "Nunito Variable", url: "/assets/nunito-latin-b2.woff2", weight: "400 700", unicodeRange: "U+20-7E,U+E9" },
];

/**
 * A page that ran the script, with the FontFace API, the font set and paint timing stood in for
 * (jsdom has none of them): `paint()` reports the first contentful paint, `settle()` lets the loads end.
 */
function page({ referrer = "", navigationType = "navigate", failing = "" } = {}) {
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body><a href="/portfolio">Portfolio</a><a href="https://elsewhere.example/">Out</a></body></html>`,
    {
      url: "https://studio.example/",
      referrer: referrer || undefined,
      runScripts: "outside-only",
    },
  );
  const { window } = dom;
  const added: string[] = [];
  const created: string[] = [];
  let observer:
    ((list: { getEntriesByName: (name: string) => unknown[] }, self: { disconnect: () => void }) => void) | null = null;
  let painted = false;
  class FontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: Record<string, string>,
    ) {
      created.push(`${family} ${source} ${descriptors.weight} ${descriptors.unicodeRange} ${descriptors.display}`);
    }
    load() {
      return this.source.includes(failing || "\u0000") ? Promise.reject(new Error("404")) : Promise.resolve(this);
    }
  }
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {}
  }
  Object.assign(window, { FontFace, PerformanceObserver });
  Object.defineProperty(window.document, "fonts", { value: { add: (face: FontFace) => added.push(face.family) } });
  Object.defineProperty(window.document, "visibilityState", { value: "visible", configurable: true });
  window.performance.getEntriesByType = ((type: string) =>
    type === "navigation" ? [{ type: navigationType }] : []) as never;
  window.performance.getEntriesByName = ((name: string) =>
    name === "first-contentful-paint" && painted ? [{}] : []) as never;
  window.eval(brandFontsScript(FACES));
  // The app's router takes over link clicks; here they must not navigate jsdom away.
  window.document.addEventListener("click", (event) => event.preventDefault());
  return {
    window,
    document: window.document,
    added,
    created,
    paint: () => {
      painted = true;
      observer?.({ getEntriesByName: () => [{}] }, { disconnect: () => {} });
    },
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
    click: (selector: string) =>
      window.document
        .querySelector(selector)
        ?.dispatchEvent(new window.MouseEvent("click", { bubbles: true, cancelable: true })),
  };
}

describe("brand fonts load script (issue 13)", () => {
  it("on a visit's landing page declares nothing before the first paint, then fetches every cut", async () => {
    const visit = page();
    expect(visit.document.head.querySelector("style")).toBeNull();
    expect(visit.created).toEqual([]);
    visit.paint();
    await visit.settle();
    expect(visit.created).toEqual([
      'Fredoka Variable url(/assets/fredoka-latin-a1.woff2) format("woff2") 500 600 U+20-7E optional',
      'Nunito Variable url(/assets/nunito-latin-b2.woff2) format("woff2") 400 700 U+20-7E,U+E9 optional',
    ]);
    expect(visit.added).toEqual([]);
  });

  it("applies the loaded faces together on the first click on a link of the site, and only once", async () => {
    const visit = page();
    visit.paint();
    await visit.settle();
    visit.click('a[href^="https://elsewhere"]');
    expect(visit.added).toEqual([]);
    visit.click('a[href="/portfolio"]');
    visit.click('a[href="/portfolio"]');
    expect(visit.added).toEqual(["Fredoka Variable", "Nunito Variable"]);
  });

  it("applies them when the page is hidden, where no one sees text move", async () => {
    const visit = page();
    visit.paint();
    await visit.settle();
    Object.defineProperty(visit.document, "visibilityState", { value: "hidden", configurable: true });
    visit.document.dispatchEvent(new visit.window.Event("visibilitychange"));
    expect(visit.added).toEqual(["Fredoka Variable", "Nunito Variable"]);
  });

  it("leaves out a face that fails to load and keeps its fallback", async () => {
    const visit = page({ failing: "nunito" });
    visit.paint();
    await visit.settle();
    visit.click('a[href="/portfolio"]');
    expect(visit.added).toEqual(["Fredoka Variable"]);
  });

  it("waits for the load event's fallback when paint timing never reports", async () => {
    vi.useFakeTimers();
    try {
      const visit = page();
      visit.window.dispatchEvent(new visit.window.Event("load"));
      expect(visit.created).toEqual([]);
      vi.advanceTimersByTime(3000);
      expect(visit.created).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  for (const [name, options] of [
    ["a page opened from another page of the site", { referrer: "https://studio.example/books" }],
    ["a reload", { navigationType: "reload" }],
    ["back or forward", { navigationType: "back_forward" }],
  ] as const) {
    it(`on ${name} declares the faces at once with font-display: optional`, () => {
      const visit = page(options);
      const css = visit.document.head.querySelector("style")?.textContent ?? "";
      expect(css).toBe(
        '@font-face{font-family:"Fredoka Variable";src:url(/assets/fredoka-latin-a1.woff2) format("woff2");font-weight:500 600;unicode-range:U+20-7E;font-display:optional}' +
          '@font-face{font-family:"Nunito Variable";src:url(/assets/nunito-latin-b2.woff2) format("woff2");font-weight:400 700;unicode-range:U+20-7E,U+E9;font-display:optional}',
      );
      visit.paint();
      expect(visit.created).toEqual([]);
    });
  }

  it("treats a page reached from another site as a landing page", () => {
    expect(
      page({ referrer: "https://search.example/?q=picture+books" }).document.head.querySelector("style"),
    ).toBeNull();
  });
});
