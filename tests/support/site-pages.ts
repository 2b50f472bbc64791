import { checkContent } from "../../src/content/validate";

const { books, resources } = checkContent();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const staticPages: [path: string, h1: RegExp][] = [
  ["/", /picture books/i],
  ["/about", /about/i],
  ["/portfolio", /portfolio/i],
  ["/books", /books/i],
  ["/services-for-authors", /authors/i],
  ["/services-for-publishers", /publishers/i],
  ["/pricing", /pricing/i],
  ["/resources", /resources/i],
  ["/testimonials", /testimonials/i],
  ["/contact-us", /contact us/i],
  ["/privacy-policy", /privacy policy/i],
  ["/terms-of-service", /terms of service/i],
];

/** Every page of spec §2 with a pattern its h1 matches: the static routes, each book and each resource. */
export const pages: [path: string, h1: RegExp][] = [
  ...staticPages,
  ...books.map((book): [string, RegExp] => [`/books/${book.id}`, new RegExp(escape(book.bookName))]),
  ...resources.map((resource): [string, RegExp] => [`/resources/${resource.id}`, new RegExp(escape(resource.name))]),
];
