import type { Book, FaqItem, Resource } from "~/content/schemas";
import { studio } from "~/content/site";
import { siteUrl } from "./meta";
import { ROUTES } from "~/routes";

/** A schema.org JSON-LD object, as search engines read it. */
export type JsonLd = Record<string, unknown> & { "@context": "https://schema.org"; "@type": string };

const absolute = (path: string) => `${siteUrl}${path}`;

/** The studio as a schema.org Organization (home page). */
export function organizationLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: studio.name,
    slogan: studio.slogan,
    url: absolute(ROUTES.home),
    logo: absolute("/assets/images/logo.svg"),
    email: studio.email,
    founder: { "@type": "Person", name: studio.owner.name, jobTitle: studio.owner.role },
    sameAs: studio.socialLinks.map((link) => link.url),
  };
}

/** The site as a schema.org WebSite (home page). */
export function websiteLd(): JsonLd {
  return { "@context": "https://schema.org", "@type": "WebSite", name: studio.name, url: absolute(ROUTES.home) };
}

const formatType: Record<string, string> = {
  hardcover: "https://schema.org/Hardcover",
  paperback: "https://schema.org/Paperback",
  "kindle e-book": "https://schema.org/EBook",
};

/** A book page's schema.org Book, with its author, illustrator and formats (spec §3 Book). */
export function bookLd(book: Book): JsonLd {
  const formats = book.bookFormats.map((format) => formatType[format]).filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "Book",
    name: book.bookName,
    url: absolute(book.bookDetailsPageUrl),
    image: book.bookDetailsGalleryImages.map((image) => absolute(image.fullImageUrl)),
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

/** A resource's schema.org Article, dated from its dd.mm.yyyy date (spec §3 Resource). */
export function articleLd(resource: Resource): JsonLd {
  const [day, month, year] = resource.date.split(".");
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: resource.name,
    description: resource.summary,
    image: absolute(resource.featuredCoverUrl),
    datePublished: `${year}-${month}-${day}`,
    url: absolute(resource.resourceUrl),
    author: { "@type": "Organization", name: studio.name, url: absolute(ROUTES.home) },
    publisher: {
      "@type": "Organization",
      name: studio.name,
      logo: { "@type": "ImageObject", url: absolute("/assets/images/logo.svg") },
    },
  };
}

/**
 * A schema.org BreadcrumbList for a nested page.
 * @param trail - the crumbs from the top, e.g. [["Books", "/books"], ["Pip and the Moon Kite", "/books/1"]]
 */
export function breadcrumbLd(trail: readonly (readonly [name: string, path: string])[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [["Home", ROUTES.home] as const, ...trail].map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absolute(path),
    })),
  };
}
