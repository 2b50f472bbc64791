import { checkContent } from "../../src/content/validate";
import { bookPath, resourcePath, ROUTES } from "../../src/routes.ts";

const { books, resources } = checkContent();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern the h1 of each fixed page of spec §2 matches; a page added to the routes needs one here. */
const headings: Record<keyof typeof ROUTES, RegExp> = {
  home: /picture books/i,
  about: /about/i,
  portfolio: /portfolio/i,
  books: /books/i,
  servicesForAuthors: /authors/i,
  servicesForPublishers: /publishers/i,
  pricing: /pricing/i,
  resources: /resources/i,
  testimonials: /testimonials/i,
  contactUs: /contact us/i,
  privacyPolicy: /privacy policy/i,
  termsOfService: /terms of service/i,
};

const staticPages = (Object.keys(ROUTES) as (keyof typeof ROUTES)[]).map((key): [string, RegExp] => [
  ROUTES[key],
  headings[key],
]);

/** Every page of spec §2 with a pattern its h1 matches: the static routes, each book and each resource. */
export const pages: [path: string, h1: RegExp][] = [
  ...staticPages,
  ...books.map((book): [string, RegExp] => [bookPath(book.id), new RegExp(escape(book.bookName))]),
  ...resources.map((resource): [string, RegExp] => [resourcePath(resource.id), new RegExp(escape(resource.name))]),
];
