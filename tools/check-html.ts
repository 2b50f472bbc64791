import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Checks every HTML file of the build with the Nu Html Checker (vnu, the W3C's validator; the
 * `vnu-jar` package, run on Debian's Java) in one Java run: `npm run check:html`, and part of
 * `npm test` after the build. Prints each error as `file:line:col message` and exits 1 if any
 * remains once {@link ALLOW_LIST} is applied; otherwise prints one summary line and exits 0.
 * The editor's page (/admin) is checked too: it is our own small page around Decap's script
 * (public/admin/index.html), and valid; Decap builds the rest in the browser.
 */

/** One message of vnu's JSON report (`--format json`): the fields this check reads. */
export type VnuMessage = {
  /** "error", "info" (warnings, which `--errors-only` leaves out) or "non-document-error" (e.g. a file it could not read). */
  type: string;
  /** e.g. "warning" for an info message, "fatal" for an error that stopped the parse. */
  subType?: string;
  /** `file:` URL of the checked file. */
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  /** The source around the problem; `hiliteStart` and `hiliteLength` mark the problem in it. */
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
};

/** A message vnu reports about markup or CSS that a standard makes valid, but that vnu does not know yet. */
export type AllowedMessage = {
  /** Short name for the summary line. */
  name: string;
  /** The standard that makes it valid. */
  standard: string;
  /** The whole message text. */
  message: RegExp;
  /**
   * When set, the source from the start of what vnu highlights (the element or value it objects to,
   * and what follows it in vnu's extract) must match too, so the entry allows nothing beyond its case.
   */
  source?: RegExp;
};

/** What vnu reports that is valid all the same. Anything not matched here is an error. */
export const ALLOW_LIST: readonly AllowedMessage[] = [
  {
    // Tailwind v4 registers its --tw-* custom properties (types, initial values) with @property.
    name: "@property",
    standard: "CSS Properties and Values API Level 1, the @property rule",
    message: /^CSS: Unrecognized at-rule “@property”$/,
  },
  {
    // Tailwind v4's starting: variant, the style an element transitions from when it first renders.
    name: "@starting-style",
    standard: "CSS Transitions Level 2, the @starting-style rule",
    message: /^CSS: Unrecognized at-rule “@starting-style”$/,
  },
  {
    // src/components/layout/first-paint-expect.tsx: no paint until the footer is parsed (decision 010).
    name: "link rel=expect blocking=render",
    standard: "HTML Standard: the expect link type, and the blocking attribute, which a link with rel=expect may carry",
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    source: /^<link\b(?=[^>]*\srel="expect")(?=[^>]*\sblocking="render")/,
  },
  {
    // Tailwind v4 tests for Safari without @property with `@supports (… (not (margin-trim:inline)))`.
    name: "margin-trim in @supports",
    standard:
      "CSS Box Model Module Level 4, the margin-trim property; an @supports condition may test any declaration (CSS Conditional Rules Level 3)",
    message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
    // The value closed by a parenthesis: a feature test, not a declaration of a rule.
    source: /^[a-z-]+\s*\)/,
  },
  {
    // Tailwind v4's transition-colors lists its gradient stops, custom properties it registers with @property.
    name: "custom property in transition-property",
    standard:
      "CSS Transitions Level 1: transition-property takes any <custom-ident>, and a custom property's name is one (CSS Values and Units Level 4, <dashed-ident>)",
    message: /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.$/,
  },
];

/**
 * Reads vnu's JSON report.
 * @param json - what `vnu --format json --stdout` printed
 * @returns its messages, in its order
 * @throws Error naming the start of the text when it is not a vnu JSON report (e.g. Java printed an error instead)
 */
export function parseVnuReport(json: string): VnuMessage[] {
  let report: unknown;
  try {
    report = JSON.parse(json);
  } catch {
    throw new Error(`vnu printed no JSON report: ${JSON.stringify(json.slice(0, 200))}`);
  }
  const messages = (report as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages)) throw new Error(`vnu's report has no messages list: ${json.slice(0, 200)}`);
  return messages as VnuMessage[];
}

/** The source from what vnu highlights in a message to the end of its extract (empty when it gives none). */
function fromHighlight(message: VnuMessage): string {
  const { extract = "", hiliteStart = 0 } = message;
  return extract.slice(hiliteStart);
}

/**
 * Finds the allow-list entry that covers a message.
 * @param message - one vnu message
 * @param allowList - usually {@link ALLOW_LIST}
 * @returns the entry, or undefined when the message is an error
 */
export function allowedBy(message: VnuMessage, allowList: readonly AllowedMessage[]): AllowedMessage | undefined {
  return allowList.find(
    (entry) => entry.message.test(message.message) && (!entry.source || entry.source.test(fromHighlight(message))),
  );
}

/** How a checked file is named in the output, and how many lines were written before its own (see {@link Review}). */
export type CheckedFile = { name: string; linesBefore: number };

/** The outcome of a vnu report once the allow-list is applied. */
export type Review = {
  /** One line per error, `file:line:col message`, in vnu's order. */
  errors: string[];
  /** How many messages each allow-list entry dropped, by its name (entries that dropped none are absent). */
  allowed: Map<string, number>;
};

