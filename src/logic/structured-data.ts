/**
 * The JSON-LD blocks of the pages (search readiness). Every builder that names a URL takes the site's
 * origin, e.g. "https://www.your-studio.com" without a trailing slash (decision 026; the pages pass
 * src/layouts/site-origin.ts's), and makes each site path absolute against it.
 */
import type { Book, FaqItem, Resource } from "~/content/schemas";
import { studio } from "~/content/site";
import { ROUTES } from "~/routes";

/** A schema.org JSON-LD object, as search engines read it. */
export type JsonLd = Record<string, unknown> & { "@context": "https://schema.org"; "@type": string };

/** A site path, e.g. "/books/3", as an absolute URL at `origin`. */
const absolute = (origin: string, path: string) => `${origin}${path}`;

/**
 * The studio as a schema.org Organization (home page).
 * @param origin - the site's origin, e.g. "https://www.your-studio.com"
 */
export function organizationLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: studio.name,
    slogan: studio.slogan,
    url: absolute(origin, ROUTES.home),
    logo: absolute(origin, "/assets/images/logo.svg"),
    email: studio.email,
    founder: { "@type": "Person", name: studio.owner.name, jobTitle: studio.owner.role },
    sameAs: studio.socialLinks.map((link) => link.url),
  };
}

/**
 * The site as a schema.org WebSite (home page).
 * @param origin - the site's origin, e.g. "https://www.your-studio.com"
 */
export function websiteLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: studio.name,
    url: absolute(origin, ROUTES.home),
  };
}

const formatType: Record<string, string> = {
  hardcover: "https://schema.org/Hardcover",
  paperback: "https://schema.org/Paperback",
  "kindle e-book": "https://schema.org/EBook",
};

/**
 * A book page's schema.org Book, with its author, illustrator and formats (spec §3 Book).
 * @param book - the book, as the content gives it
 * @param origin - the site's origin, e.g. "https://www.your-studio.com"
 */
export function bookLd(book: Book, origin: string): JsonLd {
  const formats = book.bookFormats.map((format) => formatType[format]).filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "Book",
    name: book.bookName,
    url: absolute(origin, book.bookDetailsPageUrl),
    image: book.bookDetailsGalleryImages.map((image) => absolute(origin, image.fullImageUrl)),
    description: book.galleryDescription,
    author: { "@type": "Person", name: book.author },
    illustrator: { "@type": "Person", name: book.illustrator },
    inLanguage: book.language === "english + thai" ? ["en", "th"] : "en",
    numberOfPages: Number.parseInt(book.printLength, 10),
    typicalAgeRange: book.readingAge.replace("+", "-"),
    ...(formats.length > 0 && { bookFormat: formats.length === 1 ? formats[0] : formats }),
  };
}

/** A schema.org FAQPage for a list of questions shown on the page. */
export function faqPageLd(items: readonly FaqItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/**
 * A resource's schema.org Article, dated from its dd.mm.yyyy date (spec §3 Resource).
 * @param resource - the article, as the content gives it
 * @param origin - the site's origin, e.g. "https://www.your-studio.com"
 */
export function articleLd(resource: Resource, origin: string): JsonLd {
  const [day, month, year] = resource.date.split(".");
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: resource.name,
    description: resource.summary,
    image: absolute(origin, resource.featuredCoverUrl),
    datePublished: `${year}-${month}-${day}`,
    url: absolute(origin, resource.resourceUrl),
    author: { "@type": "Organization", name: studio.name, url: absolute(origin, ROUTES.home) },
    publisher: {
      "@type": "Organization",
      name: studio.name,
      logo: { "@type": "ImageObject", url: absolute(origin, "/assets/images/logo.svg") },
    },
  };
}

/**
 * A schema.org BreadcrumbList for a nested page.
 * @param trail - the crumbs from the top, e.g. [["Books", "/books"], ["Pip and the Moon Kite", "/books/1"]]
 * @param origin - the site's origin, e.g. "https://www.your-studio.com"
 */
export function breadcrumbLd(trail: readonly (readonly [name: string, path: string])[], origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [["Home", ROUTES.home] as const, ...trail].map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absolute(origin, path),
    })),
  };
}
