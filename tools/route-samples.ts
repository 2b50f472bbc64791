import { bookPath, ID_ROUTES, resourcePath, specRoutes } from "../src/routes.ts";

/**
 * The pages the tools visit (spec §2): every route once, in the spec's order, the first book and the
 * first resource standing for their id routes (src/routes.ts). `npm run bench` measures these.
 */
export const ROUTE_SAMPLES: readonly string[] = specRoutes().map((route) =>
  route === ID_ROUTES.book ? bookPath(1) : route === ID_ROUTES.resource ? resourcePath(1) : route,
);

/**
 * The pages to look at (screenshots, axe): the samples plus the last book (the longest title)
 * and an unknown path (the bare 404).
 */
export const REVIEW_PATHS: readonly string[] = [...ROUTE_SAMPLES, bookPath(15), "/no-such-page"];

/** Each id route of spec §2 as a pattern of its pages' paths, e.g. `/books/{id}` → /^\/books\/\d+$/. */
const ID_PAGES = Object.values(ID_ROUTES).map((route) => new RegExp(`^${route.replace("{id}", "\\d+")}$`));

/**
 * One page per template (decision 021), for the page sweeps that judge what a template draws (axe,
 * the Tab walk) rather than what its content weighs or how it settles: every page that is not an id
 * page, and of each id route (`/books/{id}`, `/resources/{id}`) its first and its last page, the
 * last being the sample content's longest (the last book has the longest title). Pure.
 * @param paths - page paths in a stable order, e.g. the sitemap's
 * @returns the kept paths, in the order given; an id route with one page keeps it once
 */
export function templateSamples(paths: readonly string[]): string[] {
  const kept = new Set(
    ID_PAGES.flatMap((pattern) => {
      const pages = paths.filter((path) => pattern.test(path));
      return [pages[0], pages.at(-1)];
    }),
  );
  return paths.filter((path) => kept.has(path) || !ID_PAGES.some((pattern) => pattern.test(path)));
}
