import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** A static import in a built chunk (`import{a}from"./x.js"`, `import"./x.js"`); a dynamic `import(…)` is lazy and left out. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;
/** An island that hydrates as soon as the page loads. */
const LOAD_ISLAND = /<astro-island\b[^>]*\bclient="load"[^>]*>/g;

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

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * `<link rel="modulepreload">` in the `<head>` of each built page for every script file its
 * `client:load` islands need (issue 24; spec §4 Contact form on /contact-us): Astro imports an
 * island's component and renderer only when the island starts, and their own imports only after
 * those arrive, a chain of two or three round trips on a phone. With the links all arrive in one.
 * Islands with a later directive are left alone: their code stays off the first load.
 * @returns the Astro integration; runs after the build, rewriting the HTML files in place
 */
export function islandPreload(): AstroIntegration {
  return {
    name: "island-preload",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, "utf8");
          const entries = [...html.matchAll(LOAD_ISLAND)].flatMap(([tag]) =>
            [/component-url="([^"]+)"/, /renderer-url="([^"]+)"/].flatMap((pattern) => tag.match(pattern)?.[1] ?? []),
          );
          if (entries.length === 0) continue;
          const links = (await staticImportClosure(root, entries))
            .map((url) => `<link rel="modulepreload" href="${url}">`)
            .join("");
          await writeFile(file, html.replace("</head>", `${links}</head>`));
        }
      },
    },
  };
}
