import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests exercise pure modules, shell scripts and islands in jsdom; end-to-end tests live in
// tests/http, tests/pages and tests/journeys (Playwright, against the production build).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "jsdom",
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
