import { dirname, join, relative, resolve, sep } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import {
  collectionFiles,
  contentDir,
  DEFAULT_CONTENT_DIR,
  idFromFileName,
  LEGAL_FILES,
  markdownAssets,
  readLegalFile,
  readResourceFiles,
} from "../app/content/data-files.server.ts";
import { checkContent, validateContent } from "../app/content/validate.ts";

/** The folder of the content modules; their imports of list files are rewritten by {@link namespaceJsonImports}. */
const CONTENT_MODULES = resolve("app/content") + sep;

/** Site paths of the Markdown the content publishes (spec §7). */
const MARKDOWN_PATH = /^\/assets\/(resources|legal)\/[\w-]+\.md$/;

/**
 * The code of app/content/book-files.ts under Vite: the book files as static JSON imports (so an
 * edit reloads like any other module) and their ids from their file names.
 * @param dir - the content folder
 */
export function bookFilesSource(dir: string): string {
  const books = collectionFiles(resolve(dir, "books"), ".json");
  return [
    ...books.map((path, index) => `import book${index} from ${JSON.stringify(path)};`),
    `export const bookFiles = [${books.map((_, index) => `book${index}`).join(", ")}];`,
    `export const bookFileIds = ${JSON.stringify(books.flatMap((path) => idFromFileName(path) ?? []))};`,
  ].join("\n");
}

/**
 * The code of app/content/resource-files.ts under Vite: each article's front matter as a literal.
 * @throws DataFileError when a file's front matter cannot be read
 */
export function resourceFilesSource(dir: string): string {
  return `export const resourceFiles = ${JSON.stringify(readResourceFiles(dir).map(({ data }) => data))};`;
}

/**
 * The code of app/content/legal-files.ts under Vite: the legal texts' front matter as a literal.
 * @throws DataFileError when a file is missing or its front matter cannot be read
 */
export function legalFilesSource(dir: string): string {
  const legal = Object.fromEntries(LEGAL_FILES.map((name) => [name, readLegalFile(name, dir).data]));
  return `export const legalFiles = ${JSON.stringify(legal)};`;
}

/** The modules this plugin writes from the content folder, by absolute path (one per collection, so pages load only their own). */
const GENERATED: Record<string, (dir: string) => string> = {
  [resolve("app/content/book-files.ts")]: bookFilesSource,
  [resolve("app/content/resource-files.ts")]: resourceFilesSource,
  [resolve("app/content/legal-files.ts")]: legalFilesSource,
};

/** A content module's default import of a list file, e.g. `import data from "./data/faqs.json" with { type: "json" };`. */
const JSON_DEFAULT_IMPORT = /import (\w+) from ("\.\/data\/[\w-]+\.json") with \{ type: "json" \};/g;

/**
 * Under Vite, a content module's default import of a list file becomes a namespace import: Vite gives
 * each top-level list of a JSON file its own export, so `data.authorFaqs` is then a plain binding and
 * a page's bundle carries the lists it uses and nothing else (a default import keeps the whole object).
 * Plain Node only has the default export of a JSON module, which is why the source says `default`.
 * @param code - a module of app/content/
 * @returns the code with those imports rewritten, or null when it has none
 */
export function namespaceJsonImports(code: string): string | null {
  const rewritten = code.replace(JSON_DEFAULT_IMPORT, "import * as $1 from $2;");
  return rewritten === code ? null : rewritten;
}

/** Logs the content's problems in the dev server (the build stops on them instead). */
function report(server: ViteDevServer, dir: string): void {
  const { problems } = checkContent(dir);
  for (const problem of problems) server.config.logger.error(`content: ${problem}`);
}

/**
 * The content folder in Vite (issue 15):
 * - every build first checks the whole folder (validate.ts) and stops with the named problems;
 * - a content module's import of a list file (`data/faqs.json`) ships only the lists a page uses;
 * - app/content/book-files.ts, resource-files.ts and legal-files.ts are served from the folder's current
 *   files (see {@link bookFilesSource}), so a new book or article is a new page without a code change,
 *   and the browser gets plain data;
 * - the articles' and legal texts' bodies are published at /assets/resources/{id}.md and
 *   /assets/legal/{name}.md (spec §7): emitted into the client build, served by the dev server;
 * - in the dev server, adding, removing or editing a file reloads the page with the change, and a
 *   file with a problem is logged.
 * `CONTENT_DIR` points all of it at another folder (the rebuild test).
 */
export function contentData(): Plugin {
  const dir = contentDir();
  const defaultDir = resolve(DEFAULT_CONTENT_DIR);
  return {
    name: "content-data",
    enforce: "pre",
    config(_config, { command }) {
      if (command === "build") validateContent(dir);
    },
    resolveId(source, importer) {
      // With CONTENT_DIR, the list files (`./data/site.json`, …) come from that folder too.
      if (dir === defaultDir || !importer || !source.endsWith(".json")) return null;
      const path = resolve(dirname(importer.split("?")[0] ?? ""), source);
      return path.startsWith(defaultDir + sep) ? join(dir, relative(defaultDir, path)) : null;
    },
    load(id) {
      const source = GENERATED[id.split("?")[0] ?? ""];
      return source ? `// Written by scripts/content-vite.ts from ${dir} (issue 15).\n${source(dir)}\n` : null;
    },
    transform(code, id) {
      const path = id.split("?")[0] ?? "";
      return path.startsWith(CONTENT_MODULES) && path.endsWith(".ts") ? namespaceJsonImports(code) : null;
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [path, text] of markdownAssets(dir))
        this.emitFile({ type: "asset", fileName: path.slice(1), source: text });
    },
    configureServer(server) {
      report(server, dir);
      server.watcher.add(dir);
      const changed = (path: string) => {
        if (!path.startsWith(dir + sep)) return;
        // A file added or removed changes a listing, a Markdown file its front matter: write the modules anew.
        for (const environment of Object.values(server.environments))
          for (const id of Object.keys(GENERATED)) {
            const module = environment.moduleGraph.getModuleById(id);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        server.ws.send({ type: "full-reload" });
        report(server, dir);
      };
      server.watcher.on("add", changed).on("unlink", changed);
      server.watcher.on("change", (path) => {
        if (path.endsWith(".md")) changed(path);
        else if (path.startsWith(dir + sep)) report(server, dir);
      });
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        const text = MARKDOWN_PATH.test(path) ? markdownAssets(dir).get(path) : undefined;
        if (text === undefined) return next();
        res.setHeader("Content-Type", "text/markdown; charset=utf-8");
        res.setHeader("Cache-Control", "no-cache");
        res.end(text);
      });
    },
  };
}
