import { describe, expect, it, vi } from "vitest";
import { badIdRedirectScript, badIdRedirectTarget } from "./bad-id-redirect";

/** Paths a host without rules answers with the 404 page, and where each must end (spec §2, §5). */
const cases: [path: string, target: "/books" | "/resources" | null][] = [
  ["/books/abc", "/books"],
  ["/books/99", "/books"],
  ["/books/1.5", "/books"],
  ["/books/", "/books"],
  ["/books/abc/", "/books"],
  ["/resources/x", "/resources"],
  ["/resources/7", "/resources"],
  ["/resources/", "/resources"],
  ["/no-such-page", null],
  ["/books/3/extra", null],
  ["/books", null],
  ["/bookshelf/1", null],
  ["/about/books/1", null],
];

/** Runs the 404 page's script against a stand-in for `window.location`. */
function runScript(pathname: string) {
  const location = { pathname, replace: vi.fn() };
  new Function("location", badIdRedirectScript())(location);
  return location.replace;
}

describe("badIdRedirectTarget", () => {
  it.each(cases)("%s ends on %s", (path, target) => {
    expect(badIdRedirectTarget(path)).toBe(target);
  });
});

describe("badIdRedirectScript", () => {
  it.each(cases)("on %s replaces the location with %s", (path, target) => {
    const replace = runScript(path);
    if (target) expect(replace).toHaveBeenCalledExactlyOnceWith(target);
    else expect(replace).not.toHaveBeenCalled();
  });

  it("is one self-contained expression, safe to inline in the head", () => {
    expect(badIdRedirectScript()).toMatch(/^\(\(\)=>\{.*\}\)\(\)$/);
    expect(badIdRedirectScript()).not.toMatch(/<\/script|\n/i);
  });
});
