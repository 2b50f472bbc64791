import { describe, expect, it } from "vitest";
import { BRAND_FACES } from "./faces";
import {
  assignToSubsets,
  codePointsOfFace,
  codePointsToCover,
  DISPLAY_OMITTED_ASCII,
  faceCss,
  formatUnicodeRange,
  parseSourceSubsets,
  parseUnicodeRange,
  withoutComments,
} from "./subset";

const FONTSOURCE_CSS = `/* fredoka-latin-ext-wght-normal */
@font-face {
  font-family: 'Fredoka Variable';
  font-weight: 300 700;
  src: url(./files/fredoka-latin-ext-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0100-02BA,U+1E00-1E9F;
}
/* fredoka-latin-wght-normal */
@font-face {
  font-family: 'Fredoka Variable';
  font-weight: 300 700;
  src: url(./files/fredoka-latin-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0000-00FF,U+0131,U+2000-206F;
}`;

describe("the brand faces' cuts (decisions 005 and 023)", () => {
  it("reads fontsource's subsets and their ranges", () => {
    expect(parseSourceSubsets(FONTSOURCE_CSS)).toEqual([
      {
        name: "latin-ext",
        file: "fredoka-latin-ext-wght-normal.woff2",
        ranges: [
          [0x100, 0x2ba],
          [0x1e00, 0x1e9f],
        ],
      },
      {
        name: "latin",
        file: "fredoka-latin-wght-normal.woff2",
        ranges: [
          [0, 0xff],
          [0x131, 0x131],
          [0x2000, 0x206f],
        ],
      },
    ]);
    expect(parseUnicodeRange("U+41, nonsense ,U+E0-E5")).toEqual([
      [0x41, 0x41],
      [0xe0, 0xe5],
    ]);
  });

  it("formats code points as the shortest unicode-range, joining runs", () => {
    expect(formatUnicodeRange([0x43, 0x41, 0x42, 0xe9, 0x42])).toBe("U+41-43,U+E9");
    expect(formatUnicodeRange([])).toBe("");
  });

  it("covers all printable ASCII plus every other character of the text, but no emoji or controls", () => {
    const points = codePointsToCover(["Café — “books” 🐝\u0007 Łódź"]);
    for (let point = 0x20; point <= 0x7e; point++) expect(points.has(point)).toBe(true);
    for (const char of "é—“”Łóź") expect(points.has(char.codePointAt(0) ?? 0)).toBe(true);
    expect(points.has("🐝".codePointAt(0) ?? 0)).toBe(false);
    expect(points.has(7)).toBe(false);
  });

  it("puts each character in the Latin cut when it has it, and adds a latin-ext cut only for text that needs one", () => {
    const subsets = parseSourceSubsets(FONTSOURCE_CSS);
    const latinOnly = assignToSubsets(codePointsToCover(["Café"]), subsets);
    expect(latinOnly.map(({ subset }) => subset.name)).toEqual(["latin"]);
    const withPolish = assignToSubsets(codePointsToCover(["Łódź"]), subsets);
    expect(withPolish.map(({ subset, points }) => [subset.name, points.filter((point) => point > 0xff)])).toEqual([
      ["latin", []],
      ["latin-ext", [0x141, 0x17a]],
    ]);
  });

  it("leaves the symbols no heading uses out of the display face's cut, and keeps them in the text face's", () => {
    const [display, text] = BRAND_FACES;
    if (!display || !text) throw new Error("the display face and the text face");
    const points = codePointsToCover(["Café"]);
    const displayPoints = codePointsOfFace(display, points);
    for (const char of DISPLAY_OMITTED_ASCII) expect(displayPoints.has(char.codePointAt(0) ?? 0)).toBe(false);
    for (const char of "Café!$%&?") expect(displayPoints.has(char.codePointAt(0) ?? 0)).toBe(true);
    expect(codePointsOfFace(text, points)).toEqual(points);
  });
});

describe("the rules of a cut (decisions 019 and 023)", () => {
  it("carries a display face cut's bytes as a data: URL, with its family, weights and characters", () => {
    const css = faceCss(
      { packageName: "fredoka", family: "Fredoka Variable", weight: [600, 600], delivery: "first-paint" },
      new Uint8Array([0x77, 0x4f, 0x46, 0x32]),
      "U+20-7E",
    );
    expect(css).toContain('font-family: "Fredoka Variable";');
    expect(css).toContain('src: url(data:font/woff2;base64,d09GMg==) format("woff2");');
    expect(css).toContain("font-weight: 600 600;");
    expect(css).toContain("unicode-range: U+20-7E;");
    // Never a fallback first and the brand later: the text waits for the face.
    expect(css).toContain("font-display: block;");
  });

  it("points a text face cut, which comes after the first paint, at its own file", () => {
    const css = faceCss(
      { packageName: "nunito", family: "Nunito Variable", weight: [400, 700], delivery: "after-first-paint" },
      "./nunito-latin.woff2",
      "U+20-7E",
    );
    expect(css).toContain('src: url("./nunito-latin.woff2") format("woff2");');
    expect(css).toContain("font-weight: 400 700;");
  });
});

describe("the text the brand faces are cut to (decision 023)", () => {
  it("leaves out the characters of code comments, and keeps strings, URLs included", () => {
    const code = [
      "/** Spec §4: 3 × 2, café. */",
      'const url = "https://example.com/ä"; // note — é',
      "// whole-line note ß",
      'const label = "Hello ✓";',
    ].join("\n");
    const kept = withoutComments(code);
    for (const char of "§×é—ß") expect(kept).not.toContain(char);
    expect(kept).toContain("https://example.com/ä");
    expect(kept).toContain("Hello ✓");
  });
});
