/**
 * No path of the site is written by hand outside src/routes.ts and the content (decision 024): a string
 * literal in src/, server/ or tests/ that equals a site path, or an id page built with a template
 * (`/books/${id}`), fails here with its file and line. The content's data files (src/content/data/)
 * keep their links: they are what the owner edits, and the content checks hold them to the routes. Plain fs and regular expressions over the source text, so it costs milliseconds.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as routes from "../../src/routes.ts";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The folders scanned, and the files in them that may write paths: the module, its own test (which
 * holds it to the spec's table as the spec writes it) and the content.
 */
const SCANNED = ["src", "server", "tests", "integrations", "tools", "art"];
const EXEMPT = [/^src\/routes(\.test)?\.ts$/, /^src\/content\/data\//];
const SOURCE = /\.(ts|tsx|astro|mjs|js)$/;

/** The ids the content gives the id pages: the numbers of the files in data/books/ and data/resources/. */
function contentIds(folder: string): number[] {
  return readdirSync(path.join(root, "src/content/data", folder))
    .map((name) => Number(/^(\d+)\./.exec(name)?.[1]))
    .filter((id) => Number.isInteger(id));
}

/**
 * Every path the site answers, from src/routes.ts: its fixed paths, and the id paths for the ids of
 * the content. The root "/" is left out: as a literal it is as often a separator as a page.
 */
export function sitePaths(): Set<string> {
  const fixed = Object.values(routes).flatMap((value) =>
    typeof value === "string"
      ? [value]
      : typeof value === "object" && !Array.isArray(value)
        ? Object.values(value)
        : [],
  );
  const books = contentIds("books").map(routes.bookPath);
  const resources = contentIds("resources").flatMap((id) => [routes.resourcePath(id), routes.resourceMarkdownPath(id)]);
  const legal = (["privacy-policy", "terms-of-service"] as const).map(routes.legalMarkdownPath);
  return new Set(
    [...fixed, ...books, ...resources, ...legal].filter(
      (value) => value.startsWith("/") && value !== routes.ROUTES.home,
    ),
  );
}

/** The start of each id path, as a builder writes it: "/books/", "/resources/", "/assets/resources/", "/assets/legal/". */
const ID_PREFIXES = [
  routes.bookPath(0),
  routes.resourcePath(0),
  routes.resourceMarkdownPath(0),
  routes.legalMarkdownPath("privacy-policy"),
].map((example) => example.slice(0, example.lastIndexOf("/") + 1));

const QUOTED = /(["'`])(\/[^"'`\s]*)\1/g;
/** The home page written where only a page can be meant: a link, a page's path, a visit. */
const HOME_AS_PAGE =
  /(?:href=|path=|goto\(|visit\(|visitAsNewVisitor\(|\.url\(|\.get\(|openEarly\([^,]*,\s*)(["'`])\/\1/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ID_TEMPLATE = new RegExp("`(" + ID_PREFIXES.map(escape).join("|") + ")\\$\\{");

/**
 * The hand-written paths in one source file, as `file:line: path`. Comment lines (`*`, `//`, `/*`)
 * are skipped: a comment may name the path it talks about.
 * @param file - the file's path, for the report
 * @param text - its source
 * @param paths - the site's paths ({@link sitePaths})
 */
export function handWrittenPaths(file: string, text: string, paths: ReadonlySet<string>): string[] {
  return text.split("\n").flatMap((line, index) => {
    const trimmed = line.trim();
    if (trimmed.startsWith("*") || trimmed.startsWith("//") || trimmed.startsWith("/*")) return [];
    const found = [...line.matchAll(QUOTED)].map((match) => match[2] ?? "").filter((value) => paths.has(value));
    if (HOME_AS_PAGE.test(line)) found.push("/");
    const template = ID_TEMPLATE.exec(line);
    if (template) found.push(`${template[1]}\${…}`);
    return found.map((value) => `${file}:${index + 1}: ${value}`);
  });
}

/**
 * The source files scanned, relative to the root with `/` separators: not the generated ones, nor
 * a nested package's dependencies (tools/observatory/node_modules/).
 */
function scannedFiles(): string[] {
  return SCANNED.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")),
  ).filter(
    (file) =>
      !file.includes("/generated/") && !file.includes("/node_modules/") && !EXEMPT.some((rule) => rule.test(file)),
  );
}

describe("no path of the site written by hand (decision 024)", () => {
  const paths = sitePaths();

  it("knows the site's paths from src/routes.ts and the content", () => {
    expect(paths).toContain(routes.ROUTES.about);
    expect(paths).toContain(routes.bookPath(3));
    expect(paths).toContain(routes.EMAIL_SEND_PATH);
    expect(paths).not.toContain(routes.ROUTES.home);
  });

  it("finds none in src/, server/ and tests/ outside the routes module and the content", () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => handWrittenPaths(file, readFileSync(path.join(root, file), "utf8"), paths))).toEqual(
      [],
    );
  });

  it("fails on a file that writes one, naming its file and line", () => {
    // The sample text is built from the module, so this file itself writes no path.
    const q = '"';
    const sample = [
      'import { test } from "@playwright/test";',
      `test("about", async ({ page }) => { await page.goto(${q}${routes.ROUTES.about}${q}); });`,
      ` * a comment may name ${q}${routes.ROUTES.pricing}${q}`,
      `const send = ${q}${routes.EMAIL_SEND_PATH}${q};`,
      `const book = ${q}${routes.bookPath(3)}${q};`,
      `const selector = 'a[href=${q}${routes.ROUTES.contactUs}${q}]';`,
      `await page.goto(${q}/${q});`,
      "const page = `" + routes.bookPath(0).slice(0, -1) + "${id}`;",
      `const wrong = ${q}/books/abc${q};`,
    ].join("\n");
    expect(handWrittenPaths("tests/journeys/x.spec.ts", sample, paths)).toEqual([
      `tests/journeys/x.spec.ts:2: ${routes.ROUTES.about}`,
      `tests/journeys/x.spec.ts:4: ${routes.EMAIL_SEND_PATH}`,
      `tests/journeys/x.spec.ts:5: ${routes.bookPath(3)}`,
      `tests/journeys/x.spec.ts:6: ${routes.ROUTES.contactUs}`,
      "tests/journeys/x.spec.ts:7: /",
      "tests/journeys/x.spec.ts:8: /books/${…}",
    ]);
  });
});
