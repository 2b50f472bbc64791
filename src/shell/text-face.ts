/**
 * The text face, Nunito, off a first visit's first paint (decision 023).
 *
 * The page's text asks for Nunito only when the root carries `data-text-face`
 * (src/styles/app.css); without it, text is set in Nunito's metric-matched fallback, and a page never
 * changes face while it is open, so nothing moves. A first visit's first page therefore waits for
 * no text face: once its first screen is done (src/shell/after-first-screen.ts), the shell fetches this build's Nunito cuts
 * (files the hosts let the browser keep for a year) and notes in local storage that the browser has
 * them. Every later page, in this visit or a later one, finds the note before its first paint, sets
 * the attribute, and draws its text in Nunito from the cache: a returning visitor never sees the
 * fallback. A missing, stale (another build's cuts) or unreadable note is treated as none and
 * replaced once the cuts load; storage that throws (blocked, full) leaves every page in the fallback.
 */
import { TEXT_FACE_VERSION } from "~/styles/generated/text-face";
import { afterFirstScreen, type FirstScreenWindow } from "./after-first-screen";
import { loadFamily, TEXT_FAMILY } from "./brand-faces";

/** The local-storage key of the note: its value is the version of the Nunito cuts the browser has. */
export const TEXT_FACE_STORAGE_KEY = "textFace";

/** The root's attribute that puts Nunito first in the text's font stack (src/styles/app.css). */
export const TEXT_FACE_ATTRIBUTE = "data-text-face";

/** The parts of a window the text face uses (the page's own window, or a stand-in in tests). */
export type TextFaceWindow = FirstScreenWindow &
  Pick<Window, "localStorage"> & {
    document: Pick<Document, "documentElement" | "fonts">;
  };

/**
 * Fetches the text face's cuts without using them on this page, and notes that the browser has them.
 * @param win - the window (its `document.fonts` and `localStorage`)
 * @param version - this build's cuts ({@link TEXT_FACE_VERSION})
 * @returns `true` once every cut loaded and the note was written; `false` when the page declares no
 *   cut, a cut failed to load, or storage threw (nothing is written then). Never rejects.
 */
export function rememberTextFace(win: TextFaceWindow, version: string): Promise<boolean> {
  const loads = loadFamily(TEXT_FAMILY, win.document.fonts);
  return Promise.all(loads)
    .then(() => {
      if (loads.length === 0) return false;
      win.localStorage.setItem(TEXT_FACE_STORAGE_KEY, version);
      return true;
    })
    .catch(() => false);
}

/**
 * Runs while `<head>` is parsed, before the first paint. With a note of this build's cuts, sets
 * {@link TEXT_FACE_ATTRIBUTE} and starts decoding them from the cache, so that they are ready for
 * the first layout. Without one, waits until the page's first screen is done
 * ({@link afterFirstScreen}: its load event, its first contentful paint and a second more), so that
 * the cuts' request never competes with it, and then {@link rememberTextFace}.
 * @param win - the window (the page's own by default)
 * @param version - this build's cuts ({@link TEXT_FACE_VERSION} by default)
 * @returns whether this page draws its text in Nunito; `false` too when storage throws
 */
export function startTextFace(win: TextFaceWindow = window, version: string = TEXT_FACE_VERSION): boolean {
  try {
    if (win.localStorage.getItem(TEXT_FACE_STORAGE_KEY) === version) {
      win.document.documentElement.setAttribute(TEXT_FACE_ATTRIBUTE, "");
      Promise.all(loadFamily(TEXT_FAMILY, win.document.fonts)).catch(() => undefined);
      return true;
    }
  } catch {
    return false;
  }
  afterFirstScreen(() => void rememberTextFace(win, version), win);
  return false;
}
