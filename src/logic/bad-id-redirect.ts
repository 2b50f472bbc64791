/**
 * A book or resource address that reaches the 404 page (spec §2, §5): `/books/{x}` or
 * `/resources/{x}`, one segment, possibly empty, with or without a trailing slash. Every book and
 * resource page is built as a file, so such a path that was not found is a malformed or unknown id.
 */
import { type ROUTES } from "~/routes";
export const BAD_ID_PATTERN = /^\/(books|resources)\/[^/]*\/?$/;

/**
 * Where a malformed or unknown book or resource address ends (spec §2, §5): `/books/abc`,
 * `/books/99` and `/books/` end on `/books`; `/resources/x` and `/resources/` on `/resources`.
 * The servers we configure redirect these themselves (server/serving-rules.ts); this covers hosts
 * without rules, which answer them with the 404 page.
 * @param pathname - a URL path, e.g. "/books/abc"
 * @returns the list page to redirect to, or null for any other path (the bare 404 stays)
 */
export function badIdRedirectTarget(pathname: string): typeof ROUTES.books | typeof ROUTES.resources | null {
  const match = BAD_ID_PATTERN.exec(pathname);
  return match ? (`/${match[1]}` as typeof ROUTES.books | typeof ROUTES.resources) : null;
}

/**
 * The 404 page's classic inline head script, for hosts without redirect rules: replaces the
 * location (no history entry, so Back skips the bad address) with {@link badIdRedirectTarget}'s
 * answer before anything paints. Built from {@link BAD_ID_PATTERN}; the server allows it by its
 * hash (server/security-policy.ts).
 * @returns the script's source; it never throws
 */
export function badIdRedirectScript(): string {
  return `(()=>{const m=${String(BAD_ID_PATTERN)}.exec(location.pathname);if(m)location.replace("/"+m[1])})()`;
}
