/**
 * The rules every content the owner may publish keeps, whatever its books, prices and copy: each
 * book's description ends with its credits (src/content/README.md, "Replace a book"), the references
 * between entries point at entries that exist (books you may like, next articles, the books client
 * reviews are about), every book and article has the page of its id (src/routes.ts, decision 024),
 * the cookie settings list the analytics cookies, and every picture the content names has a file.
 * The schemas and the ids are checked by the build's own check (validate.ts, in validate.test.ts);
 * the pins of the fictional sample's counts, prices and copy are in content.test.ts.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as cookies from "~/content/cookies";
import { markdownAssets } from "~/content/data-files.server";
import { isRasterUrl } from "~/content/picture-map";
import * as reviews from "~/content/reviews";
import { checkContent } from "~/content/validate";
import { bookPath, resourceMarkdownPath, resourcePath, ROUTES } from "~/routes";
import { contentAssetUrls } from "../../tests/support/content-assets";

// The books and articles as the build makes them: the content collections read the same files,
// which the build's check (validate.ts) reads and checks first; astro:content exists only in a build.
const { books, resources } = checkContent();
const bookIds = books.map((book) => book.id);
const resourceIds = resources.map((resource) => resource.id);

describe("books (spec §3 Book)", () => {
  it("ends each description with the author and illustrator credits", () => {
    for (const book of books) {
      expect(book.bookDescription.split("\n\n").length).toBeGreaterThanOrEqual(3);
      expect(book.bookDescription.endsWith(`\n\nWritten by ${book.author}.\nIllustrated by ${book.illustrator}.`)).toBe(
        true,
      );
    }
  });

  it("suggests three distinct other books that exist", () => {
    for (const book of books) {
      expect(new Set(book.booksYouMayLike).size).toBe(3);
      expect(book.booksYouMayLike).not.toContain(book.id);
      for (const id of book.booksYouMayLike) expect(bookIds).toContain(id);
    }
  });
});

describe("resources (spec §3 Resource)", () => {
  it("names as next resource one that exists", () => {
    for (const resource of resources) expect(resourceIds).toContain(resource.nextResourceId);
  });
});

describe("client reviews (spec §3 Client review)", () => {
  it("names one of the catalogue's books as each client review's project", () => {
    const bookNames = books.map((book) => book.bookName);
    for (const review of reviews.clientReviews) expect(bookNames).toContain(review.projectName);
  });
});

describe("routes (decision 024)", () => {
  it("gives each book and resource the page of its id, and each resource its markdown", () => {
    for (const book of books) expect(book.bookDetailsPageUrl).toBe(bookPath(book.id));
    for (const { id, resourceUrl, markdownUrl } of resources) {
      expect([resourceUrl, markdownUrl]).toEqual([resourcePath(id), resourceMarkdownPath(id)]);
    }
  });
});

describe("cookies (spec §3 Cookie definition)", () => {
  it("defines one web analytics entry with a _ga_ cookie and a test cookie", () => {
    expect(cookies.cookieDefinitions).toHaveLength(1);
    const [analytics] = cookies.cookieDefinitions;
    expect(analytics?.cookies.some((name) => name.startsWith("_ga_"))).toBe(true);
    expect(analytics?.cookies.some((name) => name.includes("test"))).toBe(true);
    expect(analytics?.privacyPolicyLink).toBe(ROUTES.privacyPolicy);
  });
});

describe("asset files", () => {
  it("has a file under public/ for every /assets/ URL the content references, a raster source under content/images/, or a markdown file in content/data/", () => {
    const rasterSource = (url: string) =>
      isRasterUrl(url) &&
      url.startsWith("/assets/images/") &&
      existsSync(path.join(process.cwd(), "src/content/images", url.slice("/assets/images/".length)));
    const published = markdownAssets();
    const missing = contentAssetUrls({ books, resources }).filter(
      (url) => !existsSync(path.join(process.cwd(), "public", url)) && !rasterSource(url) && !published.has(url),
    );
    expect(missing).toEqual([]);
  });
});
