import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { build, type Rolldown } from "vite";

/** The entry of the shell every page has (navigation bar, consent banner, contact links, Buy). */
const SHELL_ENTRY = fileURLToPath(new URL("../src/shell/shell.ts", import.meta.url));
const SRC = fileURLToPath(new URL("../src", import.meta.url));

/**
 * Bundles the shell script (src/shell/shell.ts and what it imports) into one minified IIFE.
 * @returns the script's source
 * @throws the bundler's error when a module does not compile
 */
export async function bundleShellScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    resolve: { alias: { "~": SRC } },
    define: { "import.meta.env.SSR": "false" },
    build: {
      write: false,
      minify: true,
      target: "es2022",
      lib: { entry: SHELL_ENTRY, formats: ["iife"], name: "studioShell" },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === "chunk");
  if (!chunk) throw new Error("shell script: the bundle has no code");
  return chunk.code.trim();
}

/**
 * The shell as a classic inline script in every page's `<head>` (decision 012, spec §4): the navigation
 * bar, consent banner, contact links and Buy work from the first paint, whatever happens to the
 * page's script files, because their code is in the HTML itself. It installs delegated listeners on
 * the document, so elements parsed after it are covered. Astro hashes `head-inline` scripts for the CSP.
 */
export function shellScript(): AstroIntegration {
  return {
    name: "shell-script",
    hooks: {
      "astro:config:setup": async ({ injectScript }) => {
        injectScript("head-inline", await bundleShellScript());
      },
    },
  };
}
