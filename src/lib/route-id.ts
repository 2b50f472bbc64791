/**
 * Parses the `:id` segment of /books/{id} and /resources/{id} (spec §5: ids
 * must be numeric). Only the plain decimal form of a positive integer counts:
 * "7" → 7; "07", "1.5", "-1", "1e1", "abc", "" and undefined → null.
 *
 * @param raw - the route parameter as React Router hands it over
 * @returns the id, or null when the segment is not a canonical positive integer
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Finds the item with the given raw route id in a list (spec §5).
 *
 * @param items - content items carrying a numeric `id`
 * @param raw - the route parameter
 * @returns the item, or undefined when the id is malformed or unknown (the caller redirects)
 */
export function findById<T extends { id: number }>(items: readonly T[], raw: string | undefined): T | undefined {
  const id = parseRouteId(raw);
  return id === null ? undefined : items.find((item) => item.id === id);
}
