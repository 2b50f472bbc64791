import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they exercise pure modules
// and components in jsdom. End-to-end tests live in tests/e2e (Playwright).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    setupFiles: ["./tests/setup-unit.ts"],
    restoreMocks: true,
  },
});
