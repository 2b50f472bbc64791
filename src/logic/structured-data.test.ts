import { describe, expect, it } from "vitest";
import { authorFaqs, pricingFaqs } from "~/content/faqs";
import { checkContent } from "~/content/validate";
import { articleLd, bookLd, breadcrumbLd, faqPageLd, organizationLd, websiteLd } from "./structured-data";
import { bookPath, ROUTES } from "~/routes";

/** The origin the builders are given, as the pages pass src/layouts/site-origin.ts's. */
const origin = "https://studio.example";

// The books and articles as the build makes them (astro:content exists only in a build): the check reads the same files.
const { books, resources } = checkContent();

/** The properties schema.org and search engines expect for each type we emit. */
const required: Record<string, string[]> = {
  Organization: ["name", "url", "logo"],
  WebSite: ["name", "url"],
  Book: ["name", "author", "url", "image"],
  FAQPage: ["mainEntity"],
  Article: ["headline", "image", "datePublished", "author", "publisher"],
  BreadcrumbList: ["itemListElement"],
};

function expectValid(data: Record<string, unknown>) {
  expect(data["@context"]).toBe("https://schema.org");
  const type = data["@type"] as string;
  expect(Object.keys(required)).toContain(type);
  for (const property of required[type] ?? []) expect(data, `${type}.${property}`).toHaveProperty(property);
  // Survives the trip through JSON unchanged: nothing undefined, no functions.
  expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  for (const value of Object.values(data)) {
    if (typeof value === "string" && value.startsWith("http")) expect(() => new URL(value)).not.toThrow();
  }
}

describe("structured data", () => {
  it("describes the studio and the site", () => {
    expectValid(organizationLd(origin));
    expectValid(websiteLd(origin));
  });

  it("names every URL of the site at the origin it is given (decision 026)", () => {
    expect(websiteLd(origin).url).toBe(`${origin}${ROUTES.home}`);
    expect(organizationLd(origin)).toMatchObject({ url: `${origin}/`, logo: `${origin}/assets/images/logo.svg` });
    const [book] = books;
    if (!book) throw new Error("the catalogue has books");
    expect(bookLd(book, origin).url).toBe(`${origin}${book.bookDetailsPageUrl}`);
  });

  it("describes every book with its formats, pages and age", () => {
    for (const book of books) {
      const data = bookLd(book, origin);
      expectValid(data);
      expect(data.numberOfPages).toBeGreaterThan(0);
      expect(data.typicalAgeRange).toMatch(/^\d+-$/);
    }
    const hardcoverBook = books.find((book) => book.bookFormats.includes("hardcover"));
    if (!hardcoverBook) throw new Error("the catalogue has hardcover books");
    expect(JSON.stringify(bookLd(hardcoverBook, origin))).toContain("https://schema.org/Hardcover");
  });

  it("lists every FAQ question with its answer", () => {
    for (const items of [authorFaqs, pricingFaqs]) {
      const data = faqPageLd(items);
      expectValid(data);
      expect(data.mainEntity).toHaveLength(items.length);
    }
  });

  it("dates every article in ISO form", () => {
    for (const resource of resources) {
      const data = articleLd(resource, origin);
      expectValid(data);
      expect(data.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(data.datePublished as string))).toBe(false);
    }
  });

  it("numbers breadcrumbs from the home page", () => {
    const data = breadcrumbLd(
      [
        ["Books", ROUTES.books],
        ["Pip", bookPath(1)],
      ],
      origin,
    );
    expectValid(data);
    expect(data.itemListElement).toMatchObject([
      { position: 1, name: "Home" },
      { position: 2, name: "Books" },
      { position: 3, name: "Pip", item: `${origin}${bookPath(1)}` },
    ]);
  });
});
