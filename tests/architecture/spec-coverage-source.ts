/**
 * Reading docs/spec-coverage.md and the tree it cites, for the spec-coverage checks
 * (`spec-coverage.test.ts`: the evidence; `spec-coverage-counts.test.ts`: the counts): the
 * repository as a {@link Tree}, the titles a test file gives its tests, describes and steps (a small
 * scanner over the source text that skips strings, templates, regular expressions and comments), and
 * the coverage file's requirement rows. Plain fs, no parser package.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The repository's root. */
export const root = path.resolve(import.meta.dirname, "../..");
/** The coverage file, from the root. */
export const COVERAGE = "docs/spec-coverage.md";

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

/** A requirement row: `| N.M | requirement | state | evidence |`. */
export const ROW = /^\| (\d+\.\d+) \| (.*) \| (.*?) \| (.*) \|$/;

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
