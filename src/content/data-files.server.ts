/**
 * Reads the content's data files (decision 006): the folder collections `data/books/{id}.json` and
 * `data/resources/{id}.md`, the legal texts `data/legal/*.md`, and the list files `data/*.json`.
 * Node only (file system, YAML): used by the validator, the Vite plugin that serves and bundles the
 * content (integrations/content-vite.ts), the content collections (src/content.config.ts) and the published
 * markdown (published-markdown.ts, src/components/article/build-markdown.ts). Nothing here checks a schema;
 * content/validate.ts does.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parse } from "yaml";
import { legalMarkdownPath, resourceMarkdownPath } from "../routes.ts";

/** The content folder, relative to the project root. `CONTENT_DIR` points the build at another one (tests). */
export const DEFAULT_CONTENT_DIR = "src/content/data";

/**
 * The content folder in use.
 * @returns the absolute path of `CONTENT_DIR`, or of src/content/data/ (relative to the working directory,
 *   which is the project root for every script, the build and the tests)
 */
export function contentDir(): string {
  return resolve(process.env.CONTENT_DIR || DEFAULT_CONTENT_DIR);
}

/** The list files of the content folder, by name without `.json` (each an object of named lists). */
export const LIST_FILES = [
  "site",
  "reviews",
  "packages",
  "faqs",
  "services",
  "galleries",
  "about",
  "info-blocks",
  "comparison",
  "page-copy",
] as const;
export type ListFileName = (typeof LIST_FILES)[number];

/** The two legal texts, by file name without `.md` (also their page paths, spec §2 Legal pages). */
export const LEGAL_FILES = ["privacy-policy", "terms-of-service"] as const;
export type LegalFileName = (typeof LEGAL_FILES)[number];

/** A data file read from disk: where it is (relative to the project, for messages) and what it holds. */
export type ReadFile = {
  /** e.g. `src/content/data/books/3.json` */
  file: string;
  /** The JSON value, or a Markdown file's front matter. */
  data: unknown;
  /** A Markdown file's text below the front matter; absent for JSON. */
  body?: string;
};

/** A data file that cannot be read: not JSON, no or broken front matter. The message names the file. */
export class DataFileError extends Error {}

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Splits a Markdown file into its YAML front matter and its body.
 * @param text - the file, starting with a `---` line, the YAML, and another `---` line
 * @param file - the file's name for the error message
 * @returns the parsed front matter and the body without the blank lines that follow the front matter
 * @throws DataFileError when the front matter is missing or is not valid YAML
 */
export function splitFrontMatter(text: string, file: string): { data: unknown; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new DataFileError(`${file}: expected the file to start with front matter between two "---" lines`);
  try {
    return { data: parse(match[1] ?? ""), body: text.slice(match[0].length).replace(/^(?:\r?\n)+/, "") };
  } catch (error) {
    throw new DataFileError(`${file}: the front matter is not valid YAML: ${(error as Error).message}`);
  }
}

/** The path of a file relative to the project root, with forward slashes, for messages. */
function shown(path: string): string {
  return relative(process.cwd(), path).split("\\").join("/");
}

/**
 * Reads and parses one JSON data file.
 * @param path - absolute or relative path
 * @throws DataFileError naming the file when it cannot be read or is not valid JSON
 */
export function readJsonFile(path: string): ReadFile {
  const file = shown(path);
  try {
    return { file, data: JSON.parse(readFileSync(path, "utf8")) };
  } catch (error) {
    throw new DataFileError(`${file}: cannot be read as JSON: ${(error as Error).message}`);
  }
}

/**
 * Reads one Markdown data file with its front matter.
 * @throws DataFileError naming the file when it cannot be read or its front matter is broken
 */
export function readMarkdownFile(path: string): ReadFile {
  const file = shown(path);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new DataFileError(`${file}: cannot be read: ${(error as Error).message}`);
  }
  return { file, ...splitFrontMatter(text, file) };
}

/**
 * The files of a folder collection with the given extension, in id order: names that are numbers
 * (`3.json`) by their number, then any other names alphabetically (the validator reports those).
 * @param dir - the collection's folder, e.g. `src/content/data/books`
 * @param extension - e.g. ".json"
 * @returns absolute paths; empty when the folder does not exist
 */
export function collectionFiles(dir: string, extension: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(extension) && !name.startsWith("."));
  } catch {
    return [];
  }
  const number = (name: string) => Number(name.slice(0, -extension.length)) || Infinity;
  return names.sort((a, b) => number(a) - number(b) || a.localeCompare(b)).map((name) => join(dir, name));
}

/**
 * The id a collection file's name gives it: `3.json` → 3.
 * @returns the id, or null when the name is not a positive whole number
 */
export function idFromFileName(path: string): number | null {
  const stem = /(?:^|[\\/])([1-9]\d*)\.\w+$/.exec(path)?.[1];
  return stem === undefined ? null : Number(stem);
}

/** The book files, `data/books/*.json`, in id order. @throws DataFileError for a file that is not JSON */
export function readBookFiles(dir = contentDir()): ReadFile[] {
  return collectionFiles(join(dir, "books"), ".json").map(readJsonFile);
}

/** The resource articles, `data/resources/*.md`, in id order. @throws DataFileError for broken front matter */
export function readResourceFiles(dir = contentDir()): ReadFile[] {
  return collectionFiles(join(dir, "resources"), ".md").map(readMarkdownFile);
}

/** One legal text, `data/legal/{name}.md`. @throws DataFileError when missing or broken */
export function readLegalFile(name: LegalFileName, dir = contentDir()): ReadFile {
  return readMarkdownFile(join(dir, "legal", `${name}.md`));
}

/** One list file, `data/{name}.json`. @throws DataFileError when missing or not JSON */
export function readListFile(name: ListFileName, dir = contentDir()): ReadFile {
  return readJsonFile(join(dir, `${name}.json`));
}

/**
 * The Markdown the site serves under `/assets/` (spec §7): each article's body at
 * `/assets/resources/{id}.md` and each legal text at `/assets/legal/{name}.md`, without front matter.
 * @returns site path → Markdown text
 * @throws DataFileError when a file cannot be read
 */
export function markdownAssets(dir = contentDir()): Map<string, string> {
  const assets = new Map<string, string>();
  for (const path of collectionFiles(join(dir, "resources"), ".md")) {
    const id = idFromFileName(path);
    if (id !== null) assets.set(resourceMarkdownPath(id), readMarkdownFile(path).body ?? "");
  }
  for (const name of LEGAL_FILES) assets.set(legalMarkdownPath(name), readLegalFile(name, dir).body ?? "");
  return assets;
}
