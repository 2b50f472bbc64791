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
