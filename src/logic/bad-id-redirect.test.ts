import { describe, expect, it, vi } from "vitest";
import { badIdRedirectScript, badIdRedirectTarget } from "./bad-id-redirect";
import { ROUTES } from "~/routes";

/** Paths a host without rules answers with the 404 page, and where each must end (spec §2, §5). */
const cases: [path: string, target: typeof ROUTES.books | typeof ROUTES.resources | null][] = [
  ["/books/abc", ROUTES.books],
  ["/books/99", ROUTES.books],
  ["/books/1.5", ROUTES.books],
  ["/books/", ROUTES.books],
  ["/books/abc/", ROUTES.books],
  ["/resources/x", ROUTES.resources],
  ["/resources/7", ROUTES.resources],
  ["/resources/", ROUTES.resources],
  ["/no-such-page", null],
  ["/books/3/extra", null],
  [ROUTES.books, null],
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
