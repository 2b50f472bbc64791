/**
 * docs/spec-coverage.md names its evidence as `` `file` › "test title" ``, `` `file` (describe "…") ``
 * or `` `file` `` alone, and counts its rows by state in its Summary. This check holds it to the tree:
 * every cited file exists, every cited title is the title of a test, describe or page-sweep step in
 * that file (a parametrised title as written, `${…}` or `%s` kept), every case quoted after a
 * parametrised title is written in that file as a string, every decision named exists, the Summary's
 * counts and the list of untested rows are those of the state column, and no issue is cited (the
 * repository cites decision records and spec sections). A test moved, renamed or dropped without its
 * row fails here, naming the row. Plain fs and a small scanner over the source text.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const COVERAGE = "docs/spec-coverage.md";

/** What the checks read: the repository's files, by path from its root with `/` separators. */
export type Tree = {
  /** The file's text, or undefined when there is no such file. */
  read(file: string): string | undefined;
  /** Whether some file has this name (for the bare names a row gives, such as `footer.tsx`). */
  hasName(name: string): boolean;
  /** Whether this folder exists (for a glob, such as `tests/journeys/*.spec.ts`). */
  hasFolder(folder: string): boolean;
  /** Whether `docs/decisions/` has a record with this number, e.g. "012". */
  hasDecision(number: string): boolean;
};

/** Folders never walked: dependencies, Git, and what builds and test runs leave behind. */
const SKIPPED = new Set(["node_modules", ".git", ".astro", "build", "test-results", "playwright-report", "outbox"]);

/** Every file under `folder` (relative to the root), the {@link SKIPPED} folders and `build-*` left out. */
function walk(folder: string, files: string[], folders: string[]): void {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = folder === "" ? entry.name : `${folder}/${entry.name}`;
    if (entry.isFile()) files.push(relative);
    else if (entry.isDirectory() && !SKIPPED.has(entry.name) && !(folder === "" && entry.name.startsWith("build-"))) {
      folders.push(relative);
      walk(relative, files, folders);
    }
  }
}

/**
 * The repository as a {@link Tree}, walked once.
 * @returns a tree over every file under the root but those in the {@link SKIPPED} folders
 */
export function repositoryTree(): Tree {
  const files: string[] = [];
  const folders: string[] = [];
  walk("", files, folders);
  const fileSet = new Set(files);
  const folderSet = new Set(folders);
  const names = new Set(files.map((file) => path.posix.basename(file)));
  return {
    read: (file) => (fileSet.has(file) ? readFileSync(path.join(root, file), "utf8") : undefined),
    hasName: (name) => names.has(name),
    hasFolder: (folder) => folder === "" || folderSet.has(folder),
    hasDecision: (number) => files.some((file) => file.startsWith(`docs/decisions/${number}-`)),
  };
}

/** A title as the source gives it to `describe`, `it`/`test`, `test.step` or the page sweeps' `sweep`. */
export type SourceTitle = { kind: "describe" | "test"; title: string };

