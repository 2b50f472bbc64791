/**
 * No file cites an issue. The repository has no issue tracker to follow a number into, so "issue"
 * and a number, or "#" and a number, in a comment, a test title or a document leads nowhere. A
 * reason is cited by what keeps it: a decision record (`docs/decisions/NNN-*.md`, "decision 012")
 * or a section of the product spec ("spec §4"), or written out where the code does not explain it. Every text file `git ls-files`
 * lists is read (code, tests, configs, docs), but for {@link SKIPPED}; each line that cites an issue
 * fails here as `file:line: text`. Plain fs and two regular expressions, so it costs milliseconds.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Files not read, each for its reason: the lock files, the root's and tools/observatory's (written
 * by npm, their lines are package names and hashes), binaries (pictures, fonts), the artwork's
 * output under public/assets/images/ (written by `npm run art` from art/, which is read), the
 * build's generated styles, and the owner's content under src/content/data/ (the studio's own
 * words, edited through the CMS, decision 007: an article may well rank a book first with a "#",
 * and that is no citation of ours).
 */
const SKIPPED = [
  /(^|\/)package-lock\.json$/,
  /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz)$/i,
  /^public\/assets\/images\//,
  /^src\/styles\/generated\//,
  /^src\/content\/data\//,
];

/** "issue" or "issues", then a number, with or without a "#" before it, in any case. */
const ISSUE_WORD = /\bissues?\s*#?\d+/i;

/**
 * "#" and a number standing alone: after the start of the line, a space or an opening bracket, and
 * not part of a word, a URL fragment (`page#2`) or an HTML entity (`&#8217;`).
 */
const HASH_NUMBER = /(?<![\w&#/])#(\d+)\b(?![\w-])/g;

/**
 * Whether a `#` and digits at `index` of `line` is a colour rather than a citation: it has a
 * colour's length (3, 4, 6 or 8 hex digits) and stands where a colour stands: right after a quote,
 * `,` or `=` (a string, an argument, an attribute), as a function's first argument
 * (`linear-gradient(#abc, …)`), or in the value of a CSS declaration (`border: 1px solid #abc`, a
 * lower-case property name and its colon). The same digits after "See ", "(" or "Note: " are a
 * citation (the examples below show each).
 */
function isColour(line: string, index: number, digits: string): boolean {
  if (![3, 4, 6, 8].includes(digits.length)) return false;
  const before = line.slice(0, index);
  return /["'`]$|[,=]\s*$|\w\($/.test(before) || /(?:^|[{;"'])\s*-{0,2}[a-z][a-z-]*\s*:[^;{}]*$/.test(before);
}

/**
 * The issue a line cites, if it cites one.
 * @param line - one line of a file
 * @returns the citation as written, or undefined when the line cites none
 */
export function issueCitation(line: string): string | undefined {
  const word = ISSUE_WORD.exec(line);
  if (word) return word[0];
  for (const match of line.matchAll(HASH_NUMBER)) {
    if (!isColour(line, match.index, match[1] ?? "")) return match[0];
  }
  return undefined;
}

/**
 * Every line of the given files that cites an issue.
 * @param files - path (from the root, `/` separators) and text of each file
 * @returns one `file:line: text` per citing line, the text trimmed
 */
export function issueReferences(files: Iterable<[string, string]>): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    text.split("\n").forEach((line, index) => {
      if (issueCitation(line) !== undefined) found.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return found;
}

/** The repository's text files as `git ls-files` lists them, read from the working tree. */
function* trackedTextFiles(): Generator<[string, string]> {
  const listed = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0");
  for (const file of listed) {
    if (file === "" || SKIPPED.some((pattern) => pattern.test(file))) continue;
    const full = path.join(root, file);
    if (!existsSync(full)) continue; // deleted in the working tree, not yet committed
    const text = readFileSync(full, "utf8");
    if (text.includes("\0")) continue; // a binary the extensions above missed
    yield [file, text];
  }
}

/** A line written with `{n}` where the number goes, so that this file cites no issue itself. */
const at = (line: string, number = "24") => line.replace("{n}", number);

describe("no file cites an issue (decision records and spec sections instead)", () => {
  it("flags an issue cited by word or by number", () => {
    const cited = [
      at("// The site as Astro builds it (issue {n}): every page static."),
      at(" * Issue {n}'s item 5 against its item 8."),
      at("describe('raster files (issues {n} and 8)', () => {"),
      at("Fixed as issue #{n} asked."),
      at("See #{n}."),
      at("- the shell (#{n})"),
      at("(#{n}) moved the bench to HTTP/2", "123"),
      at("See #{n} for why.", "123"),
      at("#{n} asked for it", "12"),
      at("Note: #{n} asked for it", "123"),
    ];
    expect(cited.filter((line) => issueCitation(line) === undefined)).toEqual([]);
    expect(issueReferences([["a.ts", ["const a = 1;", cited[0] ?? ""].join("\n")]])).toEqual([
      `a.ts:2: ${cited[0]?.trim()}`,
    ]);
  });

  it("leaves colours, entities, fragments and decision numbers alone", () => {
    const clean = [
      'context.fillStyle = "#000";',
      'rect(0, 818, W, 82, { fill: "#263352" })',
      "  color: #123;",
      "  border: 1px solid #1234;",
      "  background: linear-gradient(#123456, #12345678);",
      '<path fill="#1234" d="M0 0"/>',
      '<p style="border: 2px dashed #123">',
      "a { color: #abc; outline: 2px solid #123 }",
      "Don&#8217;t wait &#38; see",
      "https://example.com/page#2 and /books#12",
      "See decision 012 and spec §4; 24 issues were closed.",
      "tissue 12 and misuse 24",
      "const id = `${prefix}#${n}`;",
      "## 2. Screens and routes",
    ];
    expect(clean.filter((line) => issueCitation(line) !== undefined)).toEqual([]);
  });

  it("finds no issue cited anywhere in the repository", () => {
    expect(issueReferences(trackedTextFiles())).toEqual([]);
  });
});
