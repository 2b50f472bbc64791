/**
 * Where a malformed or unknown book or resource address ends (spec §2, §5): `/books/abc`,
 * `/books/99` and `/books/` end on `/books`; `/resources/x` and `/resources/` on `/resources`.
 * Every built page exists as a file, so a path of these shapes that reaches the 404 page is a bad id.
 * @param pathname - a URL path, e.g. "/books/abc"
 * @returns the list page to redirect to, or null for any other path (the bare 404 stays)
 */
export function badIdRedirectTarget(pathname: string): "/books" | "/resources" | null {
  const match = /^\/(books|resources)\/[^/]*\/?$/.exec(pathname);
  return match ? (`/${match[1]}` as "/books" | "/resources") : null;
}

/**
 * The 404 page's inline head script, for hosts without redirect rules: replaces the location
 * (no history entry) with {@link badIdRedirectTarget}'s answer before anything paints.
 * @returns the script's source; it never throws
 */
export function badIdRedirectScript(): string {
  return `(()=>{const m=/^\\/(books|resources)\\/[^/]*\\/?$/.exec(location.pathname);if(m)location.replace("/"+m[1])})()`;
}
