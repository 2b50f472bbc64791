import type { Page } from "@playwright/test";
import { checkContent } from "../../src/content/validate";
import { nginxMissing, startNginx, type StartedServer } from "../support/servers.ts";
import { fileText, headingOf } from "../support/build-output.ts";
import { expect, test as base } from "../support/fixtures";

/**
 * A visitor's browser behind the nginx deployment (deploy/nginx/site.conf.template, over TLS with
 * HTTP/2 and a throw-away certificate; tests/support/servers.ts starts it). Every HTTP rule of that
 * deployment is checked without a browser by the HTTP contract (tests/http/, project http-nginx);
 * here the browser's own side: it negotiates HTTP/2, follows nginx's redirects and loads the pages.
 * Skipped when nginx or openssl is not installed (`npm run test:e2e` installs both as root).
 */
const { books } = checkContent();

/** The shared fixture, with this worker's nginx as the site: its HTTPS origin is the base URL. */
const test = base.extend<{ nginx: StartedServer }, { nginxServer: StartedServer | undefined }>({
  nginxServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, provide) => {
      const missing = nginxMissing();
      if (missing) console.warn(`${missing}, so the browser tests behind nginx are skipped`);
      const server = missing ? undefined : await startNginx();
      try {
        await provide(server);
      } finally {
        await server?.stop();
      }
    },
    { scope: "worker" },
  ],
  nginx: async ({ nginxServer }, provide) => {
    test.skip(!nginxServer, "nginx or openssl is not installed");
    if (nginxServer) await provide(nginxServer);
  },
  // The certificate is self-signed; the shared fixture counts the base URL's origin as the site's own.
  baseURL: async ({ nginxServer }, provide) => provide(nginxServer?.origin),
  ignoreHTTPSErrors: true,
});

test.describe("a browser behind nginx over HTTPS and HTTP/2", () => {
  test("in the browser, an unknown book behind nginx ends on /books, over HTTP/2", async ({ page, nginx }) => {
    const baseURL = nginx.origin;
    await page.goto(`${baseURL}/books/abc`);
    await expect(page).toHaveURL(`${baseURL}/books`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/books/i);
    expect(await navigationProtocol(page)).toBe("h2");
  });

  test("in the browser, a link behind nginx loads the book's own page within its CSP", async ({ page, nginx }) => {
    const baseURL = nginx.origin;
    const first = books[0];
    if (!first) throw new Error("the catalogue has no books");
    await page.goto(`${baseURL}/books`);
    // No route data: the navigation loads the book's own page.
    const data = page.waitForResponse((response) => response.url() === `${baseURL}${first.bookDetailsPageUrl}`);
    await page.getByRole("link", { name: first.bookName }).first().click();
    expect((await data).status()).toBe(200);
    await expect(page).toHaveURL(`${baseURL}${first.bookDetailsPageUrl}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.bookName);
    expect(await navigationProtocol(page)).toBe("h2");
  });

  test("in the browser, the plain-HTTP address ends on the same page over HTTPS", async ({ browser, nginx }) => {
    const baseURL = nginx.origin;
    // A context of its own: the shared fixture counts any origin but the test's one as a third party,
    // and this test starts on the plain-HTTP origin on purpose.
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const answer = await page.goto(`${nginx.plainOrigin}/about?from=http`);
      expect(answer?.status()).toBe(200);
      await expect(page).toHaveURL(`${baseURL}/about?from=http`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(fileText("about/index.html")) ?? "");
      expect(await navigationProtocol(page)).toBe("h2");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The protocol the browser's last navigation came over, as its Navigation Timing entry names it ("h2", "http/1.1"). */
async function navigationProtocol(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.nextHopProtocol ?? "",
  );
}
