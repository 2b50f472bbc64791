/**
 * Checks every data file of the content folder (spec §3, decision 006): each file against its zod
 * schema, then the ids and the cross-references between entries. Runs when the content collections
 * load (src/content.config.ts), so at the start of every build and dev server, and in the unit
 * tests, so a malformed file fails the build with a line that names the file, the entry and the
 * field, e.g.
 *
 *     src/content/data/books/3.json: book 3: readingAge: expected a string like "4+"
 *     src/content/data/reviews.json: bookStoreReviews[4] ("Read it every night"): reviewUrl: expected a web address …
 *
 * The exact sizes of the sample (15 books, 6 articles, …) are the unit tests' business
 * (content.test.ts): here a list may have any length but zero, so the owner can add a book.
 */
import { join, relative } from "node:path";
import type { z } from "zod";
import {
  collectionFiles,
  contentDir,
  idFromFileName,
  LEGAL_FILES,
  type ListFileName,
  readBookFiles,
  readLegalFile,
  readListFile,
  readResourceFiles,
  type ReadFile,
} from "./data-files.server.ts";
import { toBook, toResource } from "./from-files.ts";
import { footerColumns, mainMenu } from "./navigation.ts";
import * as schemas from "./schemas.ts";
import type { Book, Resource } from "./schemas.ts";

/** The schema of each list file (`data/{name}.json`). */
export const listFileSchemas: Record<ListFileName, z.ZodType> = {
  site: schemas.SiteFileSchema,
  reviews: schemas.ReviewsFileSchema,
  packages: schemas.PackagesFileSchema,
  faqs: schemas.FaqsFileSchema,
  services: schemas.ServicesFileSchema,
  galleries: schemas.GalleriesFileSchema,
  about: schemas.AboutFileSchema,
  "info-blocks": schemas.InfoBlocksFileSchema,
  comparison: schemas.ComparisonFileSchema,
  "page-copy": schemas.PageCopyFileSchema,
};

/** The books and resources of a content folder that passed every check: what the routes are made from. */
export type CheckedContent = { books: Book[]; resources: Resource[] };

/** The result of {@link checkContent}: one line per problem (empty when all is well), and what did parse. */
export type ContentReport = CheckedContent & { problems: string[] };

/** A field's path as the build's messages write it: `["bookStoreReviews", 4, "reviewUrl"]` → `bookStoreReviews[4].reviewUrl`. */
export function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}

/** Zod's message, in the owner's words where zod's are a developer's. */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && issue.message.endsWith("received undefined")) return "missing (it is required)";
  if (issue.code === "unrecognized_keys")
    return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")} (misspelt?)`;
  return issue.message;
}

/**
 * A short label of a list entry for messages: its title, question, name or header, if it has one.
 * @param entry - the entry's data
 * @returns e.g. ` ("Lovely for our bilingual family")`, or "" when it has none
 */
export function labelOf(entry: unknown): string {
  if (!entry || typeof entry !== "object") return "";
  const record = entry as Record<string, unknown>;
  const label = ["title", "question", "bookName", "name", "header", "description"]
    .map((key) => record[key])
    .find((value): value is string => typeof value === "string");
  return label ? ` ("${label.length > 40 ? `${label.slice(0, 39)}…` : label}")` : "";
}

/**
 * Parses one file's data; on failure, one line per issue.
 * @param read - the file
 * @param schema - its schema
 * @param entry - how to name the entry: a fixed name (`book 3`), or `undefined` for a list file,
 *   whose entries are named from the issue's path (`bookStoreReviews[4] ("…")`)
 */
function parseFile<T>(read: ReadFile, schema: z.ZodType<T>, entry?: string): { data?: T; problems: string[] } {
  const result = schema.safeParse(read.data);
  if (result.success) return { data: result.data, problems: [] };
  const problems = result.error.issues.map((issue) => {
    if (entry !== undefined) {
      const field = pathText(issue.path);
      return `${read.file}: ${entry}: ${field ? `${field}: ` : ""}${messageOf(issue)}`;
    }
    const [list, index, ...field] = issue.path;
    const listData = (read.data as Record<string, unknown> | undefined)?.[String(list)];
    const name =
      typeof index === "number"
        ? `${pathText([list ?? "", index])}${labelOf((listData as unknown[] | undefined)?.[index])}`
        : pathText(issue.path);
    const rest = typeof index === "number" ? pathText(field) : "";
    return `${read.file}: ${name || "(the whole file)"}: ${rest ? `${rest}: ` : ""}${messageOf(issue)}`;
  });
  return { problems };
}

/** Reads a file, turning a read error (not JSON, broken front matter) into a problem line. */
function attempt<T>(read: () => T, problems: string[]): T | undefined {
  try {
    return read();
  } catch (error) {
    problems.push((error as Error).message);
    return undefined;
  }
}

/** Checks that a collection file's name is its entry's id, and that no id is used twice. */
function checkIds(files: { read: ReadFile; id: number }[], kind: string, problems: string[]): void {
  const seen = new Set<number>();
  for (const { read, id } of files) {
    const fromName = idFromFileName(read.file);
    if (fromName !== id)
      problems.push(
        `${read.file}: ${kind} ${id}: id: the file must be named after the id (${id}.${read.file.split(".").pop()})`,
      );
    if (seen.has(id)) problems.push(`${read.file}: ${kind} ${id}: id: ${id} is used by another ${kind} too`);
    seen.add(id);
  }
}

/** The ids the names of the book files give, e.g. 3 for `books/3.json`. */
function bookFileIds(dir: string): number[] {
  return collectionFiles(join(dir, "books"), ".json").flatMap((path) => idFromFileName(path) ?? []);
}

