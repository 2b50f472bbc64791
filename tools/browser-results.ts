import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

/**
 * What the two browser runners of `npm test` report, read back after both have ended, so that the
 * run's last lines say what ran and what failed (decision 025): a log cut to its last 20 lines still
 * names every failed test, whichever runner printed first.
 *
 * - Playwright (Chromium, Firefox, the HTTP contract, the page sweeps) writes its own JSON report
 *   (`reporter: json`, playwright.config.ts).
 * - The WebKit journeys (WebdriverIO) append one {@link WebKitRecord} per test or failed hook to a
 *   JSON-lines file, and one per run with the spec files' totals (tests/journeys/webkit/wdio.conf.ts).
 */

/** One line of the WebKit results file: a test's outcome, a hook that failed, or the run's spec-file totals. */
export type WebKitRecord =
  | {
      kind: "test";
      title: string;
      file: string;
      viewport: string;
      outcome: "passed" | "failed" | "skipped";
      /** What the failed test threw. */
      error?: string;
    }
  | { kind: "hook"; title: string; file: string; viewport: string; error: string }
  | { kind: "run"; specFiles: { passed: number; failed: number }; exitCode: number; skipped?: string };

/** A runner's counts and failed tests, as the summary prints them. */
export type RunnerTotals = {
  /** The runner's name as the log shows it. */
  runner: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test (or hook) as `[project] file › describe › title`. */
  failures: string[];
  /** The first lines of what each failed test (or hook) threw, by its entry in `failures`; none when it threw nothing readable. */
  reasons: Record<string, string[]>;
  /** Why no counts could be read, when the runner left no results (it crashed or never started). */
  missing?: string;
  /** Why the runner ran nothing on purpose (its browser is not installed). */
  skippedRun?: string;
};

/**
 * Appends one record to the WebKit results file; nothing when `file` is unset (a run outside
 * `npm test`).
 * @param file - the JSON-lines file (`WEBKIT_RESULTS_FILE`), or undefined
 * @param record - what to append
 */
export function appendWebKitRecord(file: string | undefined, record: WebKitRecord): void {
  if (file) appendFileSync(file, `${JSON.stringify(record)}\n`);
}

/** The part of Playwright's JSON report the summary reads (`@playwright/test/reporter`'s JSONReport). */
type PlaywrightSuite = {
  title: string;
  file?: string;
  specs?: {
    title: string;
    file: string;
    tests: { projectName: string; status: string; results?: { errors?: { message?: string }[] }[] }[];
  }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
};

/**
 * Reads Playwright's JSON report.
 * @param text - the report's text, or undefined when the file is missing
 * @returns the totals: `passed` counts expected results, `failed` unexpected and flaky ones (a flaky
 *   result is one that failed first: with `retries: 0` it cannot occur, and it would be a failure),
 *   and the run's global errors (a crashed web server, a broken config) as failures
 */
export function playwrightTotals(text: string | undefined): RunnerTotals {
  const totals: RunnerTotals = { runner: "Playwright", passed: 0, failed: 0, skipped: 0, failures: [], reasons: {} };
  const report = parse<PlaywrightReport>(text);
  if (!report?.stats) return { ...totals, missing: "no report: the runner did not finish" };
  totals.passed = report.stats.expected;
  totals.failed = report.stats.unexpected + report.stats.flaky;
  totals.skipped = report.stats.skipped;
  const walk = (suite: PlaywrightSuite, path: string[]) => {
    const here = suite.file && !path.length ? [suite.file] : [...path, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === "unexpected" || test.status === "flaky") {
          const name = `[${test.projectName}] ${[...here, spec.title].join(" › ")}`;
          totals.failures.push(name);
          const messages = (test.results ?? []).flatMap((result) => result.errors ?? []);
          totals.reasons[name] = messages.flatMap((error) => reasonLines(error.message ?? ""));
        }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) {
    totals.failed += 1;
    totals.failures.push(`[run] ${reasonLines(error.message ?? "")[0] ?? "an error outside any test"}`);
  }
  return totals;
}

