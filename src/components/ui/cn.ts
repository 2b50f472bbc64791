import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, skipping falsy ones (clsx syntax: strings, arrays,
 * `{ class: condition }` objects). Callers do not pass conflicting utilities,
 * so no merging library ships to the browser.
 * @returns one class string
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
