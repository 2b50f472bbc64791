/**
 * docs/spec-coverage.md counts its rows by state in its Summary and lists the rows no test would
 * notice. This check holds both to the state column: every state is one of the header's five, rows
 * are numbered 1, 2, 3… under their section's heading, the Summary's counts are the column's, and the
 * untested list names exactly the `met, no test` rows. The rows are read by
 * `spec-coverage-source.ts`; the evidence they cite is held by `spec-coverage.test.ts`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COVERAGE, coverageRows, root } from "./spec-coverage-source.ts";

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

describe("docs/spec-coverage.md counts its rows as its state column does (its header)", () => {
  const markdown = readFileSync(path.join(root, COVERAGE), "utf8");

  it("counts its rows as the Summary and the untested list say", () => {
    expect(countingProblems(markdown)).toEqual([]);
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
