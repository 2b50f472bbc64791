// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contactPopupChunks, deferHydration, hydrationChunks, parseBootstrap } from "./defer-hydration";

/** The end of a prerendered book page as React Router 8 writes it (a split route module included). */
const BOOTSTRAP = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/site-layout-1.js";',
  'import * as route2_clientLoader from "/assets/books._id-1.js";',
  'import * as route2_main from "/assets/books._id-main-1.js";',
  "const route2 = {...route2_clientLoader,...route2_main};",
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/site-layout":route1,"routes/books.$id":route2};',
  "",
  'import("/assets/entry.client-1.js");',
].join("\n");
const PRELOADS = ["/assets/manifest-1.js", "/assets/entry.client-1.js", "/assets/shell-1.js", "/assets/root-1.js"];
const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  PRELOADS.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("") +
  "<script>window.dataLayer=[]</script></head><body><main><h1>Pip</h1></main>" +
  "<script>window.__reactRouterContext = {};</script>" +
  `<script type="module" async="">${BOOTSTRAP}</script><script>$RC("B:0","S:0")</script></body></html>`;

/** Runs a page's deferred bootstrap against a fake browser and records what it does, step by step. */
function boot(html: string, { visible = true, paintTiming = true, width = 390 } = {}) {
  const body = html.match(/<script type="module">([\s\S]*?)<\/script>/)?.[1] ?? "";
  const log: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  let paintCallback:
    | ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void)
    | undefined;
  const window: Record<string, unknown> = {};
  const fakeDocument = {
    visibilityState: visible ? "visible" : "hidden",
    readyState: "interactive",
    head: { append: (link: { rel: string; href: string }) => log.push(`${link.rel} ${link.href}`) },
    createElement: () => ({ rel: "", href: "" }),
    addEventListener: (type: string, listener: () => void) => (listeners[`document:${type}`] = listener),
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : [];
    constructor(callback: typeof paintCallback) {
      paintCallback = callback;
    }
    observe(options: unknown) {
      log.push(`observe ${JSON.stringify(options)}`);
    }
  }
  const load = (url: string) => {
    log.push(`import ${url}`);
    return Promise.resolve({ url });
  };
  const run = new Function(
    "document",
    "window",
    "PerformanceObserver",
    "requestAnimationFrame",
    "setTimeout",
    "addEventListener",
    "matchMedia",
    "load",
    body.replaceAll("import(", "load("),
  );
  run(
    fakeDocument,
    window,
    FakePerformanceObserver,
    (frame: () => void) => frames.push(frame),
    (task: () => void) => tasks.push(task),
    (type: string, listener: () => void) => (listeners[type] = listener),
    (query: string) => ({ matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) <= width }),
    load,
  );
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    log,
    window,
    listeners,
    paint: (name = "first-contentful-paint") =>
      paintCallback?.(
        { getEntriesByName: (entry) => (entry === name ? [{}] : []) },
        { disconnect: () => log.push("disconnect") },
      ),
    nextFrame: () => frames.shift()?.(),
    runTasks: () => tasks.splice(0).forEach((task) => task()),
    settle,
  };
}

