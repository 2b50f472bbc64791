import { test as base, expect, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../app/lib/hydrated";
import {
  CONSENT_STORAGE_KEY,
  createConsentRecord,
  serialiseConsentRecord,
} from "../../app/features/consent/consent-record";

/**
 * The shared test fixture: every page must load without a console error or an
 * uncaught exception, and without any request to another host (DEVELOPERS.md:
 * no third-party request unless configured).
 *
 * Every test also starts as a visitor who has already denied analytics (a
 * stored consent record), so the consent banner does not cover the page; a
 * test opts in to a first visit with `test.use({ freshVisitor: true })`.
 *
 * Pages hydrate a moment after their first paint (scripts/defer-hydration.ts), so
 * `page.goto` and `page.reload` also wait until the page has hydrated, as a visitor
 * would before tapping; pass `waitUntil: "commit"` or `"domcontentloaded"` to look at
 * a page before that. With JavaScript disabled they do not wait.
 */
export const test = base.extend<{
  freshVisitor: boolean;
  expectedProblems: RegExp | undefined;
  seedConsent: undefined;
  failOnConsoleErrors: undefined;
}>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    // The Astro site (issue 24, E2E_SITE=astro while it grows beside this one) does not hydrate pages.
    if (javaScriptEnabled !== false && process.env.E2E_SITE !== "astro") {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      type Options = Parameters<Page["goto"]>[1];
      const hydrated = async (options: Options) => {
        if (options?.waitUntil === "commit" || options?.waitUntil === "domcontentloaded") return;
        await page.waitForFunction((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE);
      };
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydrated(options);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await hydrated(options);
        return response;
      };
    }
    await provide(page);
  },
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
