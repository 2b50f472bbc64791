/**
 * Every path the site answers, in one place (decision 024): the pages of spec §2, the builders of
 * the id pages, the contact endpoints and result pages (spec §7, §8, decision 018), and the files the
 * site serves beside its pages (feed, sitemap, robots, manifest, the consent banner's fragment, the
 * published Markdown). The pages' files under src/pages/ are the routes' implementations;
 * src/routes.test.ts pins this module to them, and tests/architecture/no-hand-written-paths.test.ts
 * fails on a path written by hand anywhere else in src/, server/ or tests/ (the content data under
 * src/content/data/, which the owner edits, keeps its own links).
 *
 * It imports nothing, so plain Node (server/, the build integrations, the tests) and the browser
 * bundles can all import it. The pages are one object ({@link ROUTES}), read at build, on the server
 * and in the tests; every path that browser code uses is also its own named constant, because the
 * bundler ships an imported object whole but keeps only the constants a bundle reads.
 */

/**
 * The fixed pages of spec §2, by screen. Each is a path without a trailing slash (the root's
 * excepted); the id pages are built by {@link bookPath} and {@link resourcePath}.
 */
export const ROUTES = {
  /** Home (spec §2). */
  home: "/",
  /** About (spec §2). */
  about: "/about",
  /** Portfolio: the galleries and the lightbox (spec §2). */
  portfolio: "/portfolio",
  /** Book gallery (spec §2); a malformed or unknown book id ends here (spec §5). */
  books: "/books",
  /** Services for authors (spec §2). */
  servicesForAuthors: "/services-for-authors",
  /** Services for publishers (spec §2). */
  servicesForPublishers: "/services-for-publishers",
  /** Pricing (spec §2). */
  pricing: "/pricing",
  /** Resource list (spec §2); a malformed or unknown resource id ends here (spec §5). */
  resources: "/resources",
  /** Testimonials (spec §2). */
  testimonials: "/testimonials",
  /** The contact page with the form (spec §2). */
  contactUs: "/contact-us",
  /** Legal page: the privacy policy, which needs no consent (spec §2). */
  privacyPolicy: "/privacy-policy",
  /** Legal page: the terms of service, which need no consent (spec §2). */
  termsOfService: "/terms-of-service",
} as const;

/** The path of one of the fixed pages of spec §2, e.g. "/about". */
export type PageRoute = (typeof ROUTES)[keyof typeof ROUTES];

/** A book's page path (spec §2 Book details), e.g. "/books/3". */
export type BookPath = `/books/${number}`;

/** A resource article's page path (spec §2 Resource article), e.g. "/resources/3". */
export type ResourcePath = `/resources/${number}`;

/**
 * The page of one book (spec §2 Book details, §3 Book `bookDetailsPageUrl`).
 * @param id - the book's numeric id, the number in its file's name (data/books/{id}.json)
 * @returns e.g. "/books/3"; the path is built for any number, whether or not that book exists
 */
export function bookPath(id: number): BookPath {
  return `/books/${id}`;
}

/**
 * The page of one resource article (spec §2 Resource article, §3 Resource `resourceUrl`).
 * @param id - the article's numeric id, the number in its file's name (data/resources/{id}.md)
 * @returns e.g. "/resources/3"; the path is built for any number, whether or not that article exists
 */
export function resourcePath(id: number): ResourcePath {
  return `/resources/${id}`;
}

/** The id pages as the table of spec §2 writes them, `{id}` standing for the numeric id. */
export const ID_ROUTES = { book: "/books/{id}", resource: "/resources/{id}" } as const;

/**
 * The route table of spec §2, in its order: the fixed pages and the two id patterns of {@link ID_ROUTES}.
 * A function, not a constant, so that a bundle which imports one path from this module does not also
 * carry the table (the bundler keeps a constant's property reads, in case they run a getter).
 * @returns "/", "/about", …, "/books/{id}", …, "/terms-of-service"
 */
export function specRoutes(): string[] {
  return [
    ROUTES.home,
    ROUTES.about,
    ROUTES.portfolio,
    ROUTES.books,
    ID_ROUTES.book,
    ROUTES.servicesForAuthors,
    ROUTES.servicesForPublishers,
    ROUTES.pricing,
    ROUTES.resources,
    ID_ROUTES.resource,
    ROUTES.testimonials,
    ROUTES.contactUs,
    ROUTES.privacyPolicy,
    ROUTES.termsOfService,
  ];
}

/**
 * The no-JavaScript contact form's `action` (decision 018): a `POST` of `from_name`, `reply_to`,
 * `message` and the honeypot, URL-encoded, to the site's own server (server/contact-form-post.ts); a
 * static host redirects it to {@link CONTACT_NOT_SENT_PATH}.
 */
export const CONTACT_FORM_PATH = "/contact-us/send";

/** The thank-you page a stored message is redirected to (303, so a reload sends nothing twice; spec §8). */
export const CONTACT_SENT_PATH = "/contact-us/sent";

/**
 * The error page of spec §8. The server answers a failed send with it, filled with the visitor's
 * words; a static host answers the post by redirecting to it as it is (nothing there can read a post).
 */
export const CONTACT_NOT_SENT_PATH = "/contact-us/not-sent";

/**
 * The e-mail provider's JSON send (spec §7 Send contact message), at the provider's origin or, when
 * no keys are configured, answered by the site's own server as the local outbox (server/email-outbox.ts).
 */
export const EMAIL_SEND_PATH = "/api/v1.0/email/send";

/**
 * The consent banner's markup alone (src/pages/consent-banner.html.ts, spec §2 shell): the pages that
 * need no consent do not carry the banner, and the footer's 'Cookie settings' fetches it from here.
 */
export const CONSENT_BANNER_PATH = "/consent-banner.html";

/** The RSS feed of the resource articles (src/pages/rss.xml.ts, search readiness). */
export const RSS_PATH = "/rss.xml";

/** The sitemap of every page, written by the build (@astrojs/sitemap), at the address it always had. */
export const SITEMAP_PATH = "/sitemap.xml";

/** The crawler rules, naming the sitemap (src/pages/robots.txt.ts). */
export const ROBOTS_PATH = "/robots.txt";

/** The web app manifest (public/site.webmanifest), linked by the shell once the page has loaded (decision 008). */
export const WEB_MANIFEST_PATH = "/site.webmanifest";

/** The bare '404' page of spec §2 (src/pages/404.astro), served for any other path. */
export const NOT_FOUND_PATH = "/404";

/** The content editor (public/admin/, decision 007), a copied file, never a page: no crawler, its own security policy. */
export const ADMIN_PATH = "/admin";

/**
 * Where a resource article's Markdown is published (spec §7 Article markdown).
 * @param id - the article's numeric id
 * @returns e.g. "/assets/resources/3.md"
 */
export function resourceMarkdownPath(id: number): `/assets/resources/${number}.md` {
  return `/assets/resources/${id}.md`;
}

/** The names of the legal texts, which are also their pages' paths without the slash (spec §7 Legal texts). */
export type LegalName = "privacy-policy" | "terms-of-service";

/**
 * Where a legal text's Markdown is published (spec §7 Legal texts).
 * @param name - the legal text, e.g. "privacy-policy"
 * @returns e.g. "/assets/legal/privacy-policy.md"
 */
export function legalMarkdownPath(name: LegalName): `/assets/legal/${LegalName}.md` {
  return `/assets/legal/${name}.md`;
}
