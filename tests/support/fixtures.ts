import { test as base, type BrowserContext, expect, type Locator, type Page, type Request } from "@playwright/test";
import { CONSENT_STORAGE_KEY, createConsentRecord, serialiseConsentRecord } from "../../src/logic/consent-record";
import { isDownloadCutOffByNavigation } from "./page-problems";

/**
 * The shared test fixture: every page must load without a console error, an uncaught exception or
 * a Content-Security-Policy violation (a blocked script, style, image, connection or frame, or a
 * Trusted Types refusal; decision 029), and without any request to another host (DEVELOPERS.md:
 * no third-party request unless configured).
 *
 * Every test also starts as a visitor who has already denied analytics (a
 * stored consent record), so the consent banner does not cover the page; a
 * test opts in to a first visit with `test.use({ freshVisitor: true })`.
 *
 * `page.goto` and `page.reload` are Playwright's own: the site's pages are static HTML whose
 * shell works from the first paint (decision 012), so there is no page hydration to wait for.
 */
export const test = base.extend<
  {
    freshVisitor: boolean;
    expectedProblems: RegExp | undefined;
    seedConsent: undefined;
    failOnConsoleErrors: undefined;
    emulateReducedMotion: undefined;
  },
  { prefersReducedMotion: boolean }
>({
  // `prefers-reduced-motion: reduce` for a whole describe block: `test.use({ prefersReducedMotion: true })`.
  // Chromium emulates it per page; Firefox's BiDi has no such command (decision 014), so its browser
  // is launched for those tests with the preference a visitor's system setting gives it.
  prefersReducedMotion: [false, { option: true, scope: "worker" }],
  launchOptions: [
    async ({ launchOptions, prefersReducedMotion, browserName }, use) => {
      if (!prefersReducedMotion || browserName !== "firefox") return use(launchOptions);
      await use({
        ...launchOptions,
        firefoxUserPrefs: { ...launchOptions.firefoxUserPrefs, "ui.prefersReducedMotion": 1 },
      });
    },
    { scope: "worker" },
  ],
  emulateReducedMotion: [
    async ({ page, prefersReducedMotion, browserName }, use) => {
      if (prefersReducedMotion && browserName !== "firefox") await page.emulateMedia({ reducedMotion: "reduce" });
      await use(undefined);
    },
    { auto: true },
  ],
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
      // Every document the page opens reports each policy violation, from its start, as a console
      // error, so the listener below keeps it even when the test has moved on to another page since.
      await page.addInitScript(() => {
        document.addEventListener(
          "securitypolicyviolation",
          (event) =>
            console.error(
              `Content-Security-Policy violation: ${event.disposition} ${event.effectiveDirective} ` +
                `${event.blockedURI || "(inline)"} ${event.sample}`.trim(),
            ),
          true,
        );
      });
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
      // A download the next navigation cancelled is not the page's fault (tests/support/page-problems.ts).
      page.on("pageerror", (error) => {
        if (!isDownloadCutOffByNavigation(error.message)) problems.push(`page error: ${error.message}`);
      });
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith("http") && url.origin !== new URL(baseURL ?? "").origin)
          problems.push(`third-party request: ${url.href}`);
      });
      await use(undefined);
      // One round trip to the page, so that whatever it reported before the test ended has arrived.
      if (!page.isClosed()) await page.evaluate(() => undefined).catch(() => undefined);
      expect(problems.filter((problem) => !expectedProblems?.test(problem))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Lets the page read and write the clipboard: Chromium by permission; Firefox already may, by the
 * `dom.events.testing.asyncClipboard` preference the config launches it with (its BiDi permissions
 * do not know the clipboard).
 */
export async function allowClipboard(context: BrowserContext, origin: string | undefined): Promise<void> {
  if (context.browser()?.browserType().name() === "chromium")
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
}

/**
 * Makes the page keep the body of every `fetch` it sends, for {@link postedJson}: Firefox's driver
 * reports no request bodies (`request.postData()` is null there). Call before the page loads.
 */
export async function keepPostedBodies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const posted: { url: string; body: string }[] = [];
    Object.defineProperty(window, "__postedBodies", { value: posted });
    const send = window.fetch;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (typeof init?.body === "string") posted.push({ url: new URL(url, location.href).href, body: init.body });
      return send(input, init);
    };
  });
}

/**
 * The JSON body of a request the page posted: from the driver where it reports bodies, else from
 * what the page kept ({@link keepPostedBodies}; the last body sent to the same URL).
 * @throws when neither has a body for it
 */
export async function postedJson(page: Page, request: Request | undefined): Promise<Record<string, unknown>> {
  if (!request) throw new Error("no request was sent");
  const body =
    request.postData() ??
    (await page.evaluate(
      (url) =>
        (window as unknown as { __postedBodies?: { url: string; body: string }[] }).__postedBodies
          ?.filter((entry) => entry.url === url)
          .at(-1)?.body ?? null,
      request.url(),
    ));
  if (body === null) throw new Error(`no body kept for ${request.url()}`);
  return JSON.parse(body) as Record<string, unknown>;
}

/**
 * Puts `text` on the system clipboard and pastes it into `field` with the keyboard, as a visitor
 * would (needs {@link allowClipboard}). A synthetic paste event carries no text in Firefox, whose
 * constructed DataTransfer stays empty.
 */
export async function pasteFromClipboard(field: Locator, text: string): Promise<void> {
  await field.page().evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await field.page().keyboard.press("ControlOrMeta+V");
}

/**
 * Goes back one page as the browser's Back button does, and waits until the page at `pathname`
 * shows. Both are read in the page: Playwright's `goBack` waits in Firefox for a navigation event
 * that a page restored from the back-forward cache never sends (it hung 1 run in 8), and Firefox's
 * driver then loses the page's URL.
 */
export async function goBack(page: Page, pathname: string): Promise<void> {
  // Called after the evaluation has answered: a navigation that wins the race would otherwise destroy
  // the evaluation's context mid-answer ("Execution context was destroyed"), 1 run in about 20.
  await page.evaluate(() => void setTimeout(() => history.back()));
  await expect.poll(() => loadedPathname(page)).toBe(pathname);
}

/** Goes forward one page as the browser's Forward button does; the counterpart of {@link goBack}. */
export async function goForward(page: Page, pathname: string): Promise<void> {
  await page.evaluate(() => void setTimeout(() => history.forward()));
  await expect.poll(() => loadedPathname(page)).toBe(pathname);
}

/**
 * The pathname of the page once it has finished loading, else undefined: a next `goto` made while
 * the history navigation is still loading the same page is "interrupted" in Firefox.
 */
function loadedPathname(page: Page): Promise<string | undefined> {
  return page
    .evaluate(() => (document.readyState === "complete" ? location.pathname : undefined))
    .catch(() => undefined);
}

/**
 * Waits until the page has rendered `count` more animation frames. For a check that something does
 * NOT happen after an input (the page does not scroll, a menu does not close): the input's handlers
 * have run and what they would move has started moving by then, so there is no later event to wait
 * for, and no fixed time either.
 * @param count - frames to wait, 1 or more (each a rendering update, about 16 ms on an idle machine)
 */
export async function framesRendered(page: Page, count = 3): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/**
 * Waits until every finite CSS transition and animation running in the page (a dialog's fade, a
 * bar's slide, a backdrop's fade-in) has finished, starting from the next frame so that one an input
 * has just started is included. Infinite ones (a spinner) are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await framesRendered(page, 1);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
