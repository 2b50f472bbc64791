import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Reads a file of `public/` at build time (prerender), by its site path.
 * @param sitePath - e.g. "/assets/resources/1.md"
 * @returns the file's UTF-8 text; rejects when the file is missing
 */
export function readPublicFile(sitePath: string): Promise<string> {
  return readFile(join(process.cwd(), "public", sitePath), "utf8");
}
