import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { APIResponse } from "@playwright/test";
import { checkContent } from "../../src/content/validate";
import {
  buildEnv,
  HASHED_ASSET,
  IMMUTABLE,
  NGINX_TEMPLATE,
  PROJECT_ROOT,
  REVALIDATE,
  writeDeployConfigs,
} from "../../scripts/deploy-configs";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  policyOptionsFromEnv,
  securityHeaders,
} from "../../server/security-policy";
import { expect, test } from "./fixtures";

/**
 * The nginx deployment (deploy/nginx/site.conf.template, rendered by
 * scripts/deploy-configs.ts) serves the build by the same rules as
 * `npm start`'s server: Debian's nginx runs as the current user from a temp
 * folder, on 127.0.0.1:NGINX_TEST_PORT (default 4390), over BUILD_DIR's build.
 * Skipped when nginx is not installed (`npm run test:e2e` installs it as root).
 */
const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
const MIME_TYPES = "/etc/nginx/mime.types";
const port = Number(process.env.NGINX_TEST_PORT ?? 4390);
const origin = `http://127.0.0.1:${port}`;
const clientDir = resolve(PROJECT_ROOT, process.env.BUILD_DIR ?? "build", "client");
const policyOptions = policyOptionsFromEnv(buildEnv(PROJECT_ROOT, process.env));
// The build (issue 24) has 404.html, its hashed output in /_astro, no SPA fallback and no route data:
// a bad id is redirected by the server instead.
const notFoundFile = "404.html";
const { books } = checkContent();

const sitemapFile = join(clientDir, "sitemap.xml");
if (!existsSync(sitemapFile))
  throw new Error(
    `${sitemapFile} is missing: build first (BUILD_DIR=${process.env.BUILD_DIR ?? "build"} npm run build)`,
  );
const sitemapPaths = [...readFileSync(sitemapFile, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc = ""]) => new URL(loc).pathname,
);

