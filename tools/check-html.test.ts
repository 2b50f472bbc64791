import { describe, expect, it } from "vitest";
import { ALLOW_LIST, type CheckedFile, parseVnuReport, reviewReport, type VnuMessage } from "./check-html";

const PAGE = "/repo/build/client/books/index.html";
const FRAGMENT = "/tmp/check-html-x/consent-banner.html";
const files = new Map<string, CheckedFile>([
  [PAGE, { name: "build/client/books/index.html", linesBefore: 0 }],
  [FRAGMENT, { name: "build/client/consent-banner.html", linesBefore: 1 }],
]);

/** A vnu report (as `--format json` prints it) of the given messages, on the books page unless they say otherwise. */
const report = (...messages: Partial<VnuMessage>[]) =>
  JSON.stringify({
    version: "26.9.27",
    messages: messages.map((message) => ({ type: "error", url: `file:${PAGE}`, lastLine: 4, ...message })),
  });
/** A message whose extract highlights `source` between `before` and `after`, as vnu marks the element or value it objects to. */
const about = (message: string, before: string, source: string, after: string): Partial<VnuMessage> => ({
  message,
  extract: before + source + after,
  hiliteStart: before.length,
  hiliteLength: source.length,
});

const AT_PROPERTY = "CSS: Unrecognized at-rule “@property”";
const BLOCKING =
  "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.";
const MARGIN_TRIM = "CSS: “margin-trim”: Property “margin-trim” doesn't exist.";
const STYLE_IN_BODY = "A “style” element in “body” must be the first child of its parent.";

describe("reviewReport", () => {
  it("drops the CSS vnu does not know yet and counts it by allow-list entry", () => {
    const { errors, allowed } = reviewReport(
      report(
        { message: AT_PROPERTY },
        { message: AT_PROPERTY },
        { message: "CSS: Unrecognized at-rule “@starting-style”" },
        { message: "CSS: “transition-property”: “--tw-gradient-from” is not a “transition-property” value." },
        // As vnu reports Tailwind's `@supports (… (not (margin-trim:inline))) or …`.
        about(MARGIN_TRIM, "rgin-trim:", "inline", "))) or"),
      ),
      files,
    );
    expect(errors).toEqual([]);
    expect(Object.fromEntries(allowed)).toEqual({
      "@property": 2,
      "@starting-style": 1,
      "custom property in transition-property": 1,
      "margin-trim in @supports": 1,
    });
  });

  it("keeps an error nothing allows, as file:line:col message", () => {
    const { errors, allowed } = reviewReport(
      report({
        firstLine: 3,
        lastLine: 5,
        firstColumn: 7,
        lastColumn: 2,
        message: "Element “a” not allowed as child of element “figure” in this context.",
      }),
      files,
    );
    expect(errors).toEqual([
      "build/client/books/index.html:3:7 Element “a” not allowed as child of element “figure” in this context.",
    ]);
    expect(allowed.size).toBe(0);
  });

  it("keeps a <style> in <body> and a favicon URL with spaces: they are the site's own markup", () => {
    const { errors } = reviewReport(
      report(
        { lastLine: 4, lastColumn: 39756, firstColumn: 39750, message: STYLE_IN_BODY },
        {
          message:
            "Bad value  for attribute “href” on element “link”: Illegal character after “ta:”. Space is not allowed.",
        },
      ),
      files,
    );
    expect(errors).toEqual([
      `build/client/books/index.html:4:39750 ${STYLE_IN_BODY}`,
      "build/client/books/index.html:4:1 Bad value  for attribute “href” on element “link”: Illegal character after “ta:”. Space is not allowed.",
    ]);
  });

  it("allows blocking=render on <link rel=expect> only", () => {
    const expect_ = about(
      BLOCKING,
      '"#fff8ec">',
      '<link rel="expect" href="#site-footer" blocking="render"/>',
      "<link ",
    );
    const preload = about(
      BLOCKING,
      '"#fff8ec">',
      '<link rel="preload" href="/font.woff2" blocking="render"/>',
      "<link ",
    );
    const { errors, allowed } = reviewReport(report(expect_, preload), files);
    expect(allowed.get("link rel=expect blocking=render")).toBe(1);
    expect(errors).toEqual([`build/client/books/index.html:4:1 ${BLOCKING}`]);
  });

  it("allows margin-trim in an @supports test only, not declared in a rule", () => {
    const { errors } = reviewReport(report(about(MARGIN_TRIM, "rgin-trim:", "block", "}@supp")), files);
    expect(errors).toEqual([`build/client/books/index.html:4:1 ${MARGIN_TRIM}`]);
  });

  it("reports a fragment's lines as they are in its file, not in the document it was checked in", () => {
    const { errors } = reviewReport(
      report({ url: `file:${FRAGMENT}`, lastLine: 2, firstColumn: 10, message: "Duplicate ID “x”." }),
      files,
    );
    expect(errors).toEqual(["build/client/consent-banner.html:1:10 Duplicate ID “x”."]);
  });

  it("keeps a file vnu could not read, and ignores warnings", () => {
    const { errors } = reviewReport(
      report(
        { type: "non-document-error", url: `file:${PAGE}`, lastLine: undefined, message: "File not found." },
        { type: "info", subType: "warning", message: "Consider adding a “lang” attribute." },
      ),
      files,
    );
    expect(errors).toEqual(["build/client/books/index.html File not found."]);
  });
});

describe("parseVnuReport", () => {
  it("fails with what was printed when it is not vnu's JSON", () => {
    expect(() => parseVnuReport("StackOverflowError while evaluating HTML schema.")).toThrow(
      /vnu printed no JSON report: "StackOverflowError/,
    );
    expect(() => parseVnuReport('{"version":"1"}')).toThrow(/no messages list/);
  });
});

describe("ALLOW_LIST", () => {
  it("names the standard behind every entry", () => {
    for (const entry of ALLOW_LIST) expect(entry.standard, entry.name).toMatch(/^(CSS|HTML) /);
  });
});