describe("deferHydration (issue 8: content first, then JavaScript)", () => {
  it("takes out React Router's modulepreload links and its eager bootstrap, and keeps everything else", () => {
    const html = deferHydration(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module" async="">');
    expect(html).not.toMatch(/^import /m);
    expect(html).toContain("<script>window.dataLayer=[]</script>");
    expect(html).toContain("<main><h1>Pip</h1></main>");
    expect(html).toContain('<script>$RC("B:0","S:0")</script>');
    expect(html.match(/<script type="module">/g)).toHaveLength(1);
  });

  it("requests nothing before the first contentful paint, then everything, and hydrates in React Router's order", async () => {
    const page = boot(deferHydration(PAGE));
    expect(page.log).toEqual(['observe {"type":"paint","buffered":true}']);

    page.paint("first-paint");
    page.nextFrame();
    page.runTasks();
    await page.settle();
    expect(page.log, "a paint without content is not enough").toHaveLength(1);

    page.paint();
    await page.settle();
    expect(page.log.slice(1), "waits one more frame after the contentful paint").toEqual(["disconnect"]);
    page.nextFrame();
    page.runTasks();
    await page.settle();
    expect(page.log.slice(2)).toEqual([
      ...PRELOADS.map((href) => `modulepreload ${href}`),
      "import /assets/manifest-1.js",
      "import /assets/root-1.js",
      "import /assets/site-layout-1.js",
      "import /assets/books._id-1.js",
      "import /assets/books._id-main-1.js",
      "import /assets/entry.client-1.js",
    ]);
    const modules = page.window.__reactRouterRouteModules as Record<string, unknown>;
    expect(Object.keys(modules)).toEqual(["root", "routes/site-layout", "routes/books.$id"]);
    expect(modules["root"]).toEqual({ url: "/assets/root-1.js" });
    // The split route: the client loader's and the component's exports merged, as in React Router's own bootstrap.
    expect(modules["routes/books.$id"]).toEqual({ url: "/assets/books._id-main-1.js" });
  });

  it("from 1024 px also preloads the contact popup's chunks the page lacks, in the same batch; not on a phone", async () => {
    const popup = ["/assets/contact-popup-1.js", "/assets/contact-form-1.js", "/assets/shell-1.js"];
    for (const width of [1023, 1024]) {
      const page = boot(deferHydration(PAGE, popup), { width });
      page.paint();
      page.nextFrame();
      page.runTasks();
      await page.settle();
      const preloaded = page.log.filter((line) => line.startsWith("modulepreload ")).map((line) => line.slice(14));
      expect(preloaded, `at ${width} px`).toEqual(width >= 1024 ? [...PRELOADS, ...popup.slice(0, 2)] : PRELOADS);
      expect(page.log.at(-1)).toBe("import /assets/entry.client-1.js");
    }
    // The byte budgets count a phone's first load.
    expect(hydrationChunks(deferHydration(PAGE, popup))).toEqual(PRELOADS);
  });

  it("hydrates only once, even if the page is hidden after painting", async () => {
    const page = boot(deferHydration(PAGE));
    page.paint();
    page.nextFrame();
    page.runTasks();
    page.listeners["document:visibilitychange"]?.();
    await page.settle();
    expect(page.log.filter((line) => line === "import /assets/entry.client-1.js")).toHaveLength(1);
  });

  it("hydrates on load in a tab that is not visible, or a browser without paint timing", async () => {
    for (const options of [{ visible: false }, { paintTiming: false }]) {
      const page = boot(deferHydration(PAGE), options);
      expect(page.log).toEqual([]);
      page.listeners["load"]?.();
      await page.settle();
      expect(page.log.at(-1)).toBe("import /assets/entry.client-1.js");
    }
  });

  it("names the chunks a page hydrates with, for the byte budgets", () => {
    expect(hydrationChunks(deferHydration(PAGE))).toEqual(PRELOADS);
    expect(hydrationChunks(PAGE)).toEqual([]);
  });

  it("leaves a page without a bootstrap as it is", () => {
    const html = "<!DOCTYPE html><html><body>404</body></html>";
    expect(deferHydration(html)).toBe(html);
  });

  it("fails the build on a bootstrap it does not know, rather than ship a page that never hydrates", () => {
    expect(() => parseBootstrap(`${BOOTSTRAP}\nwindow.somethingNew = 1;`)).toThrow(/unknown line.*somethingNew/);
    expect(() => parseBootstrap('import "/assets/manifest-1.js";')).toThrow(/no route modules or entry/);
    expect(() =>
      deferHydration(PAGE.replace("</body>", `<script type="module" async="">${BOOTSTRAP}</script></body>`)),
    ).toThrow(/more than one/);
  });
});

describe("contactPopupChunks", () => {
  it("names the popup's chunk and the chunks it imports, and fails a build without exactly one", () => {
    const dir = mkdtempSync(join(tmpdir(), "assets-"));
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "shell-1.js"), "export const a=1;");
      expect(() => contactPopupChunks(dir)).toThrow(/found 0/);
      writeFileSync(
        join(dir, "contact-popup-Ab_1.js"),
        'import{a as e}from"./shell-1.js";import{t}from "./contact-form-2.js";import{a}from"./shell-1.js";export{e};',
      );
      expect(contactPopupChunks(dir)).toEqual([
        "/assets/contact-popup-Ab_1.js",
        "/assets/shell-1.js",
        "/assets/contact-form-2.js",
      ]);
      writeFileSync(join(dir, "contact-popup-2.js"), "");
      expect(() => contactPopupChunks(dir)).toThrow(/found 2/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