/**
 * Reads the WebKit results file.
 * @param text - the file's text, or undefined when it is missing
 * @returns the totals, with each failed hook counted and named as a failure, and spec files that
 *   failed without a failed test or hook (a session that could not start) counted as one failure each
 */
export function webKitTotals(text: string | undefined): RunnerTotals {
  const totals: RunnerTotals = { runner: "WebKit", passed: 0, failed: 0, skipped: 0, failures: [], reasons: {} };
  const records = (text ?? "")
    .split("\n")
    .filter(Boolean)
    .map((line) => parse<WebKitRecord>(line))
    .filter((record) => record !== undefined);
  const run = records.find((record) => record.kind === "run");
  for (const record of records) {
    if (record.kind === "test") totals[record.outcome] += 1;
    if (record.kind === "test" && record.outcome !== "failed") continue;
    if (record.kind === "run") continue;
    if (record.kind === "hook") totals.failed += 1;
    const name = `[webkit ${record.viewport}] ${record.file} › ${record.title}`;
    totals.failures.push(name);
    totals.reasons[name] = reasonLines(record.error ?? "");
  }
  if (!run) return { ...totals, missing: "no totals: the runner did not finish" };
  if (run.skipped) return { ...totals, skippedRun: run.skipped };
  const unexplained = run.specFiles.failed - new Set(totals.failures.map((failure) => failure.split(" › ")[0])).size;
  if (unexplained > 0) {
    totals.failed += unexplained;
    totals.failures.push(`[webkit] ${unexplained} spec file(s) failed outside any test (see the WebKit log above)`);
  }
  return totals;
}

/** How many lines of each failure's reason the summary prints, and how many characters of each line. */
const REASON_LINES = 8;
const REASON_WIDTH = 300;

/**
 * The summary's lines, for the end of the log: why each test failed (its name, then the first
 * lines of what it threw, without stack frames or code frames), then one line per runner, each
 * failure's name, and a closing `browsers: N passed, N failed, N skipped` line. The names come last,
 * so a log cut to its last lines still names every failure; the reasons come just before them, so
 * a CI log that keeps only its end still says what went wrong. A test that failed more than once
 * (a stress run's repetitions) gives its reason once, its last.
 * @param runners - each runner's totals
 */
export function summaryLines(runners: RunnerTotals[]): string[] {
  const lines = [""];
  const reasons = runners.flatMap((totals) =>
    [...new Set(totals.failures)]
      .map((name) => [name, totals.reasons[name] ?? []] as const)
      .filter(([, why]) => why.length),
  );
  if (reasons.length) lines.push("Why they failed:");
  for (const [name, why] of reasons) lines.push(`  ${name}`, ...why.map((line) => `      ${line}`));
  lines.push("Browser tests:");
  for (const totals of runners) {
    const counts = `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
    if (totals.skippedRun) lines.push(`  ${totals.runner}: SKIPPED, ${totals.skippedRun}`);
    else lines.push(`  ${totals.runner}: ${totals.missing ? `${totals.missing} (${counts} recorded)` : counts}`);
  }
  const failures = runners.flatMap((totals) => totals.failures);
  if (failures.length) lines.push("Failed:", ...failures.map((failure) => `  ${failure}`));
  const sum = (key: "passed" | "failed" | "skipped") => runners.reduce((total, runner) => total + runner[key], 0);
  const failed = sum("failed") + runners.filter((runner) => runner.missing && runner.failed === 0).length;
  lines.push(`browsers: ${sum("passed")} passed, ${failed} failed, ${sum("skipped")} skipped`);
  return lines;
}

/**
 * A file's text, or undefined when it does not exist.
 * @param file - its path
 */
export function readIfPresent(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

function parse<T>(text: string | undefined): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/**
 * The first lines of an error's message worth reading in a log: control characters stripped, blank
 * lines, stack frames (`at …`) and code frames (`  12 | …`) left out, each line cut to its width.
 */
function reasonLines(text: string): string[] {
  return stripVTControlCharacters(text)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !/^at\s/.test(line) && !/^>?\s*\d*\s*\|/.test(line))
    .slice(0, REASON_LINES)
    .map((line) => (line.length > REASON_WIDTH ? `${line.slice(0, REASON_WIDTH - 1)}…` : line));
}
