import { checkContent } from "../../src/content/validate.ts";
import { DEFAULT_SITE_URL } from "../../src/logic/site-url.ts";
import { pages } from "../support/site-pages.ts";
import { expect, test } from "./fixture.ts";
import { bookPath, resourcePath, ROUTES } from "../../src/routes.ts";

/**
 * What a search engine and a social network read in every page's HTML (spec §2): a unique title and
 * description, a canonical URL at the site's address, the social tags, and structured data where it
 * belongs. Each social card's picture is social-cards.spec.ts's.
 */

const { books, resources } = checkContent();
const paths = pages.map(([path]) => path);

/** The first group of `pattern` in `html`, with the entities the build writes decoded. */
function tag(html: string, pattern: RegExp) {
  return pattern
    .exec(html)?.[1]
    ?.replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'");
}

/** The `@type` of each JSON-LD block in `html`. */
function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => (JSON.parse(match[1] ?? "{}") as { "@type": string })["@type"],
  );
}

test("every page has a unique title and description, a canonical URL and social tags", async ({ http }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of paths) {
    const html = (await http.get(path)).text;
    const title = tag(html, /<title>(.*?)<\/title>/s);
    const description = tag(html, /<meta name="description" content="([^"]*)"/);
    expect(title, path).toBeTruthy();
    expect(description?.length, path).toBeGreaterThanOrEqual(50);
    expect(description?.length, path).toBeLessThanOrEqual(170);
    titles.add(title ?? "");
    descriptions.add(description ?? "");
    expect(tag(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(`${DEFAULT_SITE_URL}${path}`);
    expect(tag(html, /<meta property="og:title" content="([^"]*)"/), path).toBe(title);
    expect(tag(html, /<meta property="og:image" content="([^"]*)"/), path).toMatch(/^https:\/\/.+\.(svg|png|jpe?g)$/);
    expect(tag(html, /<meta name="twitter:card" content="([^"]*)"/), path).toBe("summary_large_image");
  }
  expect(titles.size).toBe(paths.length);
  expect(descriptions.size).toBe(paths.length);
});

test("book and article pages take their title and description from their content", async ({ http }) => {
  const book = books[0];
  const resource = resources[0];
  if (!book || !resource) throw new Error("content is missing");
  const bookHtml = (await http.get(book.bookDetailsPageUrl)).text;
  expect(tag(bookHtml, /<title>(.*?)<\/title>/s)).toContain(book.bookName);
  expect(tag(bookHtml, /<meta name="description" content="([^"]*)"/)).toBe(book.galleryDescription);
  const articleHtml = (await http.get(resource.resourceUrl)).text;
  expect(tag(articleHtml, /<title>(.*?)<\/title>/s)).toContain(resource.name);
  expect(tag(articleHtml, /<meta name="description" content="([^"]*)"/)).toBe(resource.summary);
});

test("structured data: Organization and WebSite at home, Book, Article, FAQPage and breadcrumbs where they belong", async ({
  http,
}) => {
  const types = async (path: string) => jsonLdTypes((await http.get(path)).text);
  expect(await types(ROUTES.home)).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  expect(await types(bookPath(1))).toEqual(expect.arrayContaining(["Book", "BreadcrumbList"]));
  expect(await types(resourcePath(1))).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
  expect(await types(ROUTES.servicesForAuthors)).toContain("FAQPage");
  expect(await types(ROUTES.pricing)).toContain("FAQPage");
  expect(await types(ROUTES.about)).toEqual([]);
});
