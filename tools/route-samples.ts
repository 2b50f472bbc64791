/**
 * The pages the tools visit (spec §2): every route once, the first book and the first resource
 * standing for their id routes. `npm run bench` measures these.
 */
export const ROUTE_SAMPLES = [
  "/",
  "/about",
  "/portfolio",
  "/books",
  "/books/1",
  "/services-for-authors",
  "/services-for-publishers",
  "/pricing",
  "/resources",
  "/resources/1",
  "/testimonials",
  "/contact-us",
  "/privacy-policy",
  "/terms-of-service",
] as const;

/**
 * The pages to look at (screenshots, axe): the samples plus the last book (the longest title)
 * and an unknown path (the bare 404).
 */
export const REVIEW_PATHS = [...ROUTE_SAMPLES, "/books/15", "/no-such-page"] as const;
