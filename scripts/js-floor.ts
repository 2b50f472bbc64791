import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build, type Plugin, type Rollup } from "vite";

/**
 * `npm run bench:floor` (issue 13, decision 011): how many bytes of JavaScript any page of this stack
 * must ship before a line of the site's own code. Bundles, minified as the build does, an entry
 * that hydrates the document with React Router's `HydratedRouter` (React 19, `react-dom/client`)
 * and imports every export the site takes from `react-router`, found by reading `app/`. Prints
 * the raw, gzip and brotli (quality 11, as the server sends it) bytes of the result, as one file.
 * The build's own first load is larger by the site's code, React Router's route manifest and,
 * in Lighthouse's count, the HTTP headers of each file. Exits 1 if the bundle fails.
 */
const appDirectory = new URL("../app", import.meta.url).pathname;

/** Every `.ts`/`.tsx` file under `directory` that the browser loads: tests and server-only modules excluded. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/(\.test|\.server)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The value exports the site imports from "react-router" (types left out), sorted. */
function routerImports(sources: string[]): string[] {
  const names = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"react-router"/g)) {
      for (const part of (match[1] ?? "").split(",")) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && !name.startsWith("type ")) names.add(name);
      }
    }
  }
  return [...names].sort();
}

const names = routerImports(sourceFiles(appDirectory).map((path) => readFileSync(path, "utf8")));
const entry = [
  `import { HydratedRouter } from "react-router/dom";`,
  `import { ${names.join(", ")} } from "react-router";`,
  `import { createElement, startTransition, StrictMode } from "react";`,
  `import { hydrateRoot } from "react-dom/client";`,
  `window.__floor = [${names.join(", ")}];`,
  `startTransition(() => hydrateRoot(document, createElement(StrictMode, null, createElement(HydratedRouter))));`,
].join("\n");

const virtualEntry: Plugin = {
  name: "js-floor-entry",
  resolveId: (id) => (id === "virtual:js-floor" ? "\0virtual:js-floor" : null),
  load: (id) => (id === "\0virtual:js-floor" ? entry : null),
};

const output = (await build({
  configFile: false,
  logLevel: "silent",
  plugins: [virtualEntry],
  build: { write: false, rolldownOptions: { input: "virtual:js-floor", output: { codeSplitting: false } } },
})) as Rollup.RollupOutput | Rollup.RollupOutput[];
const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
  result.output.filter((file): file is Rollup.OutputChunk => file.type === "chunk"),
);
const code = Buffer.from(chunks.map((chunk) => chunk.code).join("\n"));
const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
console.log(`react, react-dom/client, HydratedRouter and the ${names.length} exports the site uses of react-router:`);
console.log(`  raw ${code.length} bytes, gzip ${gzipSync(code, { level: 9 }).length}, brotli ${brotli}`);
console.log(`  (${names.join(", ")})`);
