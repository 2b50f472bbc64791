import { test as base, expect } from "../../support/fixtures";

/**
 * The pages tier's test: the shared fixture (no console error, no uncaught exception, no failed
 * load, no third-party request; a returning visitor) plus a Content-Security-Policy listener. From
 * the document's start, every `securitypolicyviolation` the page reports (a blocked script, style,
 * image, connection or frame, enforced or report-only) is kept, and the test fails at its end if
 * there is any, each named by directive and blocked URI.
 */
export const test = base.extend<{ failOnCspViolations: undefined }>({
  failOnCspViolations: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        const kept: string[] = [];
        Object.defineProperty(window, "__cspViolations", { value: kept });
        document.addEventListener(
          "securitypolicyviolation",
          (event) => kept.push(`${event.disposition} ${event.effectiveDirective}: ${event.blockedURI || "(inline)"}`),
          true,
        );
      });
      await use(undefined);
      if (page.isClosed()) return;
      const violations = await page
        .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
        .catch(() => ["the page could not be read for its CSP violations"]);
      expect(violations, `CSP violations on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
