import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { staticImportClosure } from "./static-import-closure.ts";

/** The directive's code, which Astro bundles on its own and inlines before a page's first such island. */
const ENTRYPOINT = fileURLToPath(new URL("../src/directives/interaction-directive.ts", import.meta.url));
/** The opening tag of an island hydrated on interaction (Astro escapes `>` inside its props). */
const INTERACTION_ISLAND = /<astro-island\b[^>]*\bclient="interaction"[^>]*>/g;

/**
 * Writes into each `client:interaction` island of a built page the script files it needs, its
 * component and renderer and every chunk they import (`data-preload`, space-separated site paths),
 * so that at the first interaction the directive fetches them all at once: one round trip on a
 * phone instead of the two or three of Astro's import chain.
 * @param file - a built HTML file, rewritten in place when it has such islands
 * @param root - the build's client folder
 */
async function writePreloads(file: string, root: string): Promise<void> {
  const html = await readFile(file, "utf8");
  const tags = [...new Set(html.match(INTERACTION_ISLAND) ?? [])];
  if (tags.length === 0) return;
  let next = html;
  for (const tag of tags) {
    const entries = [/component-url="([^"]+)"/, /renderer-url="([^"]+)"/].flatMap(
      (pattern) => tag.match(pattern)?.[1] ?? [],
    );
    const files = await staticImportClosure(root, entries);
    next = next.replaceAll(tag, `${tag.slice(0, -1)} data-preload="${files.join(" ")}">`);
  }
  await writeFile(file, next);
}

/**
 * Registers `client:interaction` (decision 012): an island hydrates on the first interaction with it
 * and replays the presses made before it was ready (src/directives/interaction-directive.ts). Used by
 * the lightbox galleries and the review carousels, so no page loads React before a visitor uses one.
 * After the build, gives each such island the list of its script files (see {@link writePreloads}).
 * @returns the Astro integration; the build fails if the entry does not compile
 */
export function interactionDirective(): AstroIntegration {
  return {
    name: "interaction-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "interaction", entrypoint: ENTRYPOINT });
      },
      "astro:build:done": async ({ dir }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { withFileTypes: true, recursive: true });
        const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html"));
        await Promise.all(pages.map((page) => writePreloads(join(page.parentPath, page.name), root)));
      },
    },
  };
}
