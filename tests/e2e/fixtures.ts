import { test as base, expect } from "@playwright/test";

/**
 * The shared test fixture: every page must load without a console error or an
 * uncaught exception, and without any request to another host (DEVELOPERS.md:
 * no third-party request unless configured).
 */
export const test = base.extend<{ failOnConsoleErrors: void }>({
  failOnConsoleErrors: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith("http") && url.origin !== new URL(baseURL ?? "").origin) problems.push(`third-party request: ${url.href}`);
      });
      await use();
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
