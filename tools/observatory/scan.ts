import { existsSync, writeFileSync } from "node:fs";
import { createRequire, type LoadFnOutput, registerHooks } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { ObservatoryTest, PageScan, ScanError } from "./observatory.ts";

/**
 * `node tools/observatory/scan.ts <host> [--http-port N] [--https-port N] [--path /p]…`
 *
 * Runs the Mozilla HTTP Observatory's own scan, `scan()` of `@mdn/mdn-http-observatory` (its
 * retriever, its ten tests and its grader, as https://developer.mozilla.org/observatory runs them),
 * on each path of a host, and prints one JSON array of {@link PageScan} (or {@link ScanError}) as
 * its last line. The Observatory fetches `http://host:httpPort/path` and follows its redirects, and
 * `https://host:httpsPort/path`; a self-signed certificate is trusted through NODE_EXTRA_CA_CERTS
 * (tools/observatory/observatory.ts sets it). Exits 2 when the package is not installed, 1 on bad
 * arguments. Decision 029; how to run it alone: docs/testing.md.
 *
 * Two things the package's install scripts would have done, done here instead (the root's
 * postinstall installs it with --ignore-scripts; neither download can run in CI):
 * - Chromium's HSTS preload list, which `updateHsts` downloads to `conf/hsts-preload.json`, is
 *   written empty when missing: the scanner reads it for every host, and no test host is on it.
 *   (A scan of a preloaded production domain would miss its preload bonus.)
 * - `updateTldList`'s file serves the Observatory's web API only; the scanner never reads it.
 *
 * And one fix: in 1.4.8, the newest on npm, `scan(hostname, options)` calls `retrieve(hostname)`
 * and drops its options, though the retriever reads `httpPort`, `httpsPort` and `path` from them
 * (the package's `Options` type): the scanner is loaded with `retrieve(hostname, options)` there,
 * as the package's repository has since done ("Support port numbers and path"). Without it a scan
 * reaches only ports 80 and 443 and the path `/`.
 */

const PACKAGE = "@mdn/mdn-http-observatory";
/** The call in the scanner that drops the options, and the fix. */
const DROPPED_OPTIONS = "retrieve(hostname)";
const PASSED_OPTIONS = "retrieve(hostname, options)";

/** The package's folder, or undefined when `npm ci --prefix tools/observatory` has not run. */
function packageFolder(): string | undefined {
  try {
    return dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`));
  } catch {
    return undefined;
  }
}

/** Loads the scanner module with its options passed on to the retriever (see above). */
function passScanOptions(scannerUrl: string): void {
  registerHooks({
    load(url, context, nextLoad): LoadFnOutput {
      const loaded = nextLoad(url, context);
      if (url !== scannerUrl) return loaded;
      const source =
        typeof loaded.source === "string" ? loaded.source : new TextDecoder().decode(loaded.source ?? undefined);
      const parts = source.split(DROPPED_OPTIONS);
      if (parts.length !== 2)
        throw new Error(
          `${scannerUrl} no longer calls ${DROPPED_OPTIONS} once: see whether scan() now passes its options on, and drop this fix from tools/observatory/scan.ts`,
        );
      return { ...loaded, source: parts.join(PASSED_OPTIONS) };
    },
  });
}

/** What the package's scan() resolves to, as far as the report reads it. */
type RawScan = {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number; statusCode: number };
  tests: Record<
    string,
    {
      pass: boolean | null;
      result: string | null;
      expectation: string;
      scoreModifier: number | null;
      scoreDescription: string | null;
    }
  >;
};
type Scan = (host: string, options: { httpPort?: string; httpsPort?: string; path?: string }) => Promise<RawScan>;

/** The package's answer as a {@link PageScan}. */
function pageScan(path: string, raw: RawScan): PageScan {
  const tests: ObservatoryTest[] = Object.entries(raw.tests).map(([name, test]) => ({
    name,
    pass: test.pass === true,
    result: test.result,
    expectation: test.expectation,
    scoreModifier: test.scoreModifier ?? 0,
    scoreDescription: test.scoreDescription ?? "",
  }));
  const { grade, score, testsPassed, testsQuantity, statusCode } = raw.scan;
  return { path, grade, score, testsPassed, testsQuantity, statusCode, tests };
}

const HELP = `Usage: node tools/observatory/scan.ts <host> [--http-port N] [--https-port N] [--path /p]...
Prints the Mozilla HTTP Observatory's grade of each path as JSON. NODE_EXTRA_CA_CERTS=file.pem trusts a test certificate.`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "http-port": { type: "string" },
      "https-port": { type: "string" },
      path: { type: "string", multiple: true },
      help: { type: "boolean" },
    },
  });
  const [host] = positionals;
  if (values.help || !host || positionals.length > 1) {
    console.error(HELP);
    process.exit(values.help ? 0 : 1);
  }
  const folder = packageFolder();
  if (!folder) {
    console.error(
      `${PACKAGE} is not installed in tools/observatory: npm ci --prefix tools/observatory --ignore-scripts (the root's postinstall runs it)`,
    );
    process.exit(2);
  }
  const preloadList = join(folder, "conf", "hsts-preload.json");
  if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");
  const scannerUrl = pathToFileURL(join(folder, "src", "scanner", "index.js")).href;
  passScanOptions(scannerUrl);
  const { scan } = (await import(scannerUrl)) as { scan: Scan };

  const results: (PageScan | ScanError)[] = [];
  for (const path of values.path ?? ["/"]) {
    const options = { httpPort: values["http-port"], httpsPort: values["https-port"], path };
    try {
      results.push(pageScan(path, await scan(host, options)));
    } catch (error) {
      results.push({ path, error: error instanceof Error ? error.message : String(error) });
    }
  }
  console.log(JSON.stringify(results));
}

await main();