/** The calls whose first argument (after an `.each(…)` table, when there is one) is a title. */
const TITLED_CALL = /\b(describe|it|test|step|sweep)((?:\s*\.\s*[A-Za-z]+)*)\s*\(/g;

/** Whether a `/` at `index` opens a regular expression rather than dividing (by the token before it). */
function opensRegex(source: string, index: number): boolean {
  const before = source.slice(0, index).trimEnd();
  return before === "" || /[(,=:[!&|?{};]$/.test(before);
}

/**
 * The index just past the string, template or regular-expression literal opening at `index`.
 * A template's `${…}` is skipped by its braces.
 */
function skipLiteral(source: string, index: number): number {
  const quote = source[index];
  let i = index + 1;
  let braces = 0;
  let inClass = false;
  while (i < source.length) {
    const char = source[i];
    if (char === "\\") {
      i += 2;
      continue;
    }
    if (quote === "`" && char === "$" && source[i + 1] === "{") {
      braces++;
      i += 2;
      continue;
    }
    if (braces > 0) {
      if (char === "}") braces--;
      else if (char === "{") braces++;
      i++;
      continue;
    }
    if (quote === "/" && char === "[") inClass = true;
    else if (quote === "/" && char === "]") inClass = false;
    else if (char === quote && !inClass) return i + 1;
    i++;
  }
  return i;
}

/** The index just past the next `end` from `index`, or the text's length when there is none. */
function endOf(source: string, end: string, index: number): number {
  const found = source.indexOf(end, index);
  return found === -1 ? source.length : found + end.length;
}

/** The index just past the `)` that closes the `(` before `index`, skipping literals and comments. */
function skipArguments(source: string, index: number): number {
  let depth = 1;
  let i = index;
  while (i < source.length && depth > 0) {
    const char = source[i] ?? "";
    if (char === "/" && source[i + 1] === "/") i = endOf(source, "\n", i);
    else if (char === "/" && source[i + 1] === "*") i = endOf(source, "*/", i + 2);
    else if (`"'\``.includes(char) || (char === "/" && opensRegex(source, i))) i = skipLiteral(source, i);
    else {
      if (char === "(") depth++;
      else if (char === ")") depth--;
      i++;
    }
  }
  return i;
}

/**
 * The test, describe and step titles of a test file, as written: a template keeps its `${…}`, a
 * string its `%s`; escaped quotes are read as quotes. A title held in a variable is not found.
 * @param source - the file's text
 * @returns every title, in source order
 */
export function sourceTitles(source: string): SourceTitle[] {
  const titles: SourceTitle[] = [];
  for (const match of source.matchAll(TITLED_CALL)) {
    let i = match.index + match[0].length;
    if (/\.\s*(each|for)\b/.test(match[2] ?? "")) {
      i = skipArguments(source, i);
      while (/\s/.test(source[i] ?? "")) i++;
      if (source[i] !== "(") continue;
      i++;
    }
    while (/\s/.test(source[i] ?? "")) i++;
    const quote = source[i] ?? "";
    if (!`"'\``.includes(quote) || quote === "") continue;
    const raw = source.slice(i + 1, skipLiteral(source, i) - 1);
    const title = quote === "`" ? raw : raw.replace(/\\(.)/g, "$1");
    titles.push({ kind: /describe/.test(`${match[1]}${match[2]}`) ? "describe" : "test", title });
  }
  return titles;
}

/** One row of a table: its number, state and evidence, and the line it is on (from 1). */
export type CoverageRow = { number: string; state: string; evidence: string; line: number };

const ROW = /^\| (\d+\.\d+) \| (.*) \| (.*?) \| (.*) \|$/;

/**
 * The requirement rows of the coverage file, in order.
 * @param markdown - the file's text
 * @returns each `| N.M | requirement | state | evidence |` line as a row
 */
export function coverageRows(markdown: string): CoverageRow[] {
  return markdown.split("\n").flatMap((text, index) => {
    const match = ROW.exec(text);
    return match ? [{ number: match[1] ?? "", state: match[3] ?? "", evidence: match[4] ?? "", line: index + 1 }] : [];
  });
}

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

/**
 * The lines that cite an issue: the repository cites decision records and spec sections instead. A
 * test's title quoted as evidence is left out: it is cited as its file writes it.
 * @param markdown - the coverage file's text
 * @returns one line per citing line, `line N: …issue…`
 */
export function issueCitations(markdown: string): string[] {
  return markdown.split("\n").flatMap((text, index) => {
    const found = /\bissues? #?\d+|(?<![&\w])#\d+\b/i.exec(text.replace(/› "[^"]*"|\(describe "[^"]*"/g, ""));
    return found ? [`line ${index + 1}: ${found[0]}`] : [];
  });
}

/** The states a row may have, as the header defines them. */
const STATE = /^(met|met, no test|deviates \((\d{3}|guide)\)|not met|n\/a)$/;

/** The row numbers a list names: "2.19", "2.60–2.62" (a range within one section), "1.4 and 6.1". */
function listedRows(text: string): Set<string> {
  const listed = new Set<string>();
  for (const [, section, first, last] of text.matchAll(/\b(\d+)\.(\d+)(?:–\1\.(\d+))?\b/g)) {
    for (let n = Number(first); n <= Number(last ?? first); n++) listed.add(`${section}.${n}`);
  }
  return listed;
}

/**
 * The problems with the coverage file's counting: a state outside the header's five, rows not
 * numbered 1, 2, 3… under their section's `## §N` heading, Summary counts that are not those of
 * the state column, and an untested-rows list whose count or row numbers are not the `met, no
 * test` rows.
 * @param markdown - the coverage file's text
 * @returns one line per problem
 */
export function countingProblems(markdown: string): string[] {
  const problems: string[] = [];
  const rows = coverageRows(markdown);
  for (const row of rows) {
    if (!STATE.test(row.state)) problems.push(`${row.number}: state "${row.state}" is none of the header's`);
  }

  let section = "";
  let expected = 0;
  markdown.split("\n").forEach((text, index) => {
    const heading = /^## §(\d+) /.exec(text);
    if (heading) [section, expected] = [heading[1] ?? "", 1];
    const row = rows.find((candidate) => candidate.line === index + 1);
    if (!row) return;
    if (row.number !== `${section}.${expected}`)
      problems.push(`${row.number}: expected row ${section}.${expected} here`);
    expected++;
  });

  const count = (state: RegExp) => rows.filter((row) => state.test(row.state)).length;
  const actual = {
    rows: rows.length,
    met: count(/^met$/),
    untested: count(/^met, no test$/),
    deviates: count(/^deviates /),
    notMet: count(/^not met$/),
    na: count(/^n\/a$/),
  };
  const summary =
    /\*\*Summary\*\* \((\d+) rows, counted from the state column\): met (\d+) · met, no test (\d+) · deviates (\d+) · not met (\d+) · n\/a (\d+)\./.exec(
      markdown,
    );
  if (!summary) problems.push("no Summary line with the five counts");
  else {
    const [, total, met, untested, deviates, notMet, na] = summary.map(Number);
    const stated = { rows: total, met, untested, deviates, notMet, na };
    if (JSON.stringify(stated) !== JSON.stringify(actual))
      problems.push(`Summary says ${JSON.stringify(stated)}, the state column ${JSON.stringify(actual)}`);
  }

  const list = /\*\*Met, but no test would notice if it stopped\*\* \((\d+) rows\):\n([\s\S]*?)(?:\n\n|$)/.exec(
    markdown,
  );
  if (!list) problems.push("no list of the untested rows");
  else {
    if (Number(list[1]) !== actual.untested)
      problems.push(`the untested list says ${list[1]} rows, the state column has ${actual.untested}`);
    const listed = listedRows(list[2] ?? "");
    const untested = new Set(rows.filter((row) => row.state === "met, no test").map((row) => row.number));
    for (const number of untested) if (!listed.has(number)) problems.push(`${number} is met, no test, but not listed`);
    for (const number of listed)
      if (!untested.has(number)) problems.push(`${number} is listed as untested, but is not`);
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

  it("counts its rows as the Summary and the untested list say", () => {
    expect(countingProblems(markdown)).toEqual([]);
  });

  it("cites decisions and spec sections, never an issue", () => {
    expect(issueCitations(markdown)).toEqual([]);
    const sample = ['| 1.1 | r | met | `a.test.ts` › "works (issue 7)" |', "Issue 37's items are met.", "See #37."];
    expect(issueCitations(sample.join("\n"))).toEqual(["line 2: Issue 37", "line 3: #37"]);
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

  it("fails on a count that is not the state column's", () => {
    const sample = [
      "**Summary** (3 rows, counted from the state column): met 2 · met, no test 1 · deviates 0 · not met 0 · n/a 0.",
      "",
      "## §1 One",
      "",
      "| 1.1 | r | met | e |",
      "| 1.3 | r | met, no test | e |",
      "| 1.3 | r | done | e |",
      "",
      "**Met, but no test would notice if it stopped** (2 rows):",
      "",
      "- 1.1 and 1.2.",
      "",
    ].join("\n");
    expect(countingProblems(sample)).toEqual([
      '1.3: state "done" is none of the header\'s',
      "1.3: expected row 1.2 here",
      'Summary says {"rows":3,"met":2,"untested":1,"deviates":0,"notMet":0,"na":0}, the state column {"rows":3,"met":1,"untested":1,"deviates":0,"notMet":0,"na":0}',
      "the untested list says 2 rows, the state column has 1",
      "1.3 is met, no test, but not listed",
      "1.1 is listed as untested, but is not",
      "1.2 is listed as untested, but is not",
    ]);
  });
});
