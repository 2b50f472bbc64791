import { test as base, expect } from "@playwright/test";

/**
 * The shared test fixture: every page must load without a console error or an
 * uncaught exception, and without any request to another host (DEVELOPERS.md:
 * no third-party request unless configured).
 */
export const test = base.extend<{ failOnConsoleErrors: undefined }>({
  failOnConsoleErrors: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        // Failed loads are reported by the response listener below, with their URL.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
          problems.push(`console: ${message.text()}`);
        }
      });
      page.on("response", (response) => {
        // A page's own status is each test's business (the 404 page answers 404 on purpose).
        if (response.status() >= 400 && !response.request().isNavigationRequest()) {
          problems.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith("http") && url.origin !== new URL(baseURL ?? "").origin) problems.push(`third-party request: ${url.href}`);
      });
      await use(undefined);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
