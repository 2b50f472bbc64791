import { test as base, expect } from "@playwright/test";
import {
  CONSENT_STORAGE_KEY,
  createConsentRecord,
  serialiseConsentRecord,
} from "../../src/features/consent/consent-record";

/**
 * The shared test fixture: every page must load without a console error or an
 * uncaught exception, and without any request to another host (DEVELOPERS.md:
 * no third-party request unless configured).
 *
 * Every test also starts as a visitor who has already denied analytics (a
 * stored consent record), so the consent banner does not cover the page; a
 * test opts in to a first visit with `test.use({ freshVisitor: true })`.
 *
 * `page.goto` and `page.reload` are Playwright's own: the site's pages are static HTML whose
 * shell works from the first paint (issue 24 §2), so there is no page hydration to wait for.
 */
export const test = base.extend<{
  freshVisitor: boolean;
  expectedProblems: RegExp | undefined;
  seedConsent: undefined;
  failOnConsoleErrors: undefined;
}>({
  freshVisitor: [false, { option: true }],
  // Problems a test provokes on purpose (e.g. a failed send), matched against the lines below; assert them in the test.
  expectedProblems: [undefined, { option: true }],
  seedConsent: [
    async ({ context, freshVisitor }, use) => {
      if (!freshVisitor) {
        // Seeds every page of the context, unless the page has stored a choice of its own.
        await context.addInitScript(
          ([key, value]) => {
            try {
              if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
            } catch {
              // Storage blocked: nothing to seed.
            }
          },
          [CONSENT_STORAGE_KEY, serialiseConsentRecord(createConsentRecord("denied"))] as const,
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
  failOnConsoleErrors: [
    async ({ page, baseURL, expectedProblems }, use) => {
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
        if (url.protocol.startsWith("http") && url.origin !== new URL(baseURL ?? "").origin)
          problems.push(`third-party request: ${url.href}`);
      });
      await use(undefined);
      expect(problems.filter((problem) => !expectedProblems?.test(problem))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
