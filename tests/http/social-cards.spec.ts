import sharp from "sharp";
import { checkContent } from "../../src/content/validate.ts";
import { pages } from "../support/site-pages.ts";
import { expect, test } from "./fixture.ts";
import { bookPath, CONTACT_NOT_SENT_PATH, CONTACT_SENT_PATH, resourcePath, ROUTES } from "../../src/routes.ts";

/**
 * Every page's social card: the picture Facebook, X, LinkedIn, Slack, WhatsApp and iMessage show
 * when the page is shared (not a spec requirement; its absolute address is decision 026's). Read
 * over HTTP from each host and decoded with sharp, so what is checked is the file a platform would
 * fetch.
 */
const { books, resources } = checkContent();
/** Every page of spec §2 (each book and article included, from the content), and the contact form's result pages. */
const paths = [...pages.map(([path]) => path), CONTACT_SENT_PATH, CONTACT_NOT_SENT_PATH];

/** A `<meta>`'s content, by its property (or name), from a page's HTML; undefined when absent. */
function meta(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:property|name)="${key.replaceAll(":", "\\:")}" content="([^"]*)"`);
  return pattern.exec(html)?.[1]?.replaceAll("&amp;", "&").replaceAll("&#39;", "'");
}

test("every page names its own 1200 × 630 PNG card, under 300 kB, with its type, size and alt", async ({ http }) => {
  test.setTimeout(60_000);
  const cards = new Map<string, string>();
  for (const path of paths) {
    const html = (await http.get(path)).text;
    const image = meta(html, "og:image");
    expect(image, `${path}: og:image`).toMatch(/^https?:\/\/[^/]+\/assets\/cards\/[a-z0-9-]+-[0-9a-f]{10}\.png$/);
    expect(meta(html, "twitter:image"), `${path}: twitter:image`).toBe(image);
    expect(meta(html, "og:image:type"), path).toBe("image/png");
    expect(meta(html, "og:image:width"), path).toBe("1200");
    expect(meta(html, "og:image:height"), path).toBe("630");
    expect(meta(html, "og:image:alt")?.length ?? 0, `${path}: og:image:alt`).toBeGreaterThan(10);
    expect(meta(html, "twitter:image:alt"), path).toBe(meta(html, "og:image:alt"));

    const cardPath = new URL(image ?? "").pathname;
    const response = await http.get(cardPath);
    expect(response.status, cardPath).toBe(200);
    expect(response.headers["content-type"], cardPath).toBe("image/png");
    const bytes = response.body;
    expect(bytes.length, `${cardPath}: bytes`).toBeLessThan(300 * 1024);
    const decoded = await sharp(bytes).metadata();
    expect({ format: decoded.format, width: decoded.width, height: decoded.height }, cardPath).toEqual({
      format: "png",
      width: 1200,
      height: 630,
    });
    // One card per page: no two pages share one.
    expect(cards.get(cardPath), `${path} and ${cards.get(cardPath)} share ${cardPath}`).toBeUndefined();
    cards.set(cardPath, path);
  }
  expect(cards.size).toBe(paths.length);
});

test("a book's card names its cover and title; an article's, its picture and title; a page's, its heading", async ({
  http,
}) => {
  const card = async (path: string) => {
    const html = (await http.get(path)).text;
    return { image: meta(html, "og:image") ?? "", alt: meta(html, "og:image:alt") ?? "" };
  };
  for (const book of books) {
    const { image, alt } = await card(bookPath(book.id));
    expect(image).toContain(`/assets/cards/books-${book.id}-`);
    expect(alt).toBe(`The cover of ${book.bookName} beside its title, from Bramble & Bee Studio`);
  }
  for (const resource of resources) {
    const { image, alt } = await card(resourcePath(resource.id));
    expect(image).toContain(`/assets/cards/resources-${resource.id}-`);
    expect(alt).toBe(`${resource.name}: the article's picture with its title, from Bramble & Bee Studio`);
  }
  expect((await card(ROUTES.home)).alt).toBe(
    "Picture books that children ask for again and again, over Bramble & Bee Studio's art",
  );
  expect((await card(ROUTES.contactUs)).alt).toBe("Contact us, over Bramble & Bee Studio's art");
});
