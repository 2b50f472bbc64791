/**
 * docs/spec-coverage.md names its evidence as `` `file` › "test title" ``, `` `file` (describe "…") ``
 * or `` `file` `` alone. This check holds it to the tree: every cited file exists, every cited title
 * is the title of a test, describe or page-sweep step in that file (a parametrised title as written,
 * `${…}` or `%s` kept), every case quoted after a parametrised title is written in that file as a
 * string, and every decision named exists. A test moved, renamed or dropped without its row fails
 * here, naming the row. Its counts are held by `spec-coverage-counts.test.ts`; that it cites no issue,
 * by `no-issue-references.test.ts`, as every file is. The reading of the file and of the test files'
 * titles is in `spec-coverage-source.ts`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  COVERAGE,
  coverageRows,
  repositoryTree,
  root,
  ROW,
  sourceTitles,
  type CoverageRow,
  type SourceTitle,
  type Tree,
} from "./spec-coverage-source.ts";

/** A cited title: the row it is in, the file it is cited against, and the cases quoted after it. */
type TitleCitation = { row: string; file: string; title: string; describe: boolean; cases: string[] };

/** A path in backticks: no space, an extension; a route ("/…"), a path outside the repository ("../") is none. */
const PATH = /^(?![/.]{1,2}\/|\/)[^\s`]*\.[a-z]{2,5}$/;
const TEST_FILE = /\.(test|spec)\.tsx?$|\.e2e\.ts$/;
/** In a row, in the order they come: a chained title, a describe citation, or a backticked token. */
const EVIDENCE_TOKEN = /› "([^"]*)"|\(describe "([^"]*)"|`([^`]+)`/g;
const PARAMETRISED = /%[sdifjo#]|\$\{/;

/**
 * The quoted cases in the parenthesis right after a parametrised title, such as `("a network
 * failure")`: the text up to its closing parenthesis, each `"…"` not itself a chained title.
 */
function quotedCases(evidence: string, from: number): string[] {
  if (!evidence.startsWith(" (", from)) return [];
  const cases: string[] = [];
  let depth = 0;
  for (let i = from + 1; i < evidence.length; i++) {
    const char = evidence[i];
    if (char === '"') {
      const end = evidence.indexOf('"', i + 1);
      if (end === -1) break;
      if (!evidence.slice(0, i).endsWith("› ")) cases.push(evidence.slice(i + 1, end));
      i = end;
    } else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) break;
  }
  return cases;
}

/**
 * Every title the rows cite, each against the file it belongs to: the backticked path right before
 * it, or, for a chained `; › "…"`, the last one before that in the same row.
 * @param rows - the coverage rows
 * @returns the citations, and the problems found on the way (a title with no file before it, or a
 *   title cited against a file that is not a test file)
 */
export function titleCitations(rows: CoverageRow[]): { citations: TitleCitation[]; problems: string[] } {
  const citations: TitleCitation[] = [];
  const problems: string[] = [];
  for (const row of rows) {
    let file: string | undefined;
    for (const match of row.evidence.matchAll(EVIDENCE_TOKEN)) {
      const [, chained, describeTitle, token] = match;
      if (token !== undefined) {
        if (PATH.test(token)) file = token;
        continue;
      }
      const title = chained ?? describeTitle ?? "";
      if (file === undefined || !TEST_FILE.test(file)) {
        problems.push(`${row.number}: "${title}" is cited against ${file ?? "no file"}, which is not a test file`);
        continue;
      }
      const end = match.index + match[0].length;
      const cases = chained !== undefined && PARAMETRISED.test(title) ? quotedCases(row.evidence, end) : [];
      citations.push({ row: row.number, file, title, describe: describeTitle !== undefined, cases });
    }
  }
  return { citations, problems };
}

/**
 * The problems with the coverage file's evidence: each backticked path that does not exist (a bare
 * name when no file has it, a glob when its folder is missing), each cited title that is not a
 * title in its file (a `(describe "…")` must be a describe), each quoted case not written in its
 * file, and each decision named that has no record.
 * @param markdown - the coverage file's text
 * @param tree - the files it is checked against
 * @returns one line per problem, each naming its row (or the file's line for paths outside rows)
 */
export function evidenceProblems(markdown: string, tree: Tree): string[] {
  const problems: string[] = [];
  markdown.split("\n").forEach((text, index) => {
    const where = ROW.exec(text)?.[1] ?? `line ${index + 1}`;
    for (const [, token = ""] of text.matchAll(/`([^`]+)`/g)) {
      if (token.includes("*")) {
        const folder = token.slice(0, token.indexOf("*")).replace(/\/[^/]*$/, "");
        if (!tree.hasFolder(folder)) problems.push(`${where}: no folder ${folder} for ${token}`);
      } else if (PATH.test(token) && !(token.includes("/") ? tree.read(token) !== undefined : tree.hasName(token))) {
        problems.push(`${where}: no file ${token}`);
      }
    }
    for (const [, number = ""] of text.matchAll(/\b(?:[Dd]ecisions? |deviates \()(\d{3})\b/g)) {
      if (!tree.hasDecision(number)) problems.push(`${where}: no decision ${number} in docs/decisions/`);
    }
  });

  const { citations, problems: misplaced } = titleCitations(coverageRows(markdown));
  problems.push(...misplaced);
  const titles = new Map<string, SourceTitle[]>();
  for (const citation of citations) {
    const source = tree.read(citation.file);
    if (source === undefined) continue; // reported above as a missing file
    if (!titles.has(citation.file)) titles.set(citation.file, sourceTitles(source));
    const found = titles
      .get(citation.file)
      ?.some(({ kind, title }) => title === citation.title && (!citation.describe || kind === "describe"));
    if (!found) {
      const what = citation.describe ? "describe" : "test, describe or step";
      problems.push(`${citation.row}: no ${what} "${citation.title}" in ${citation.file}`);
    }
    for (const name of citation.cases) {
      const written = ['"', "'", "`"].some((quote) => source.includes(`${quote}${name}${quote}`));
      if (!written) problems.push(`${citation.row}: no case "${name}" of "${citation.title}" in ${citation.file}`);
    }
  }
  return problems;
}

describe("docs/spec-coverage.md tells the truth about its evidence (its header)", () => {
  const markdown = readFileSync(path.join(root, COVERAGE), "utf8");

  it("reads every row, and titles from each kind of test file", () => {
    expect(coverageRows(markdown).length).toBeGreaterThan(300);
    expect(titleCitations(coverageRows(markdown)).citations.length).toBeGreaterThan(300);
    const titles = (file: string) => sourceTitles(readFileSync(path.join(root, file), "utf8"));
    expect(titles("src/content/content.test.ts")).toContainEqual({ kind: "test", title: "carries the claim: %s" });
    expect(titles("tests/http/pages.spec.ts").map(({ title }) => title)).toContain(
      "${path} answers 200 with its page, its own CSP, the security headers and no-cache",
    );
    expect(titles("tests/pages/pages.spec.ts")).toContainEqual({ kind: "test", title: "axe" });
  });

  it("cites only files, titles, cases and decisions that exist", () => {
    expect(evidenceProblems(markdown, repositoryTree())).toEqual([]);
  });

  it("fails on a stale citation, naming its row", () => {
    const tree: Tree = {
      read: (file) =>
        ({
          "src/a.test.ts": [
            'describe("group", () => {',
            '  it("does a thing", () => {});',
            '  it.each([["the first case", 1], [`a (paren) case`, 2]])("reads %s", () => {});',
            "  it(`visits ${path}`, () => {});",
            "});",
          ].join("\n"),
          "src/a.ts": "export {};",
        })[file],
      hasName: (name) => name === "a.ts",
      hasFolder: (folder) => folder === "src",
      hasDecision: (number) => number === "012",
    };
    const rows = [
      '| 1.1 | r | met | `src/a.test.ts` › "does a thing"; › "visits ${path}"; `src/a.test.ts` (describe "group") |',
      '| 1.2 | r | met | `src/a.test.ts` › "reads %s" ("the first case"); `a.ts`; `src/*.ts`; decision 012 |',
      '| 1.3 | r | met | `src/a.test.ts` › "does another thing"; › "reads %s" ("a case moved away") |',
      '| 1.4 | r | met | `src/gone.test.ts` › "does a thing"; `src/a.test.ts` (describe "does a thing") |',
      '| 1.5 | r | deviates (013) | `src/a.ts` › "does a thing"; `b.tsx`; `lib/*.ts` |',
    ].join("\n");
    expect(evidenceProblems(rows, tree)).toEqual([
      "1.4: no file src/gone.test.ts",
      "1.5: no file b.tsx",
      "1.5: no folder lib for lib/*.ts",
      "1.5: no decision 013 in docs/decisions/",
      '1.5: "does a thing" is cited against src/a.ts, which is not a test file',
      '1.3: no test, describe or step "does another thing" in src/a.test.ts',
      '1.3: no case "a case moved away" of "reads %s" in src/a.test.ts',
      '1.4: no describe "does a thing" in src/a.test.ts',
    ]);
  });
});
