/**
 * A count and its unit for the server's messages to people (log lines, 429 and 507 answers, the
 * not-sent page): `plural(1, "minute")` is "1 minute", `plural(1200, "message")` is
 * "1,200 messages". Never throws.
 * @param n - a whole number
 * @param unit - the singular unit; an "s" is added unless `n` is 1
 * @returns the number in en-US grouping, a space and the unit
 */
export const plural = (n: number, unit: string): string => `${n.toLocaleString("en-US")} ${unit}${n === 1 ? "" : "s"}`;
