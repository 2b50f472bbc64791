import { checkContent } from "../../src/content/validate";
import { DEFAULT_SITE_URL } from "../../src/logic/site-url.ts";
import { expect, serverOnly, test } from "../support/fixtures";
import {
  bookPath,
  NOT_FOUND_PATH,
  resourcePath,
  ROBOTS_PATH,
  ROUTES,
  SITEMAP_PATH,
  WEB_MANIFEST_PATH,
} from "../../src/routes.ts";

const { books, resources } = checkContent();

const staticPages = Object.values(ROUTES);
const pages = [
  ...staticPages,
  ...books.map((book) => book.bookDetailsPageUrl),
  ...resources.map((resource) => resource.resourceUrl),
];

function tag(html: string, pattern: RegExp) {
  return pattern
    .exec(html)?.[1]
    ?.replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'");
}

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => (JSON.parse(match[1] ?? "{}") as { "@type": string })["@type"],
  );
}

test.describe(() => {
  test.skip(...serverOnly);

  test("every page has a unique title and description, a canonical URL and social tags", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
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
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  test("book and article pages take their title and description from their content", async ({ request }) => {
    const book = books[0];
    const resource = resources[0];
    if (!book || !resource) throw new Error("content is missing");
    const bookHtml = await (await request.get(book.bookDetailsPageUrl)).text();
    expect(tag(bookHtml, /<title>(.*?)<\/title>/s)).toContain(book.bookName);
    expect(tag(bookHtml, /<meta name="description" content="([^"]*)"/)).toBe(book.galleryDescription);
    const articleHtml = await (await request.get(resource.resourceUrl)).text();
    expect(tag(articleHtml, /<title>(.*?)<\/title>/s)).toContain(resource.name);
    expect(tag(articleHtml, /<meta name="description" content="([^"]*)"/)).toBe(resource.summary);
  });

  test("structured data: Organization and WebSite at home, Book, Article, FAQPage and breadcrumbs where they belong", async ({
    request,
  }) => {
    const types = async (path: string) => jsonLdTypes(await (await request.get(path)).text());
    expect(await types(ROUTES.home)).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    expect(await types(bookPath(1))).toEqual(expect.arrayContaining(["Book", "BreadcrumbList"]));
    expect(await types(resourcePath(1))).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
    expect(await types(ROUTES.servicesForAuthors)).toContain("FAQPage");
    expect(await types(ROUTES.pricing)).toContain("FAQPage");
    expect(await types(ROUTES.about)).toEqual([]);
  });

  test("sitemap.xml lists every page and robots.txt points at it", async ({ request }) => {
    const sitemap = await (await request.get(SITEMAP_PATH)).text();
    for (const path of pages) expect(sitemap, path).toContain(`<loc>${DEFAULT_SITE_URL}${path}</loc>`);
    expect(sitemap).not.toContain(NOT_FOUND_PATH);
    const robots = await (await request.get(ROBOTS_PATH)).text();
    expect(robots).toContain(`Sitemap: ${DEFAULT_SITE_URL}/sitemap.xml`);
  });

  test("the web app manifest and icon are served", async ({ request }) => {
    const manifest = (await (await request.get(WEB_MANIFEST_PATH)).json()) as {
      name: string;
      icons: { src: string }[];
    };
    expect(manifest.name).toBe("Bramble & Bee Studio");
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });
});

test("the web app manifest is linked once the first screen is done, not in the prerendered HTML (issue 13, decision 023)", async ({
  page,
  request,
}) => {
  // Chrome fetches a linked manifest while the page loads; Lighthouse would count it in the LCP.
  expect(await (await request.get(ROUTES.about)).text()).not.toContain('rel="manifest"');
  await page.goto(ROUTES.about);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", WEB_MANIFEST_PATH);
});
