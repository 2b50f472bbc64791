import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  collectionFiles,
  DEFAULT_CONTENT_DIR,
  LEGAL_FILES,
  LIST_FILES,
  readBookFiles,
  readLegalFile,
  readListFile,
  readResourceFiles,
} from "./data-files.server";
import { BookFileSchema, LegalFileSchema, ResourceFileSchema } from "./schemas";
import { checkContent, contentRoutes, listFileSchemas, validateContent } from "./validate";
import { bookPath, resourcePath } from "~/routes";

describe("the content files", () => {
  it("pass every check", () => {
    expect(checkContent().problems).toEqual([]);
  });

  it.each(readBookFiles().map((read) => [read.file, read.data] as const))("%s is a book", (_file, data) => {
    expect(BookFileSchema.parse(data)).toEqual(data);
  });

  it.each(readResourceFiles().map((read) => [read.file, read.data] as const))(
    "%s has a resource's front matter",
    (_file, data) => {
      expect(ResourceFileSchema.parse(data)).toEqual(data);
    },
  );

  it.each(LEGAL_FILES.map((name) => [name] as const))("legal/%s.md has a title and a description", (name) => {
    expect(LegalFileSchema.safeParse(readLegalFile(name).data).success).toBe(true);
  });

  it.each(LIST_FILES.map((name) => [name] as const))("%s.json passes its schema", (name) => {
    expect(listFileSchemas[name].safeParse(readListFile(name).data).error).toBeUndefined();
  });

  it("makes a page of every book and article file", () => {
    const routes = contentRoutes(validateContent());
    expect(routes).toEqual([
      ...collectionFiles(join(DEFAULT_CONTENT_DIR, "books"), ".json").map((path) =>
        bookPath(Number(/(\d+)\.json$/.exec(path)?.[1])),
      ),
      ...collectionFiles(join(DEFAULT_CONTENT_DIR, "resources"), ".md").map((path) =>
        resourcePath(Number(/(\d+)\.md$/.exec(path)?.[1])),
      ),
    ]);
  });
});

describe("a copy of the content folder, changed as an owner would", () => {
  let dir: string;
  /** The path of a file of the copy as the messages show it. */
  const shown = (file: string) => relative(process.cwd(), join(dir, file));
  const readJson = (file: string) => JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>;
  const writeJson = (file: string, data: unknown) => writeFileSync(join(dir, file), JSON.stringify(data, null, 2));
  const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
    const data = readJson(file);
    change(data);
    writeJson(file, data);
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(DEFAULT_CONTENT_DIR, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("gains a page when a sixteenth book file is added", () => {
    const book = readJson("books/3.json");
    writeJson("books/16.json", { ...book, id: 16, bookName: "The Sixteenth Book" });
    const routes = contentRoutes(validateContent(dir));
    expect(routes).toContain(bookPath(16));
    expect(routes.filter((route) => route.startsWith("/books/"))).toHaveLength(16);
  });

  it("loses the page of a removed article, and says where it was still named", () => {
    unlinkSync(join(dir, "resources/4.md"));
    const { problems, resources } = checkContent(dir);
    expect(resources.map((resource) => resource.id)).toEqual([1, 2, 3, 5, 6]);
    expect(problems).toEqual([
      `${shown("resources/3.md")}: resource 3: nextResourceId: there is no resource 4 (no file resources/4.md)`,
    ]);
  });

  it("names the file, the book and the field of a malformed book", () => {
    edit("books/3.json", (book) => {
      book.readingAge = "four";
      delete book.author;
    });
    expect(() => validateContent(dir)).toThrow(
      `${shown("books/3.json")}: book 3: readingAge: expected a string like "4+"`,
    );
    expect(checkContent(dir).problems).toEqual([
      `${shown("books/3.json")}: book 3: author: missing (it is required)`,
      `${shown("books/3.json")}: book 3: readingAge: expected a string like "4+"`,
    ]);
  });

  it("names the list, the entry and the field of a malformed list file", () => {
    edit("reviews.json", (reviews) => {
      const review = (reviews.bookStoreReviews as Record<string, unknown>[])[4] ?? {};
      review.reviewUrl = "goodreads";
    });
    edit("packages.json", (packages) => {
      const group = (packages.packageGroups as { packages: Record<string, unknown>[] }[])[1];
      if (group?.packages[0]) group.packages[0].buttonType = "green";
    });
    expect(checkContent(dir).problems).toEqual([
      `${shown("reviews.json")}: bookStoreReviews[4] ("Lovely for our bilingual family"): reviewUrl: expected a web address starting with https://, e.g. "https://www.example.com/page"`,
      `${shown("packages.json")}: packageGroups[1] ("Add-ons"): packages[0].buttonType: Invalid option: expected one of "yellow"|"orange"|"honey"`,
    ]);
  });

  it("names a file that is not JSON, or has no front matter", () => {
    writeFileSync(join(dir, "faqs.json"), '{ "authorFaqs": [ }');
    writeFileSync(join(dir, "legal/privacy-policy.md"), "# Privacy\n\nNo front matter here.\n");
    const problems = checkContent(dir).problems;
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${shown("faqs.json")}: cannot be read as JSON: `)),
    );
    expect(problems).toContainEqual(
      `${shown("legal/privacy-policy.md")}: expected the file to start with front matter between two "---" lines`,
    );
  });

  it("checks ids and cross-references", () => {
    edit("books/2.json", (book) => {
      book.booksYouMayLike = [2, 99, 4];
    });
    writeJson("books/17.json", { ...readJson("books/1.json"), id: 18 });
    const article = readFileSync(join(dir, "resources/5.md"), "utf8");
    writeFileSync(join(dir, "resources/5.md"), article.replace("nextResourceId: 1", "nextResourceId: 42"));
    expect(checkContent(dir).problems).toEqual([
      `${shown("books/17.json")}: book 18: id: the file must be named after the id (18.json)`,
      `${shown("books/2.json")}: book 2: booksYouMayLike[0]: 2 is this book itself; name another book`,
      `${shown("books/2.json")}: book 2: booksYouMayLike[1]: there is no book 99 (no file books/99.json)`,
      `${shown("resources/5.md")}: resource 5: nextResourceId: there is no resource 42 (no file resources/42.md)`,
    ]);
  });

  it("catches a misspelt field name", () => {
    edit("books/1.json", (book) => {
      book.bookNme = book.bookName;
    });
    expect(checkContent(dir).problems).toEqual([
      `${shown("books/1.json")}: book 1: unknown field "bookNme" (misspelt?)`,
    ]);
  });
});
