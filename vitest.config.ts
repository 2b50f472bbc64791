import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Unit tests exercise pure modules and components in jsdom; end-to-end tests live in tests/e2e
// (Playwright). Two projects while the site moves to Astro (issue 24): `app` (React Router, the
// site that ships today) and `site` (src/, the Astro site growing beside it), each with its `~` alias.
export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        resolve: { alias: { "~": folder("./app") } },
        test: {
          name: "app",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts"],
          setupFiles: ["./tests/setup-unit.ts"],
          restoreMocks: true,
        },
      },
      {
        resolve: { alias: { "~": folder("./src") } },
        test: {
          name: "site",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./tests/setup-unit.ts"],
          restoreMocks: true,
        },
      },
    ],
  },
});
