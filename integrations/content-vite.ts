import { dirname, join, relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { contentDir, DEFAULT_CONTENT_DIR } from "../src/content/data-files.server.ts";

/**
 * `CONTENT_DIR` in the build (decision 006; the content-rebuild test builds the site from a copy of the
 * content folder): the content modules' imports of the list files (`./data/site.json`, …) come from
 * that folder too. The collections (src/content.config.ts) read it through `contentDir()`.
 * Without `CONTENT_DIR` the plugin does nothing.
 * @returns the Vite plugin
 */
export function contentFolder(): Plugin {
  const dir = contentDir();
  const defaultDir = resolve(DEFAULT_CONTENT_DIR);
  return {
    name: "content-folder",
    enforce: "pre",
    resolveId(source, importer) {
      if (dir === defaultDir || !importer || !source.endsWith(".json")) return null;
      const path = resolve(dirname(importer.split("?")[0] ?? ""), source);
      return path.startsWith(defaultDir + sep) ? join(dir, relative(defaultDir, path)) : null;
    },
  };
}
