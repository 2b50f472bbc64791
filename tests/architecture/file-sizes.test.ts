/**
 * No file grows past what a reader holds in one sitting: a product file at most
 * {@link PRODUCT_MAX_LINES} lines, a test file at most {@link TEST_MAX_LINES}. A file past its
 * bound holds more than one idea, and is split by idea (as `spec-coverage*.test.ts` was), never by
 * moving lines about. Over `git ls-files`, read from the working tree; each file past its bound
 * fails here as `file: N lines (at most M)`. Plain fs, so it costs milliseconds.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** The most lines a product file may have. */
export const PRODUCT_MAX_LINES = 300;
/** The most lines a test file (a unit test, a Playwright spec, a WebKit journey, a test helper) may have. */
export const TEST_MAX_LINES = 400;

/** The folders whose source is the product: the site, its server, the build, the tools and the artwork. */
const PRODUCT = /^(src|server|integrations|tools|art)\//;
/** Source files, by their extension: code, components, pages and styles. */
const SOURCE = /\.(ts|tsx|js|mjs|cjs|astro|css)$/;
/** Test files: every file under tests/, and the unit tests, Playwright specs and WebKit journeys beside the code. */
const TEST = /^tests\/|\.test\.tsx?$|\.spec\.ts$|\.e2e\.ts$/;

/**
 * Files whose length no one writes, so no bound applies: the owner's content under
 * src/content/data/ (the studio's books, articles and lists, as long as the catalogue is, edited
 * through the CMS, decision 007) and src/styles/generated/ (the brand faces' rules, written at
 * every build by integrations/brand-faces/build.ts and ignored by Git, decision 023).
 */
const EXCLUDED = /^src\/content\/data\/|^src\/styles\/generated\//;

/**
 * The bound a file is held to.
 * @param file - its path from the root, `/` separators
 * @returns the most lines it may have, or undefined when it is neither product source nor a test
 */
export function lineBound(file: string): number | undefined {
  if (EXCLUDED.test(file) || !SOURCE.test(file)) return undefined;
  if (TEST.test(file)) return TEST_MAX_LINES;
  if (PRODUCT.test(file)) return PRODUCT_MAX_LINES;
  return undefined;
}

/** The number of lines of a text, a last line without its newline counted. */
function lineCount(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

/**
 * Every file past its bound.
 * @param files - path (from the root, `/` separators) and text of each file
 * @returns one `file: N lines (at most M)` per file past its bound
 */
export function oversizedFiles(files: Iterable<[string, string]>): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    const bound = lineBound(file);
    const lines = lineCount(text);
    if (bound !== undefined && lines > bound) found.push(`${file}: ${lines} lines (at most ${bound})`);
  }
  return found;
}

/** The files `git ls-files` lists that have a bound, read from the working tree. */
function* boundedFiles(): Generator<[string, string]> {
  const listed = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0");
  for (const file of listed) {
    if (lineBound(file) === undefined) continue;
    const full = path.join(root, file);
    if (existsSync(full)) yield [file, readFileSync(full, "utf8")];
  }
}

/** A text of `count` lines, each ending in a newline. */
const lines = (count: number) => "x\n".repeat(count);

describe("no file is longer than one idea", () => {
  it("holds product source to 300 lines and tests to 400, and leaves generated files and content alone", () => {
    expect(
      oversizedFiles([
        ["src/logic/a.ts", lines(300)],
        ["src/logic/b.ts", lines(301)],
        ["server/c.ts", `${lines(300)}x`],
        ["art/d.ts", lines(301)],
        ["src/styles/e.css", lines(301)],
        ["src/pages/f.astro", lines(301)],
        ["src/logic/a.test.ts", lines(400)],
        ["src/islands/g.test.tsx", lines(401)],
        ["tests/journeys/h.spec.ts", lines(401)],
        ["tests/journeys/webkit/i.e2e.ts", lines(401)],
        ["tests/support/j.ts", lines(401)],
        ["src/content/data/faqs.json", lines(900)],
        ["src/content/data/k.ts", lines(900)],
        ["src/styles/generated/display-face.css", lines(900)],
        ["docs/decisions/012-astro-islands.md", lines(900)],
        ["package-lock.json", lines(9000)],
      ]),
    ).toEqual([
      "src/logic/b.ts: 301 lines (at most 300)",
      "server/c.ts: 301 lines (at most 300)",
      "art/d.ts: 301 lines (at most 300)",
      "src/styles/e.css: 301 lines (at most 300)",
      "src/pages/f.astro: 301 lines (at most 300)",
      "src/islands/g.test.tsx: 401 lines (at most 400)",
      "tests/journeys/h.spec.ts: 401 lines (at most 400)",
      "tests/journeys/webkit/i.e2e.ts: 401 lines (at most 400)",
      "tests/support/j.ts: 401 lines (at most 400)",
    ]);
  });

  it("finds every product file within 300 lines and every test file within 400", () => {
    expect(oversizedFiles(boundedFiles())).toEqual([]);
  });
});
