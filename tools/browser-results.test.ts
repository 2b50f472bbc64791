import { describe, expect, it } from "vitest";
import { playwrightTotals, summaryLines, webKitTotals, type WebKitRecord } from "./browser-results";

/** A Playwright JSON report as its `json` reporter writes one (the parts the summary reads). */
const playwrightReport = JSON.stringify({
  stats: { expected: 750, unexpected: 1, flaky: 0, skipped: 63 },
  suites: [
    {
      title: "journeys/contact.spec.ts",
      file: "journeys/contact.spec.ts",
      specs: [],
      suites: [
        {
          title: "the contact popup on desktop (1280 px)",
          specs: [
            {
              title: "opens from every kind of call to action",
              file: "journeys/contact.spec.ts",
              tests: [
                { projectName: "chromium", status: "expected" },
                {
                  projectName: "firefox",
                  status: "unexpected",
                  results: [
                    {
                      errors: [
                        {
                          message:
                            "\u001b[31mError: the popup opens\u001b[39m\n\nexpect(locator).toBeVisible() failed\n\n  12 |   await open();\n> 13 |   await expect(popup).toBeVisible();\n     |                       ^\n    at journeys/contact.spec.ts:13:23",
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  errors: [],
});

const webKitLines = (records: WebKitRecord[]) => records.map((record) => JSON.stringify(record)).join("\n") + "\n";

describe("the browser runners' totals", () => {
  it("Playwright: counts, and each failed test by engine, file, describe and title", () => {
    expect(playwrightTotals(playwrightReport)).toEqual({
      runner: "Playwright",
      passed: 750,
      failed: 1,
      skipped: 63,
      failures: [
        "[firefox] journeys/contact.spec.ts › the contact popup on desktop (1280 px) › opens from every kind of call to action",
      ],
      reasons: {
        "[firefox] journeys/contact.spec.ts › the contact popup on desktop (1280 px) › opens from every kind of call to action":
          ["Error: the popup opens", "expect(locator).toBeVisible() failed"],
      },
    });
  });

  it("Playwright: an error outside every test (the web server did not start) is a failure, named", () => {
    const report = JSON.stringify({
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      suites: [],
      errors: [{ message: "\u001b[31mError: Timed out waiting 30000ms from config.webServer.\u001b[39m\n  at …" }],
    });
    expect(playwrightTotals(report)).toMatchObject({
      failed: 1,
      failures: ["[run] Error: Timed out waiting 30000ms from config.webServer."],
    });
  });

  it("Playwright: no report (the runner crashed) is said, not taken for a pass", () => {
    expect(playwrightTotals(undefined).missing).toMatch(/did not finish/);
    expect(playwrightTotals("{ cut off").missing).toMatch(/did not finish/);
  });

  it("WebKit: counts each test, names each failed test and hook with its viewport", () => {
    const text = webKitLines([
      {
        kind: "test",
        title: "scroll › going back",
        file: "scroll.e2e.ts",
        viewport: "1280 px",
        outcome: "failed",
        error: "Error: expected 1200, got 0\n    at Context.<anonymous> (scroll.e2e.ts:40:5)",
      },
      { kind: "test", title: "scroll › a link", file: "scroll.e2e.ts", viewport: "1280 px", outcome: "passed" },
      { kind: "test", title: "scroll › a link", file: "scroll.e2e.ts", viewport: "390 px", outcome: "passed" },
      { kind: "hook", title: 'menu › "before all" hook', file: "navigation.e2e.ts", viewport: "390 px", error: "x" },
      { kind: "run", specFiles: { passed: 20, failed: 2 }, exitCode: 1 },
    ]);
    expect(webKitTotals(text)).toEqual({
      runner: "WebKit",
      passed: 2,
      failed: 2,
      skipped: 0,
      failures: [
        "[webkit 1280 px] scroll.e2e.ts › scroll › going back",
        '[webkit 390 px] navigation.e2e.ts › menu › "before all" hook',
      ],
      reasons: {
        "[webkit 1280 px] scroll.e2e.ts › scroll › going back": ["Error: expected 1200, got 0"],
        '[webkit 390 px] navigation.e2e.ts › menu › "before all" hook': ["x"],
      },
    });
  });

  it("WebKit: a spec file that failed with no failed test (its session never started) still counts", () => {
    const text = webKitLines([
      { kind: "test", title: "a › b", file: "routes.e2e.ts", viewport: "1280 px", outcome: "passed" },
      { kind: "run", specFiles: { passed: 21, failed: 1 }, exitCode: 1 },
    ]);
    expect(webKitTotals(text)).toMatchObject({ failed: 1, failures: [expect.stringMatching(/1 spec file/)] });
  });

  it("WebKit: a run cut off before its totals is said, not taken for a pass", () => {
    const text = webKitLines([
      { kind: "test", title: "a › b", file: "routes.e2e.ts", viewport: "1280 px", outcome: "passed" },
    ]);
    expect(webKitTotals(text).missing).toMatch(/did not finish/);
  });
});

describe("the summary at the log's end", () => {
  it("says why each test failed, then both runners' totals, every failure's name and a closing count", () => {
    const lines = summaryLines([
      playwrightTotals(playwrightReport),
      webKitTotals(
        webKitLines([
          { kind: "test", title: "s › t", file: "scroll.e2e.ts", viewport: "1280 px", outcome: "failed" },
          { kind: "run", specFiles: { passed: 43, failed: 1 }, exitCode: 1 },
        ]),
      ),
    ]);
    expect(lines.join("\n")).toBe(
      [
        "",
        "Why they failed:",
        "  [firefox] journeys/contact.spec.ts › the contact popup on desktop (1280 px) › opens from every kind of call to action",
        "      Error: the popup opens",
        "      expect(locator).toBeVisible() failed",
        "Browser tests:",
        "  Playwright: 750 passed, 1 failed, 63 skipped",
        "  WebKit: 0 passed, 1 failed, 0 skipped",
        "Failed:",
        "  [firefox] journeys/contact.spec.ts › the contact popup on desktop (1280 px) › opens from every kind of call to action",
        "  [webkit 1280 px] scroll.e2e.ts › s › t",
        "browsers: 750 passed, 2 failed, 63 skipped",
      ].join("\n"),
    );
  });

  it("a reason's lines are cut to eight, each to 300 characters", () => {
    const long = "x".repeat(400);
    const why = webKitTotals(
      webKitLines([
        {
          kind: "test",
          title: "a › b",
          file: "f.e2e.ts",
          viewport: "390 px",
          outcome: "failed",
          error: `${long}\n1\n2\n3\n4\n5\n6\n7\n8`,
        },
        { kind: "run", specFiles: { passed: 0, failed: 1 }, exitCode: 1 },
      ]),
    ).reasons["[webkit 390 px] f.e2e.ts › a › b"];
    expect(why).toEqual([`${"x".repeat(299)}…`, "1", "2", "3", "4", "5", "6", "7"]);
  });

  it("a test that failed in two repetitions gives its reason once, and is listed under Failed once a repetition", () => {
    const failed = (error: string): WebKitRecord => ({
      kind: "test",
      title: "a › b",
      file: "f.e2e.ts",
      viewport: "390 px",
      outcome: "failed",
      error,
    });
    const lines = summaryLines([
      webKitTotals(
        webKitLines([
          failed("Error: first"),
          failed("Error: second"),
          { kind: "run", specFiles: { passed: 0, failed: 2 }, exitCode: 1 },
        ]),
      ),
    ]);
    expect(lines.filter((line) => line.includes("Error:"))).toEqual(["      Error: second"]);
    expect(lines.filter((line) => line === "  [webkit 390 px] f.e2e.ts › a › b")).toHaveLength(3);
  });

  it("a runner that left no results makes the closing count fail", () => {
    const lines = summaryLines([playwrightTotals(playwrightReport), webKitTotals(undefined)]);
    expect(lines.at(-1)).toBe("browsers: 750 passed, 2 failed, 63 skipped");
    expect(lines).toContain("  WebKit: no totals: the runner did not finish (0 passed, 0 failed, 0 skipped recorded)");
  });

  it("a WebKit run skipped for want of its browser says so and fails nothing", () => {
    const skipped = webKitTotals(
      webKitLines([{ kind: "run", specFiles: { passed: 0, failed: 0 }, exitCode: 0, skipped: "Xvfb is missing" }]),
    );
    const lines = summaryLines([
      { ...playwrightTotals(playwrightReport), failed: 0, failures: [], reasons: {} },
      skipped,
    ]);
    expect(lines).toContain("  WebKit: SKIPPED, Xvfb is missing");
    expect(lines.at(-1)).toBe("browsers: 750 passed, 0 failed, 63 skipped");
  });
});
