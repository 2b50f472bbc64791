import { describe, expect, it } from "vitest";
import { criticalLines, sweepFilter } from "./real-art-budgets.ts";
import { bookPath, ROUTES } from "../../src/routes.ts";

describe("criticalLines (the critical bytes the page sweeps logged)", () => {
  it("reads each route's total and parts, and nothing else", () => {
    const output = [
      "Running 2 tests using 2 workers",
      `critical-bytes: ${bookPath(1)} 66674 [{"part":"document","bytes":34314},{"part":"LCP image /_astro/a.avif","bytes":32360}]`,
      `focus-audit: ${ROUTES.home} at 390: {"stops":43}`,
      `critical-bytes: ${ROUTES.home} 43534 [{"part":"document","bytes":43534}]`,
    ].join("\n");
    expect(criticalLines(output)).toEqual([
      {
        route: bookPath(1),
        total: 66674,
        parts: [
          { part: "document", bytes: 34314 },
          { part: "LCP image /_astro/a.avif", bytes: 32360 },
        ],
      },
      { route: ROUTES.home, total: 43534, parts: [{ part: "document", bytes: 43534 }] },
    ]);
  });
});

describe("sweepFilter (the page sweeps of some routes at 390 px)", () => {
  const titles = [ROUTES.home, ROUTES.books, bookPath(1), bookPath(10), ROUTES.about].flatMap((route) => [
    `pages tests/pages/pages.spec.ts every sweep at 390 px ${route} at 390 px`,
    `pages tests/pages/pages.spec.ts every sweep at 1280 px ${route} at 1280 px`,
  ]);

  it("matches exactly the named routes at 390 px, not a longer path that starts alike", () => {
    const filter = new RegExp(sweepFilter([ROUTES.home, bookPath(1)]));
    expect(titles.filter((title) => filter.test(title))).toEqual([
      `pages tests/pages/pages.spec.ts every sweep at 390 px ${ROUTES.home} at 390 px`,
      `pages tests/pages/pages.spec.ts every sweep at 390 px ${bookPath(1)} at 390 px`,
    ]);
  });
});
