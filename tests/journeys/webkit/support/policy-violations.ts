import { browser } from "@wdio/globals";

/**
 * The WebKit journeys' counterpart of the Playwright fixture's policy check (tests/support/fixtures.ts,
 * decision 029): a Content-Security-Policy violation (a blocked style, script or connection, a Trusted
 * Types refusal) fails the test it happened in. Classic WebDriver has neither init scripts nor the
 * console, so after every navigation command (`browser.url`, refresh, back, forward; wdio.conf.ts's
 * `afterCommand`) the document gets a `securitypolicyviolation` listener that writes each violation
 * into session storage, which outlives the document within the tab; after each test (this file's
 * `mochaHooks`, wdio.conf.ts's `mochaOpts.require`) the kept violations are read, cleared and, if
 * any, fail it. A document is watched from its load event on (what the policy blocks while the HTML
 * is parsed is the pages tier's, on every route in Chromium), and one reached by a click until the
 * next navigation command only through what earlier documents of the test kept.
 */

/** The session-storage key the violations are kept under (visit.ts keeps it when it clears the rest). */
export const POLICY_VIOLATIONS_KEY = "test:policy-violations";

/** The WebDriver commands after which a new document is in the window. */
export const NAVIGATION_COMMANDS = new Set(["navigateTo", "refresh", "back", "forward"]);

/**
 * Puts the violation listener on the window's document, once per document. Never throws: a
 * document that cannot be reached (still loading, a browser page) is simply not watched.
 */
export async function watchPolicyViolations(): Promise<void> {
  await browser
    .execute((key) => {
      const marked = window as unknown as { policyViolationsWatched?: boolean };
      if (marked.policyViolationsWatched) return;
      marked.policyViolationsWatched = true;
      document.addEventListener(
        "securitypolicyviolation",
        (event) => {
          const kept = JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[];
          kept.push(
            `${location.pathname}: ${event.disposition} ${event.effectiveDirective} ${event.blockedURI || "(inline)"}`,
          );
          sessionStorage.setItem(key, JSON.stringify(kept));
        },
        true,
      );
    }, POLICY_VIOLATIONS_KEY)
    .catch(() => undefined);
}

/**
 * The violations kept since the last call, removed from the store.
 * @returns one line per violation: the page's path, enforce or report, the directive and what it blocked
 */
export async function takePolicyViolations(): Promise<string[]> {
  const kept = await browser
    .execute((key) => {
      const value = sessionStorage.getItem(key);
      sessionStorage.removeItem(key);
      return value;
    }, POLICY_VIOLATIONS_KEY)
    .catch(() => null);
  return kept ? (JSON.parse(kept) as string[]) : [];
}

/** Mocha's root hooks: after each test, any violation kept fails it (as a failed "after each" hook). */
export const mochaHooks = {
  async afterEach(): Promise<void> {
    const violations = await takePolicyViolations();
    if (violations.length > 0)
      throw new Error(`Content-Security-Policy violations (decision 029):\n${violations.join("\n")}`);
  },
};
