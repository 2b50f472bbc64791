import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// Unit tests run in Node; a file that needs a document (the shell scripts, components, islands,
// and hooks rendered with renderHook) says so in its first line, `// @vitest-environment jsdom`,
// so that the files that need none do not each pay for a jsdom window. End-to-end tests live in
// tests/http, tests/pages and tests/journeys (Playwright, against the production build).
const include = [
  "src/**/*.test.{ts,tsx}",
  "integrations/**/*.test.ts",
  "tools/**/*.test.ts",
  "art/**/*.test.ts",
  "server/**/*.test.ts",
  "tests/architecture/*.test.ts",
  "tests/support/*.test.ts",
];

// Files share a worker and its module cache (`isolate: false`): a fresh worker per file cost
// about 0.6 s a file, 181 s → 74 s for the tier (decision 025). A file that replaces a module
// (`vi.mock`) needs a module cache of its own, or a module another file already loaded would stay
// real in it: those files, found by what they contain, run isolated.
const mocking = globSync(include, { exclude: ["**/node_modules/**"] }).filter((file) =>
  readFileSync(file, "utf8").includes("vi.mock("),
);

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: { name: "shared", include, exclude: [...configDefaults.exclude, ...mocking], isolate: false },
      },
      { extends: true, test: { name: "isolated", include: mocking, isolate: true } },
    ],
  },
});
