// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFirstScreen } from "../../tests/support/fake-first-screen";
import { AFTER_FIRST_SCREEN_MS } from "./after-first-screen";
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
 * A window over a Map-backed storage (or the given one), a real root element, faces, and the
 * first screen's events (tests/support/fake-first-screen.ts) that the test fires.
 */
function fakeWindow(stored: string | null, faces = [nunito()], storage?: Pick<Storage, "getItem" | "setItem">) {
  const values = new Map<string, string>(stored === null ? [] : [[TEXT_FACE_STORAGE_KEY, stored]]);
  const screen = fakeFirstScreen();
  const win = {
    ...screen.win,
    document: {
      ...screen.win.document,
      documentElement: document.createElement("html"),
      fonts: faces as unknown as FontFaceSet,
    },
    localStorage: storage ?? {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    },
  } as unknown as TextFaceWindow;
  /** The load event, the first contentful paint, and the second after it. */
  const firstScreenDone = () => {
    screen.fireLoad();
    screen.reportPaint("first-contentful-paint");
    screen.advance(AFTER_FIRST_SCREEN_MS);
  };
  return { win, values, faces, screen, firstScreenDone };
}

describe("the text face off a first visit's first paint (decision 023)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("a first visit: text stays in the fallback; once the first screen is done the cuts are fetched and noted", async () => {
    const { win, values, faces, screen } = fakeWindow(null);
    expect(startTextFace(win, "v2")).toBe(false);
    expect(win.document.documentElement.hasAttribute(TEXT_FACE_ATTRIBUTE)).toBe(false);
    screen.fireLoad();
    screen.reportPaint("first-contentful-paint");
    // Not while the first screen may still be painting.
    screen.advance(AFTER_FIRST_SCREEN_MS - 1);
    expect(faces[0]?.load).not.toHaveBeenCalled();
    screen.advance(1);
    expect(faces[0]?.load).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(values.get(TEXT_FACE_STORAGE_KEY)).toBe("v2"));
    // Once only, and the open page never changes face.
    screen.reportPaint("first-contentful-paint");
    screen.advance(AFTER_FIRST_SCREEN_MS);
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
    const { win, values, firstScreenDone } = fakeWindow(stale);
    expect(startTextFace(win, "v2")).toBe(false);
    firstScreenDone();
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
