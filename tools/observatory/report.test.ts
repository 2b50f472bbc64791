import { describe, expect, it } from "vitest";
import { scanArguments, type ObservatoryTest, type PageScan } from "./observatory.ts";
import { gradeLine, plainText, shortfall, signed, testLine } from "./report.ts";

/** A test as the scanner reports it, from a real scan of the nginx deployment. */
const test = (name: string, result: string, scoreModifier: number, pass = true): ObservatoryTest => ({
  name,
  pass,
  result,
  expectation: result,
  scoreModifier,
  scoreDescription: `<p>\n      The result <code>${result}</code>.\n      </p>`,
});

/** Today's grade of the home page: A+ 110, every test passed, two bonuses. */
const today: PageScan = {
  path: "/",
  grade: "A+",
  score: 110,
  testsPassed: 10,
  testsQuantity: 10,
  statusCode: 200,
  tests: [
    test("content-security-policy", "csp-implemented-with-unsafe-inline-in-style-src-only", 0),
    test("referrer-policy", "referrer-policy-private", 5),
    test("x-frame-options", "x-frame-options-implemented-via-csp", 5),
  ],
};

/** A page whose policy allows inline scripts and whose HTTPS answer has no HSTS. */
const weak: PageScan = {
  ...today,
  grade: "C+",
  score: 60,
  testsPassed: 8,
  tests: [
    test("content-security-policy", "csp-implemented-with-unsafe-inline", -20, false),
    test("referrer-policy", "referrer-policy-private", 5),
    test("strict-transport-security", "hsts-not-implemented", -20, false),
  ],
};

describe("the Observatory's report", () => {
  it("writes a modifier with its sign, and a description without its HTML", () => {
    expect([signed(5), signed(-20), signed(0)]).toEqual(["+5", "-20", "0"]);
    expect(plainText("<p>\n  <code>X-Frame-Options</code> (XFO)\n  via CSP.\n</p>")).toBe(
      "X-Frame-Options (XFO) via CSP.",
    );
  });

  it("gives a page's grade, score and tests passed in one line, or why it has none", () => {
    expect(gradeLine(today)).toBe("/: A+ 110, 10/10 tests passed");
    expect(gradeLine({ path: "/some-page", error: "The site seems to be down." })).toBe(
      "/some-page: not graded: The site seems to be down.",
    );
    expect(testLine(test("content-security-policy", "csp-implemented-with-unsafe-inline", -20, false))).toBe(
      "content-security-policy: csp-implemented-with-unsafe-inline (-20, failed)",
    );
  });

  it("finds no shortfall at or above the floor", () => {
    expect(shortfall(today, 110)).toBeUndefined();
    expect(shortfall(today, 100)).toBeUndefined();
  });

  it("names each failing test with its result, modifier and description below the floor", () => {
    expect(shortfall(weak, 110)).toBe(
      [
        "/: C+ 60, 8/10 tests passed: below 110; failing: 2",
        "  content-security-policy: csp-implemented-with-unsafe-inline (-20, failed): The result csp-implemented-with-unsafe-inline.",
        "  strict-transport-security: hsts-not-implemented (-20, failed): The result hsts-not-implemented.",
      ].join("\n"),
    );
  });

  it("lists what each test earned when none fails but a bonus is missing", () => {
    const message = shortfall(today, 120) ?? "";
    expect(message).toContain("/: A+ 110, 10/10 tests passed: below 120; no test fails");
    expect(message).toContain(
      "  content-security-policy: csp-implemented-with-unsafe-inline-in-style-src-only (0, passed)",
    );
    expect(message).toContain("  referrer-policy: referrer-policy-private (+5, passed)");
  });

  it("reports a page the Observatory could not grade as a shortfall", () => {
    expect(shortfall({ path: "/", error: "Site did respond with an unexpected HTTP status code 404." }, 0)).toBe(
      "/: not graded: Site did respond with an unexpected HTTP status code 404.",
    );
  });
});

describe("the scan script's arguments", () => {
  it("name the host, both ports and every path", () => {
    expect(scanArguments({ host: "127.0.0.1", httpPort: 8080, httpsPort: 8443, paths: ["/", "/a"] })).toEqual([
      "127.0.0.1",
      "--http-port",
      "8080",
      "--https-port",
      "8443",
      "--path",
      "/",
      "--path",
      "/a",
    ]);
    expect(scanArguments({ host: "example.com", paths: [] })).toEqual(["example.com"]);
  });
});
