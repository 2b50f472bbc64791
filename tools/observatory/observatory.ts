import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * The Mozilla HTTP Observatory's scan of a host's pages, run by `scan.ts` in a Node process of its
 * own (the HTTP contract's nginx check, tests/http/observatory.spec.ts; decision 029). The scanner
 * is the `@mdn/mdn-http-observatory` package of this folder's own lockfile, installed by the root
 * package's postinstall without its install scripts (docs/testing.md).
 */

/** Where and what to scan. */
export type ScanTarget = {
  /** The host name or IP address the certificate is for, e.g. "127.0.0.1"; no scheme, no port. */
  host: string;
  /** The plain-HTTP port (the Observatory follows its redirect to HTTPS); default 80. */
  httpPort?: number;
  /** The HTTPS port; default 443. */
  httpsPort?: number;
  /** The paths to scan, one scan each, e.g. ["/", "/about"]. */
  paths: string[];
  /**
   * A PEM file of certificates to trust beside Node's own (NODE_EXTRA_CA_CERTS of the scanning
   * process), e.g. a test server's self-signed certificate: without it the Observatory scans on
   * without verifying and fails its HSTS and redirection tests for an invalid certificate.
   */
  certificate?: string;
};

/** One of the Observatory's tests on one page, as its scanner returns it. */
export type ObservatoryTest = {
  /** The test's name, e.g. "content-security-policy". */
  name: string;
  /** Whether it passed. */
  pass: boolean;
  /** What it found, e.g. "csp-implemented-with-unsafe-inline-in-style-src-only". */
  result: string | null;
  /** What it expects to pass, e.g. "csp-implemented-with-no-unsafe". */
  expectation: string;
  /** Points added to (bonus) or taken off (penalty) the score of 100. */
  scoreModifier: number;
  /** The Observatory's sentence for the result. */
  scoreDescription: string;
};

/** The Observatory's grade of one page. */
export type PageScan = {
  /** The path scanned, e.g. "/about". */
  path: string;
  /** The grade, "A+" (100 and over) down to "F". */
  grade: string;
  /** The score: 100, penalties off, bonuses on when no more than 10 points were lost (its grader's rule). */
  score: number;
  /** How many of its tests passed, of {@link testsQuantity}. */
  testsPassed: number;
  /** How many tests it ran (ten in 1.4.8). */
  testsQuantity: number;
  /** The HTTP status of the page the scan graded. */
  statusCode: number;
  /** Each test's outcome, in the scanner's order. */
  tests: ObservatoryTest[];
};

/** A page the Observatory could not grade (the host down, an answer other than 2xx, 3xx, 401 or 403). */
export type ScanError = { path: string; error: string };

/** The command-line script that runs the scan (`node tools/observatory/scan.ts --help`). */
export const SCAN_SCRIPT = fileURLToPath(new URL("scan.ts", import.meta.url));

/**
 * The arguments of {@link SCAN_SCRIPT} for a target.
 * @param target - what to scan
 * @returns e.g. ["127.0.0.1", "--http-port", "8080", "--https-port", "8443", "--path", "/"]
 */
export function scanArguments(target: ScanTarget): string[] {
  return [
    target.host,
    ...(target.httpPort === undefined ? [] : ["--http-port", String(target.httpPort)]),
    ...(target.httpsPort === undefined ? [] : ["--https-port", String(target.httpsPort)]),
    ...target.paths.flatMap((path) => ["--path", path]),
  ];
}

/**
 * Scans every path of the target with the Observatory, one after the other, in a Node process of
 * its own (the one running this, `process.execPath`) that trusts `target.certificate`.
 * @param target - what to scan
 * @param timeoutMs - how long the whole scan may take (each request has the scanner's own 10 s limit)
 * @returns one grade or error per path, in the order given
 * @throws Error with the script's output when it fails (the package not installed, bad arguments) or
 *   runs past `timeoutMs`
 */
export function scanSite(target: ScanTarget, timeoutMs = 120_000): Promise<(PageScan | ScanError)[]> {
  const env = { ...process.env };
  if (target.certificate) env.NODE_EXTRA_CA_CERTS = target.certificate;
  const child = spawn(process.execPath, [SCAN_SCRIPT, ...scanArguments(target)], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("error", fail);
    child.once("close", (status, signal) => {
      clearTimeout(timer);
      if (status !== 0) {
        const why = signal ? `was stopped (${signal}) after ${timeoutMs} ms` : `failed (status ${status})`;
        fail(new Error(`The Observatory's scan ${why}:\n${stderr}${stdout}`));
        return;
      }
      // The JSON is the script's last line; the package may log before it.
      const last = stdout.trim().split("\n").at(-1) ?? "";
      done(JSON.parse(last) as (PageScan | ScanError)[]);
    });
  });
}
