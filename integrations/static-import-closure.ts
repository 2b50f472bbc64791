import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** A static import in a built chunk (`import{a}from"./x.js"`, `import"./x.js"`); a dynamic `import(…)` is lazy and left out. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;

/**
 * The script files an island needs before it can hydrate: its component and renderer and,
 * transitively, every chunk they import statically.
 * @param root - the build's client folder
 * @param urls - site paths of the entry chunks (`/_astro/…js`)
 * @returns the site paths, entries first; a chunk that cannot be read is skipped
 */
export async function staticImportClosure(root: string, urls: readonly string[]): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = await readFile(join(root, url), "utf8").catch(() => "");
    const folder = url.slice(0, url.lastIndexOf("/") + 1);
    for (const [, file] of code.matchAll(STATIC_IMPORT)) await visit(folder + file);
  };
  for (const url of urls) await visit(url);
  return [...seen];
}