const fileText = (path: string) => readFileSync(join(clientDir, path), "utf8");
const pageFile = (path: string) => `${path === "/" ? "" : path}/index.html`;
const policyOf = (html: string) => contentSecurityPolicy(inlineScriptHashes(html), policyOptions);
const headingOf = (html: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();

let nginx: ChildProcess | undefined;
let workDir: string | undefined;

test.describe("the nginx config serves the build like npm start's server", () => {
  // One nginx per worker: keep this file's tests in one worker, in order.
  test.describe.configure({ mode: "default" });
  test.use({ baseURL: origin });

  test.beforeAll(async () => {
    if (!existsSync(NGINX)) {
      const reason = `nginx is not installed (${NGINX}), so the nginx deployment tests are skipped: install Debian's nginx package, or run \`npm run test:e2e\` as root, which installs it`;
      console.warn(reason);
      test.skip(true, reason);
    }
    if (!existsSync(MIME_TYPES)) throw new Error(`${MIME_TYPES} is missing: reinstall Debian's nginx-common package`);
    workDir = mkdtempSync(join(tmpdir(), "studio-nginx-"));
    mkdirSync(join(workDir, "logs"));
    mkdirSync(join(workDir, "temp"));
    copyFileSync(MIME_TYPES, join(workDir, "mime.types"));
    copyFileSync(join(PROJECT_ROOT, "deploy", "nginx", "nginx.conf.example"), join(workDir, "nginx.conf"));
    writeDeployConfigs({
      clientDir,
      nginxDir: workDir,
      templatePath: NGINX_TEMPLATE,
      options: policyOptions,
      nginx: { listen: `127.0.0.1:${port}`, root: clientDir },
      hostFiles: false,
    });

    // As root, nginx's workers would switch to `nobody`: keep them on the current user.
    const asRoot = process.getuid?.() === 0 ? " user root;" : "";
    const args = ["-p", `${workDir}/`, "-c", join(workDir, "nginx.conf"), "-e", join(workDir, "logs", "error.log")];
    const globals = `daemon off; master_process on; pid ${join(workDir, "nginx.pid")};${asRoot}`;
    const check = spawnSync(NGINX, [...args, "-t", "-q", "-g", globals], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx rejects the generated config:\n${check.stderr}${errorLog()}`);

    const server = spawn(NGINX, [...args, "-g", globals], { stdio: ["ignore", "ignore", "pipe"] });
    nginx = server;
    let stderr = "";
    server.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    for (let attempt = 0; ; attempt += 1) {
      if (server.exitCode !== null)
        throw new Error(`nginx stopped (status ${server.exitCode}):\n${stderr}${errorLog()}`);
      const ok = await fetch(`${origin}/`, { method: "HEAD" }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (attempt > 100)
        throw new Error(
          `nginx does not answer on ${origin} (port taken? set NGINX_TEST_PORT):\n${stderr}${errorLog()}`,
        );
      await new Promise((done) => setTimeout(done, 100));
    }
  });

  test.afterAll(async () => {
    const server = nginx;
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server.once("exit", done));
      server.kill("SIGTERM");
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
    }
    if (workDir) rmSync(workDir, { recursive: true, force: true });
    nginx = undefined;
    workDir = undefined;
  });

  for (const path of sitemapPaths) {
    test(`${path} answers 200 with its page, its own CSP and the security headers`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
      const html = await response.text();
      const expected = fileText(pageFile(path));
      expect(headingOf(html)).toBeTruthy();
      expect(headingOf(html)).toBe(headingOf(expected));
      expectDocumentHeaders(response, html);
      expect(response.headers()["cache-control"]).toBe(REVALIDATE);
    });
  }

  for (const path of ["/books/abc", "/books/16", "/resources/7", "/books/abc.data"]) {
    test(`${path} redirects to its list page`, async ({ request }) => {
      expect(existsSync(join(clientDir, pageFile(path))), `${path} is prerendered now: test an id that is not`).toBe(
        false,
      );
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toBe(path.startsWith("/books/") ? "/books" : "/resources");
      expectSecurityHeaders(response);
    });
  }

  for (const path of [
    "/no-such-page",
    "/about/team",
    "/books/3/extra",
    "/404",
    "/index.html",
    "/about/index.html",
    "/__spa-fallback.html",
    "/404.html",
    "/_headers",
    "/_redirects",
  ]) {
    test(`${path} answers 404 with the bare 404 page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(headingOf(html)).toBe("404");
      expect(html).toBe(fileText(notFoundFile));
      expectDocumentHeaders(response, html);
      expect(response.headers()["cache-control"]).toBe(REVALIDATE);
    });
  }

  test("a trailing slash redirects permanently to the path without it, query kept", async ({ request }) => {
    const books = await request.get("/books/", { maxRedirects: 0 });
    expect(books.status()).toBe(301);
    expect(books.headers()["location"]).toBe("/books");
    expectSecurityHeaders(books);
    const about = await request.get("/about//?from=test", { maxRedirects: 0 });
    expect(about.status()).toBe(301);
    expect(about.headers()["location"]).toBe("/about?from=test");
  });

  test("hashed assets are immutable for a year, other files revalidate", async ({ request }) => {
    const hashedFolder = "_astro";
    const hashed = readdirSync(join(clientDir, hashedFolder))
      .map((name) => `/${hashedFolder}/${name}`)
      .find((path) => HASHED_ASSET.test(path) && path.endsWith(".js"));
    if (!hashed) throw new Error(`the build has no hashed script in /${hashedFolder}`);
    const script = await request.get(hashed);
    expect(script.status()).toBe(200);
    expect(script.headers()["cache-control"]).toBe(IMMUTABLE);
    expect(script.headers()["content-type"]).toContain("javascript");
    expectSecurityHeaders(script);

    for (const path of ["/sitemap.xml", "/robots.txt", "/assets/images/logo.svg"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe(REVALIDATE);
    }
    const missing = await request.get(hashed.replace(/([-.])[\w-]{8}\.(\w+)$/, "$1zzzzzzzz.$2"));
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe(REVALIDATE);
  });

  test("markdown and the web manifest have their content types", async ({ request }) => {
    const markdown = await request.get("/assets/legal/privacy-policy.md");
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(await markdown.text()).toBe(fileText("assets/legal/privacy-policy.md"));
    const manifest = await request.get("/site.webmanifest");
    expect(manifest.headers()["content-type"]).toBe("application/manifest+json");
  });

  test("the content editor's page keeps its opener policy, which the pages do not send (decision 013)", async ({
    request,
  }) => {
    const editor = await request.get("/admin/");
    expect(editor.status()).toBe(200);
    expect(editor.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });

  test("the precompressed gzip file is served when asked for, without the version in Server", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(response.headers()["vary"]).toContain("Accept-Encoding");
    expect(await response.text()).toBe(fileText("index.html"));
    expect(response.headers()["server"]).toBe("nginx");
    const plain = await request.get("/", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
  });

  test("in Chromium, an unknown book behind nginx ends on /books", async ({ page }) => {
    await page.goto("/books/abc");
    await expect(page).toHaveURL(`${origin}/books`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/books/i);
  });

  test("in Chromium, a link behind nginx loads the book's own page within its CSP", async ({ page }) => {
    const first = books[0];
    if (!first) throw new Error("the catalogue has no books");
    await page.goto("/books");
    // No route data: the navigation loads the book's own page.
    const data = page.waitForResponse((response) => response.url() === `${origin}${first.bookDetailsPageUrl}`);
    await page.getByRole("link", { name: first.bookName }).first().click();
    expect((await data).status()).toBe(200);
    await expect(page).toHaveURL(`${origin}${first.bookDetailsPageUrl}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.bookName);
  });
});

/** The security headers, and the CSP built from the served document's own inline scripts. */
function expectDocumentHeaders(response: APIResponse, html: string): void {
  expectSecurityHeaders(response);
  const csp = response.headers()["content-security-policy"];
  expect(csp).toBe(policyOf(html));
  for (const hash of inlineScriptHashes(html)) expect(csp).toContain(hash);
}

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  for (const [name, value] of Object.entries(securityHeaders(""))) {
    if (name === "Content-Security-Policy")
      expect(headers["content-security-policy"], name).toMatch(/^default-src 'self';/);
    else expect(headers[name.toLowerCase()], name).toBe(value);
  }
  // Decision 013: the map's empty default sends no opener policy; only /admin has one.
  expect(headers["cross-origin-opener-policy"]).toBeUndefined();
}

function errorLog(): string {
  const file = workDir ? join(workDir, "logs", "error.log") : undefined;
  return file && existsSync(file) ? `\nerror.log:\n${readFileSync(file, "utf8")}` : "";
}
