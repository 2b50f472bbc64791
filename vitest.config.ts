import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests run in Node; a file that needs a document (the shell scripts, components, islands,
// and hooks rendered with renderHook) says so in its first line, `// @vitest-environment jsdom`,
// so that the files that need none do not each pay for a jsdom window. End-to-end tests live in
// tests/http, tests/pages and tests/journeys (Playwright, against the production build).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "node",
    include: [
      "src/**/*.test.{ts,tsx}",
      "integrations/**/*.test.ts",
      "tools/**/*.test.ts",
      "art/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/architecture/*.test.ts",
      "tests/support/*.test.ts",
    ],
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
  },
});
