import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { playwrightTotals, readIfPresent, summaryLines, webKitTotals } from "./browser-results.ts";

/**
 * The browser tiers of `npm test`, and the stress run that looks for the next flake (decision 025).
 *
 * `npm run test:browsers` runs Playwright (`npm run test:e2e`: the HTTP contract, the page sweeps,
 * the Chromium and Firefox journeys) and the WebKit journeys (`npm run test:webkit`) side by side,
 * each runner's output printed as one block when it ends (concurrently's `--group`), and then, as
 * the log's last lines, both runners' totals and the title of every failed test
 * (tools/browser-results.ts). It exits non-zero when either runner failed. Needs a build.
 *
 * `npm run test:stress` is the same run on a busy machine:
 * - `--repeat N`: every Playwright test N times (`--repeat-each`) and every WebKit spec file N times
 *   (wdio's `--repeat`), so a 1-in-N chance shows;
 * - `--busy N`: N threads spinning at normal priority for the whole run, so that every wait
 *   stretches as it does on a slower CI machine (2 cores here: one busy thread takes half of them).
 * Retries stay 0 (playwright.config.ts): a failure here is a bug to fix in the product or the harness.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: { repeat: { type: "string", default: "1" }, busy: { type: "string", default: "0" } },
});
const repeat = positive(values.repeat, "--repeat", 1);
const busy = positive(values.busy, "--busy", 0);

const results = mkdtempSync(join(tmpdir(), "browser-results-"));
const playwrightReport = join(results, "playwright.json");
const webKitResults = join(results, "webkit.jsonl");
const playwrightArgs = repeat > 1 ? ` -- --repeat-each=${repeat}` : "";
// wdio's --repeat needs the specs named on the command line (it matches no glob there): each file, by its path.
const webKitSpecs = readdirSync(join(root, "tests", "journeys", "webkit"))
  .filter((file) => file.endsWith(".e2e.ts"))
  .map((file) => `--spec tests/journeys/webkit/${file}`)
  .join(" ");
const webKitArgs = repeat > 1 ? ` -- ${webKitSpecs} --repeat ${repeat}` : "";

const spinners = Array.from({ length: busy }, () =>
  new Worker("for (;;) {}", { eval: true }).on("error", () => undefined),
);
if (busy) console.log(`Stress run: each test ${repeat} time(s), ${busy} busy thread(s) beside the runners.`);

const runners = spawn(
  process.execPath,
  [
    join(root, "node_modules", "concurrently", "dist", "bin", "index.js"),
    "--group",
    "--success",
    "all",
    "--names",
    "playwright,webkit",
    `npm run test:e2e${playwrightArgs}`,
    `npm run test:webkit${webKitArgs}`,
  ],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, E2E_RESULTS_FILE: playwrightReport, WEBKIT_RESULTS_FILE: webKitResults },
  },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => runners.kill(signal));

const code = await new Promise<number>((resolve) => runners.on("exit", (status) => resolve(status ?? 1)));
await Promise.all(spinners.map((spinner) => spinner.terminate()));
const totals = [playwrightTotals(readIfPresent(playwrightReport)), webKitTotals(readIfPresent(webKitResults))];
rmSync(results, { recursive: true, force: true });
console.log(summaryLines(totals).join("\n"));
const failed = totals.some((runner) => runner.failed > 0 || runner.missing !== undefined);
process.exit(code !== 0 || failed ? code || 1 : 0);

/** A whole number from the command line, at least `least`; exits with a message otherwise. */
function positive(text: string, flag: string, least: number): number {
  const value = Number(text);
  if (Number.isInteger(value) && value >= least) return value;
  console.error(`${flag} takes a whole number of at least ${least}, not "${text}".`);
  process.exit(2);
}