/** The ids the names of the resource files give, e.g. 3 for `resources/3.md`. */
function resourceFileIds(dir: string): number[] {
  return collectionFiles(join(dir, "resources"), ".md").flatMap((path) => idFromFileName(path) ?? []);
}

/** Links of the menu and footer (navigation.ts) to a book or article must name one that exists. */
function checkNavigation(bookIds: Set<number>, resourceIds: Set<number>, problems: string[]): void {
  const links = [
    ...mainMenu.flatMap((entry, index) =>
      entry.kind === "link"
        ? [{ to: entry.to, where: `mainMenu[${index}]` }]
        : entry.items.map((item, at) => ({ to: item.to, where: `mainMenu[${index}].items[${at}]` })),
    ),
    ...footerColumns.flatMap((column, index) =>
      column.links.map((link, at) => ({ to: link.to, where: `footerColumns[${index}].links[${at}]` })),
    ),
  ];
  for (const { to, where } of links) {
    const [, kind, id] = /^\/(books|resources)\/(\d+)$/.exec(to) ?? [];
    if (kind && !(kind === "books" ? bookIds : resourceIds).has(Number(id)))
      problems.push(
        `src/content/navigation.ts: ${where}.to: "${to}" names no ${kind === "books" ? "book" : "article"} in src/content/data/${kind}/`,
      );
  }
}

/**
 * Checks a whole content folder: every file against its schema, ids against file names, 'books you
 * may like' and 'next resource' against the ids that exist, and the menu's and footer's links to
 * books and articles.
 * @param dir - the content folder (default: src/content/data, or `CONTENT_DIR`)
 * @returns every problem found (none when the folder is good) and the books and resources that parsed
 */
export function checkContent(dir = contentDir()): ContentReport {
  const problems: string[] = [];

  const bookEntries = (attempt(() => readBookFiles(dir), problems) ?? []).flatMap((read) => {
    const id = idFromFileName(read.file);
    const { data, problems: found } = parseFile(read, schemas.BookFileSchema, `book ${id ?? read.file}`);
    problems.push(...found);
    return data ? [{ read, id: data.id, book: toBook(data) }] : [];
  });
  if (bookFileIds(dir).length === 0)
    problems.push(`${relative(process.cwd(), dir)}/books: expected at least one book file`);
  checkIds(bookEntries, "book", problems);
  // A book whose file is malformed still exists: references to it are not reported too.
  const bookIds = new Set([...bookEntries.map(({ id }) => id), ...bookFileIds(dir)]);
  for (const { read, id, book } of bookEntries) {
    book.booksYouMayLike.forEach((other, index) => {
      const where = `${read.file}: book ${id}: booksYouMayLike[${index}]`;
      if (other === id) problems.push(`${where}: ${other} is this book itself; name another book`);
      else if (!bookIds.has(other)) problems.push(`${where}: there is no book ${other} (no file books/${other}.json)`);
      else if (book.booksYouMayLike.indexOf(other) !== index) problems.push(`${where}: book ${other} is named twice`);
    });
  }

  const resourceEntries = (attempt(() => readResourceFiles(dir), problems) ?? []).flatMap((read) => {
    const id = idFromFileName(read.file);
    const { data, problems: found } = parseFile(read, schemas.ResourceFileSchema, `resource ${id ?? read.file}`);
    problems.push(...found);
    if (data && !read.body?.trim()) problems.push(`${read.file}: resource ${data.id}: the article text is empty`);
    return data ? [{ read, id: data.id, resource: toResource(data) }] : [];
  });
  checkIds(resourceEntries, "resource", problems);
  const resourceIds = new Set([...resourceEntries.map(({ id }) => id), ...resourceFileIds(dir)]);
  for (const { read, id, resource } of resourceEntries)
    if (!resourceIds.has(resource.nextResourceId))
      problems.push(
        `${read.file}: resource ${id}: nextResourceId: there is no resource ${resource.nextResourceId} (no file resources/${resource.nextResourceId}.md)`,
      );

  for (const name of LEGAL_FILES) {
    const read = attempt(() => readLegalFile(name, dir), problems);
    if (read) problems.push(...parseFile(read, schemas.LegalFileSchema, name).problems);
    if (read && !read.body?.trim()) problems.push(`${read.file}: ${name}: the text is empty`);
  }

  for (const [name, schema] of Object.entries(listFileSchemas) as [ListFileName, z.ZodType][]) {
    const read = attempt(() => readListFile(name, dir), problems);
    if (read) problems.push(...parseFile(read, schema).problems);
  }

  checkNavigation(bookIds, resourceIds, problems);
  return {
    problems,
    books: bookEntries.map(({ book }) => book),
    resources: resourceEntries.map(({ resource }) => resource),
  };
}

/**
 * Checks the content folder and stops on any problem (see {@link checkContent}).
 * @param dir - the content folder (default: src/content/data, or `CONTENT_DIR`)
 * @returns the books and resources, for the route list
 * @throws Error listing every problem, one per line, each naming the file, the entry and the field
 */
export function validateContent(dir = contentDir()): CheckedContent {
  const { problems, books, resources } = checkContent(dir);
  if (problems.length > 0)
    throw new Error(
      `The content in ${relative(process.cwd(), dir) || "."} has ${problems.length} problem(s):\n${problems.join("\n")}`,
    );
  return { books, resources };
}

/**
 * The pages the content adds to the route table: one per book and one per article (spec §2).
 * @returns e.g. ["/books/1", …, "/books/15", "/resources/1", …]
 */
export function contentRoutes({ books, resources }: CheckedContent): string[] {
  return [...books.map((book) => book.bookDetailsPageUrl), ...resources.map((resource) => resource.resourceUrl)];
}
