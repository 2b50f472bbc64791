import { describe, expect, it, vi } from "vitest";
import {
  rememberTextFace,
  startTextFace,
  TEXT_FACE_ATTRIBUTE,
  TEXT_FACE_STORAGE_KEY,
  type TextFaceWindow,
} from "./text-face";

/** A stand-in for a FontFace of Nunito, its load resolving or rejecting. */
const nunito = (fails = false) => ({
  family: '"Nunito Variable"',
  status: "unloaded" as FontFaceLoadStatus,
  load: vi.fn(() => (fails ? Promise.reject(new Error("404")) : Promise.resolve())),
});

/**
 * A window over a Map-backed storage (or the given one), a real root element, faces, a `load` event
 * to fire, and a PerformanceObserver whose `paint` entries the test reports.
 */
function fakeWindow(stored: string | null, faces = [nunito()], storage?: Pick<Storage, "getItem" | "setItem">) {
  const values = new Map<string, string>(stored === null ? [] : [[TEXT_FACE_STORAGE_KEY, stored]]);
  const loadListeners: (() => void)[] = [];
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    private connected = true;
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      observers.push((names) => {
        if (this.connected) this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
      });
    }
    observe() {}
    disconnect() {
      this.connected = false;
    }
  }
  const win = {
    document: { documentElement: document.createElement("html"), fonts: faces as unknown as FontFaceSet },
    localStorage: storage ?? {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    },
    addEventListener: (type: string, listener: () => void) => type === "load" && loadListeners.push(listener),
    PerformanceObserver: FakeObserver,
  } as unknown as TextFaceWindow;
  return {
    win,
    values,
    faces,
    fireLoad: () => loadListeners.forEach((listener) => listener()),
    reportPaint: (name: string) => observers.forEach((observer) => observer([name])),
  };
}

describe("the text face off a first visit's first paint (issue 36, decision 023)", () => {
  it("a first visit: text stays in the fallback; after the load event and the first contentful paint the cuts are fetched and noted", async () => {
    const { win, values, faces, fireLoad, reportPaint } = fakeWindow(null);
    expect(startTextFace(win, "v2")).toBe(false);
    expect(win.document.documentElement.hasAttribute(TEXT_FACE_ATTRIBUTE)).toBe(false);
    fireLoad();
    // Neither the load event nor a first paint that is not contentful fetches anything.
    reportPaint("first-paint");
    expect(faces[0]?.load).not.toHaveBeenCalled();
    reportPaint("first-contentful-paint");
    await vi.waitFor(() => expect(values.get(TEXT_FACE_STORAGE_KEY)).toBe("v2"));
    expect(faces[0]?.load).toHaveBeenCalledOnce();
    // Once only, and the open page never changes face.
    reportPaint("first-contentful-paint");
    expect(faces[0]?.load).toHaveBeenCalledOnce();
    expect(win.document.documentElement.hasAttribute(TEXT_FACE_ATTRIBUTE)).toBe(false);
  });

  it("a later page with this build's note draws its text in Nunito from the first paint, decoding it at once", () => {
    const { win, faces } = fakeWindow("v2");
    expect(startTextFace(win, "v2")).toBe(true);
    expect(win.document.documentElement.hasAttribute(TEXT_FACE_ATTRIBUTE)).toBe(true);
    expect(faces[0]?.load).toHaveBeenCalledOnce();
  });

  it.each([
    ["another build's cuts", "v1"],
    ["a corrupt value", "{corrupt"],
    ["an empty value", ""],
  ])("a note of %s is treated as none, then replaced", async (_label, stale) => {
    const { win, values, fireLoad, reportPaint } = fakeWindow(stale);
    expect(startTextFace(win, "v2")).toBe(false);
    fireLoad();
    reportPaint("first-contentful-paint");
    await vi.waitFor(() => expect(values.get(TEXT_FACE_STORAGE_KEY)).toBe("v2"));
  });

  it("notes nothing when a cut fails to load, or the page declares none", async () => {
    const failed = fakeWindow(null, [nunito(), nunito(true)]);
    expect(await rememberTextFace(failed.win, "v2")).toBe(false);
    expect(failed.values.has(TEXT_FACE_STORAGE_KEY)).toBe(false);
    const none = fakeWindow(null, []);
    expect(await rememberTextFace(none.win, "v2")).toBe(false);
    expect(none.values.has(TEXT_FACE_STORAGE_KEY)).toBe(false);
  });

  it("storage that throws leaves the page in the fallback without breaking it", async () => {
    const throwing = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    const { win } = fakeWindow(null, [nunito()], throwing);
    expect(startTextFace(win, "v2")).toBe(false);
    expect(win.document.documentElement.hasAttribute(TEXT_FACE_ATTRIBUTE)).toBe(false);
    expect(await rememberTextFace(win, "v2")).toBe(false);
  });
});
