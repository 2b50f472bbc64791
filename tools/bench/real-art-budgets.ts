import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type BudgetFile, routeBudget } from "../budget-set.ts";
import { REAL_ART_ROUTES } from "./real-art-plan.ts";
import { copyWorkingFiles, readRealArtSite, realArtSiteDir } from "./real-art-site.ts";

/**
 * `npm run budgets:real-art`: holds the bench's real-art build (tools/bench/real-art-site.ts, made by
 * `BENCH_ART=DIR npm run bench:real-art`) to the real-art budgets of budgets.json (`realArt`, laid over
 * the sample's: tools/budget-set.ts), inside the build's folder, where the copy of the project finds
 * its build at `build/` as every tool expects:
 * 1. tools/check-budgets.ts on every page (HTML, faces, largest image) with `BUDGETS=real-art`;
 * 2. the page sweeps (tests/pages/pages.spec.ts) at 390 px on the real-art routes
 *    (`BENCH_ROUTES` narrows them), whose critical-bytes sweep checks `criticalBytes`, with
 *    `BUDGETS=real-art`, on `E2E_PORT` (default 4174, as the tests).
 * The checkout's budgets.json, tools/, tests/ and playwright.config.ts are copied into the folder
 * first, so the checks and the figures are today's (the build is not remade). Prints the
 * critical bytes of each route beside its budget, with its largest parts, and exits 1 when either
 * step failed. Needs Debian's Chromium; not part of `npm test` (CI has no real art).
 */

/** The checkout this file belongs to. */
const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** One route's critical bytes as the sweep logs them (`critical-bytes: ROUTE TOTAL PARTS-JSON`). */
export type CriticalLine = { route: string; total: number; parts: { part: string; bytes: number }[] };

/**
 * The critical-bytes lines of the page sweeps' output.
 * @param output - what Playwright printed
 * @returns one entry per line, in order
 */
export function criticalLines(output: string): CriticalLine[] {
  return [...output.matchAll(/^critical-bytes: (\/\S*) (\d+) (\[.*\])$/gm)].map((match) => ({
    route: match[1] as string,
    total: Number(match[2]),
    parts: JSON.parse(match[3] as string) as CriticalLine["parts"],
  }));
}

/**
 * The Playwright title filter for the sweeps of some routes at 390 px.
 * @param routes - paths such as `/` and `/books/1`
 * @returns a regular expression's source matching `… › ROUTE at 390 px` for exactly those routes
 */
export function sweepFilter(routes: readonly string[]): string {
  return ` (${routes.map((route) => route.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|")}) at 390 px$`;
}

if (import.meta.main) {
  const site = realArtSiteDir();
  try {
    readRealArtSite(site);
  } catch (error) {
    console.error(`real art: ${(error as Error).message}`);
    process.exit(1);
  }
  // Today's checks and figures; the build stays as it was made.
  copyWorkingFiles(site, ["budgets.json", "tools", "tests", "playwright.config.ts"]);
  const env = { ...process.env, BUDGETS: "real-art", BUILD_DIR: "build" };
  const routes = process.env.BENCH_ROUTES?.split(",") ?? REAL_ART_ROUTES;
  const files = spawnSync(process.execPath, ["tools/check-budgets.ts"], { cwd: site, env, stdio: "inherit" });
  const sweeps = spawnSync(
    join(site, "node_modules/.bin/playwright"),
    ["test", "tests/pages/pages.spec.ts", "--project", "pages", "-g", sweepFilter(routes)],
    { cwd: site, env: { ...env, E2E_TIERS: "pages", E2E_ENGINES: "chromium" }, encoding: "utf8", maxBuffer: 64 << 20 },
  );
  process.stdout.write(sweeps.stdout);
  process.stderr.write(sweeps.stderr);
  const budgets = JSON.parse(readFileSync(join(ROOT, "budgets.json"), "utf8")) as BudgetFile;
  console.log("\n| route | critical bytes | real-art budget | largest parts |\n| --- | --- | --- | --- |");
  for (const line of criticalLines(sweeps.stdout)) {
    const budget = routeBudget(budgets, line.route, "real-art").criticalBytes;
    const parts = line.parts.slice(0, 3).map((part) => `${part.part} ${part.bytes} B`);
    console.log(
      `| ${line.route} | ${line.total} | ${budget}${line.total > (budget ?? 0) ? " (over)" : ""} | ${parts.join(", ")} |`,
    );
  }
  if (files.status !== 0 || sweeps.status !== 0) {
    console.error(
      `real art: over budget or a sweep failed (check-budgets ${files.status}, page sweeps ${sweeps.status})`,
    );
    process.exit(1);
  }
}