/**
 * Applies the allow-list to vnu's report and formats what remains.
 * @param json - vnu's JSON report
 * @param files - the checked files by absolute path, with their names for the output and the lines
 *   added before their content (an HTML fragment is checked inside a small document); a file not
 *   listed is named by its path
 * @param allowList - usually {@link ALLOW_LIST}
 * @returns the errors and the allowed counts; messages of type "info" (warnings) are neither
 * @throws Error when the report is not vnu's JSON (see {@link parseVnuReport})
 */
export function reviewReport(
  json: string,
  files: ReadonlyMap<string, CheckedFile>,
  allowList: readonly AllowedMessage[] = ALLOW_LIST,
): Review {
  const errors: string[] = [];
  const allowed = new Map<string, number>();
  for (const message of parseVnuReport(json)) {
    if (message.type === "info") continue;
    const entry = allowedBy(message, allowList);
    if (entry) {
      allowed.set(entry.name, (allowed.get(entry.name) ?? 0) + 1);
      continue;
    }
    const path = message.url?.startsWith("file:") ? decodeURIComponent(message.url.slice(5).replace(/^\/+/, "/")) : "";
    const file = files.get(path) ?? { name: path || message.url || "(vnu)", linesBefore: 0 };
    const line = message.firstLine ?? message.lastLine;
    const column = message.firstColumn ?? message.lastColumn;
    const place = line === undefined ? file.name : `${file.name}:${line - file.linesBefore}:${column ?? 1}`;
    errors.push(`${place} ${message.message}`);
  }
  return { errors, allowed };
}

const PROJECT_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
/**
 * Java options for one short run: the C1 compiler alone and the serial collector (about half the CPU
 * time of the defaults on a 2-core machine), and the larger thread stack vnu's schema checks need then.
 */
const JVM_OPTIONS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss8m"];
/** Written before a fragment (a file without a doctype, e.g. /consent-banner.html) so it is checked as a page's body content. */
const FRAGMENT_PREFIX = '<!doctype html><html lang="en"><meta charset="utf-8"><title>Fragment</title>\n';

/** Checks the build (BUILD_DIR, default build) with the Java in JAVA_BIN (default Debian's /usr/bin/java); returns the exit status. */
function main(): number {
  const started = performance.now();
  const clientDir = join(PROJECT_ROOT, process.env.BUILD_DIR ?? "build", "client");
  const java = process.env.JAVA_BIN ?? "/usr/bin/java";
  const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  const pages = existsSync(clientDir)
    ? readdirSync(clientDir, { recursive: true, encoding: "utf8" })
        .filter((path) => path.endsWith(".html"))
        .sort()
    : [];
  if (pages.length === 0) {
    console.error(`check-html: no HTML files in ${relative(PROJECT_ROOT, clientDir)}: run npm run build first.`);
    return 1;
  }
  if (!existsSync(java)) {
    console.error(
      `check-html: Java was not found at ${java}; the Nu Html Checker runs on it. Install it with:\n` +
        "  sudo apt-get update && sudo apt-get install -y --no-install-recommends default-jre-headless\n" +
        "or set JAVA_BIN to a java binary (11 or newer).",
    );
    return 1;
  }
  const fragmentsDir = mkdtempSync(join(tmpdir(), "check-html-"));
  try {
    const files = new Map<string, CheckedFile>();
    for (const page of pages) {
      const path = join(clientDir, page);
      const name = relative(PROJECT_ROOT, path);
      const html = readFileSync(path, "utf8");
      if (/^\s*<!doctype html/i.test(html)) {
        files.set(path, { name, linesBefore: 0 });
      } else {
        const wrapped = join(fragmentsDir, page);
        mkdirSync(dirname(wrapped), { recursive: true });
        writeFileSync(wrapped, FRAGMENT_PREFIX + html);
        files.set(wrapped, { name, linesBefore: 1 });
      }
    }
    const vnu = spawnSync(
      java,
      [
        ...JVM_OPTIONS,
        "-jar",
        vnuJar,
        "--format",
        "json",
        "--errors-only",
        "--exit-zero-always",
        "--stdout",
        ...files.keys(),
      ],
      { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
    );
    if (vnu.error || vnu.status !== 0) {
      console.error(`check-html: vnu failed (${vnu.error?.message ?? `exit status ${vnu.status}`}):\n${vnu.stderr}`);
      return 1;
    }
    let review: Review;
    try {
      review = reviewReport(vnu.stdout, files);
    } catch (error) {
      console.error(`check-html: ${(error as Error).message}\n${vnu.stderr}`);
      return 1;
    }
    const { errors, allowed } = review;
    for (const error of errors) console.error(error);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const allowedCount = [...allowed.values()].reduce((sum, count) => sum + count, 0);
    const allowedNames = [...allowed].map(([name, count]) => `${name} ${count}`).join(", ");
    const fragments = [...files.values()].filter((file) => file.linesBefore > 0).length;
    console.log(
      `check-html: ${files.size} HTML files (${fragments} fragment${fragments === 1 ? "" : "s"}) in ${relative(PROJECT_ROOT, clientDir)} checked in ${seconds} s: ` +
        `${errors.length} errors, ${allowedCount} allowed messages${allowedCount ? ` (${allowedNames})` : ""}`,
    );
    return errors.length > 0 ? 1 : 0;
  } finally {
    rmSync(fragmentsDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main();
