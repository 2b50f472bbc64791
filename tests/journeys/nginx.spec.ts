import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { CONTACT_FORM_PATH, CONTACT_NOT_SENT_PATH } from "../../src/components/contact/no-script-marks";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { type ClientHttp2Session, connect as http2Connect, type IncomingHttpHeaders as Http2Headers } from "node:http2";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { connect as tlsConnect } from "node:tls";
import { gunzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { checkContent } from "../../src/content/validate";
import { certificateArgs } from "../../scripts/bench-transport";
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
  ADMIN_ROBOTS_TAG,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  inlineScriptHashes,
  policyOptionsFromEnv,
  securityHeaders,
} from "../../server/security-policy";
import { expect, test } from "../support/fixtures";

/**
 * The nginx deployment (deploy/nginx/site.conf.template, rendered by scripts/deploy-configs.ts)
 * serves the build by the same rules as `npm start`'s server, over HTTPS with HTTP/2, and its
 * plain-HTTP block only redirects there (issue 29). Debian's nginx runs as the current user from
 * a temp folder over BUILD_DIR's build, with a throw-away self-signed certificate for 127.0.0.1
 * made by `openssl` in that folder at test time (never committed, removed afterwards):
 * - HTTPS on 127.0.0.1:NGINX_TEST_TLS_PORT (default 4391): every page and asset rule, checked
 *   over HTTP/2 with Node's http2 client (ALPN h2), and in the browser;
 * - plain HTTP on 127.0.0.1:NGINX_TEST_PORT (default 4390): a 301 to the same URL over HTTPS,
 *   without Strict-Transport-Security.
 * Each Playwright worker that runs this file adds 10 × its parallel index to both ports, so the
 * Chromium and Firefox projects can run it side by side. The config is rendered with the HTTP/2
 * syntax of the nginx found (`nginx -v`). Skipped when nginx is not installed (`npm run
 * test:e2e` installs it as root) or openssl is not (OPENSSL_BIN, default /usr/bin/openssl).
 */
const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
const OPENSSL = process.env.OPENSSL_BIN ?? "/usr/bin/openssl";
const MIME_TYPES = "/etc/nginx/mime.types";
const HOST = "127.0.0.1";
// Playwright numbers its parallel workers from 0 (TEST_PARALLEL_INDEX): each gets ports of its own.
const portOffset = 10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const port = Number(process.env.NGINX_TEST_PORT ?? 4390) + portOffset;
const tlsPort = Number(process.env.NGINX_TEST_TLS_PORT ?? 4391) + portOffset;
const httpOrigin = `http://${HOST}:${port}`;
const origin = `https://${HOST}:${tlsPort}`;
const clientDir = resolve(PROJECT_ROOT, process.env.BUILD_DIR ?? "build", "client");
const policyOptions = policyOptionsFromEnv(buildEnv(PROJECT_ROOT, process.env));
const HSTS = securityHeaders("")["Strict-Transport-Security"];
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

/** One answer, whichever protocol carried it: status, headers with lower-case names, the body as sent. */
type Answer = { status: number; headers: Record<string, string>; body: Buffer; text: string };

let nginx: ChildProcess | undefined;
let workDir: string | undefined;
let session: ClientHttp2Session | undefined;

test.describe("the nginx config serves the build over HTTPS and HTTP/2 like npm start's server", () => {
  // One nginx per worker: keep this file's tests in one worker, in order.
  test.describe.configure({ mode: "default" });
  // The certificate is self-signed: the browser and Playwright's own requests accept it. The base
  // URL is this worker's HTTPS origin, which the shared fixture counts as the site's own.
  test.use({ ignoreHTTPSErrors: true, baseURL: origin });

  test.beforeAll(async () => {
    if (!existsSync(NGINX)) {
      const reason = `nginx is not installed (${NGINX}), so the nginx deployment tests are skipped: install Debian's nginx package, or run \`npm run test:e2e\` as root, which installs it`;
      console.warn(reason);
      test.skip(true, reason);
    }
    if (!existsSync(OPENSSL)) {
      const reason = `openssl is not installed (${OPENSSL}), so the nginx deployment tests, which need a throw-away TLS certificate, are skipped: sudo apt-get install -y --no-install-recommends openssl (or set OPENSSL_BIN)`;
      console.warn(reason);
      test.skip(true, reason);
    }
    if (!existsSync(MIME_TYPES)) throw new Error(`${MIME_TYPES} is missing: reinstall Debian's nginx-common package`);

    const dir = mkdtempSync(join(tmpdir(), "studio-nginx-"));
    workDir = dir;
    mkdirSync(join(dir, "logs"));
    mkdirSync(join(dir, "temp"));
    copyFileSync(MIME_TYPES, join(dir, "mime.types"));
    copyFileSync(join(PROJECT_ROOT, "deploy", "nginx", "nginx.conf.example"), join(dir, "nginx.conf"));
    const certificate = join(dir, "certificate.pem");
    const certificateKey = join(dir, "certificate-key.pem");
    makeSelfSignedCertificate(certificate, certificateKey);
    writeDeployConfigs({
      clientDir,
      nginxDir: dir,
      templatePath: NGINX_TEMPLATE,
      options: policyOptions,
      nginx: {
        listen: `${HOST}:${port}`,
        tlsListen: `${HOST}:${tlsPort}`,
        certificate,
        certificateKey,
        version: nginxVersion(),
        root: clientDir,
      },
      hostFiles: false,
    });

    // As root, nginx's workers would switch to `nobody`: keep them on the current user.
    const asRoot = process.getuid?.() === 0 ? " user root;" : "";
    const args = ["-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-e", join(dir, "logs", "error.log")];
    const globals = `daemon off; master_process on; pid ${join(dir, "nginx.pid")};${asRoot}`;
    const check = spawnSync(NGINX, [...args, "-t", "-q", "-g", globals], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx rejects the generated config:\n${check.stderr}${errorLog()}`);

    const server = spawn(NGINX, [...args, "-g", globals], { stdio: ["ignore", "ignore", "pipe"] });
    nginx = server;
    let stderr = "";
    server.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    for (let attempt = 0; ; attempt += 1) {
      if (server.exitCode !== null)
        throw new Error(`nginx stopped (status ${server.exitCode}):\n${stderr}${errorLog()}`);
      // nginx binds every listen address before it answers any, so the redirect answering means both are up.
      const ready = await httpGet("/").then(
        (answer) => answer.status === 301,
        () => false,
      );
      if (ready) break;
      if (attempt > 100)
        throw new Error(
          `nginx does not answer on ${httpOrigin} (port taken? set NGINX_TEST_PORT and NGINX_TEST_TLS_PORT):\n${stderr}${errorLog()}`,
        );
      await new Promise((done) => setTimeout(done, 100));
    }
  });

  test.afterAll(async () => {
    session?.close();
    session = undefined;
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

  test("HTTPS offers HTTP/2 by ALPN (h2) with the test's certificate, and still answers HTTP/1.1", async ({
    request,
  }) => {
    const offered = await tlsHandshake(["h2", "http/1.1"]);
    expect(offered.alpn).toBe("h2");
    expect(offered.subject).toBe(HOST);
    expect(["TLSv1.2", "TLSv1.3"]).toContain(offered.version);
    expect((await tlsHandshake(["http/1.1"])).alpn).toBe("http/1.1");

    // Playwright's requests speak HTTP/1.1 over TLS: a client without HTTP/2 gets the same page and headers.
    const page = await request.get(`${origin}/about`, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(headingOf(html)).toBe(headingOf(fileText(pageFile("/about"))));
    expectDocumentHeaders(
      { status: page.status(), headers: page.headers(), body: Buffer.from(html), text: html },
      html,
    );
  });

  for (const path of sitemapPaths) {
    test(`${path} answers 200 over HTTP/2 with its page, its own CSP and the security headers`, async () => {
      const answer = await h2Get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      const expected = fileText(pageFile(path));
      expect(headingOf(answer.text)).toBeTruthy();
      expect(headingOf(answer.text)).toBe(headingOf(expected));
      expectDocumentHeaders(answer, answer.text);
      expect(answer.headers["cache-control"]).toBe(REVALIDATE);
    });
  }

  for (const path of ["/books/abc", "/books/16", "/resources/7", "/books/abc.data"]) {
    test(`${path} redirects to its list page over HTTPS`, async () => {
      expect(existsSync(join(clientDir, pageFile(path))), `${path} is prerendered now: test an id that is not`).toBe(
        false,
      );
      const answer = await h2Get(path);
      expect(answer.status).toBe(302);
      expect(answer.headers["location"]).toBe(path.startsWith("/books/") ? "/books" : "/resources");
      expectSecurityHeaders(answer);
    });
  }

  test("the contact form's post without JavaScript goes on to the not-sent page, which a static server has (decision 018)", async () => {
    const answer = await h2Get(CONTACT_FORM_PATH, {
      ":method": "POST",
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(answer.status).toBe(303);
    expect(answer.headers["location"]).toBe(CONTACT_NOT_SENT_PATH);
    const page = await h2Get(CONTACT_NOT_SENT_PATH);
    expect(page.status).toBe(200);
    expectDocumentHeaders(page, page.text);
  });

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
    test(`${path} answers 404 over HTTPS with the bare 404 page`, async () => {
      const answer = await h2Get(path);
      expect(answer.status).toBe(404);
      expect(headingOf(answer.text)).toBe("404");
      expect(answer.text).toBe(fileText(notFoundFile));
      expectDocumentHeaders(answer, answer.text);
      expect(answer.headers["cache-control"]).toBe(REVALIDATE);
    });
  }

  test("a trailing slash redirects permanently to the path without it, query kept", async () => {
    const list = await h2Get("/books/");
    expect(list.status).toBe(301);
    expect(list.headers["location"]).toBe("/books");
    expectSecurityHeaders(list);
    const about = await h2Get("/about//?from=test");
    expect(about.status).toBe(301);
    expect(about.headers["location"]).toBe("/about?from=test");
  });

  test("hashed assets are immutable for a year, other files revalidate", async () => {
    const hashedFolder = "_astro";
    const hashed = readdirSync(join(clientDir, hashedFolder))
      .map((name) => `/${hashedFolder}/${name}`)
      .find((path) => HASHED_ASSET.test(path) && path.endsWith(".js"));
    if (!hashed) throw new Error(`the build has no hashed script in /${hashedFolder}`);
    const script = await h2Get(hashed);
    expect(script.status).toBe(200);
    expect(script.headers["cache-control"]).toBe(IMMUTABLE);
    expect(script.headers["content-type"]).toContain("javascript");
    expectSecurityHeaders(script);

    for (const path of ["/sitemap.xml", "/robots.txt", "/assets/images/logo.svg"]) {
      const answer = await h2Get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["cache-control"], path).toBe(REVALIDATE);
      expect(answer.headers["strict-transport-security"], path).toBe(HSTS);
    }
    const missing = await h2Get(hashed.replace(/([-.])[\w-]{8}\.(\w+)$/, "$1zzzzzzzz.$2"));
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe(REVALIDATE);
  });

  test("markdown and the web manifest have their content types", async () => {
    const markdown = await h2Get("/assets/legal/privacy-policy.md");
    expect(markdown.status).toBe(200);
    expect(markdown.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(markdown.text).toBe(fileText("assets/legal/privacy-policy.md"));
    const manifest = await h2Get("/site.webmanifest");
    expect(manifest.headers["content-type"]).toBe("application/manifest+json");
  });

  test("the content editor keeps its own CSP, opener policy and noindex over HTTPS (decisions 007, 013)", async () => {
    const editor = await h2Get("/admin");
    expect(editor.status).toBe(200);
    expect(editor.headers["content-security-policy"]).toBe(adminContentSecurityPolicy());
    expect(editor.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(editor.headers["x-robots-tag"]).toBe(ADMIN_ROBOTS_TAG);
    expect(editor.headers["strict-transport-security"]).toBe(HSTS);
    const slash = await h2Get("/admin/");
    expect(slash.status).toBe(301);
    expect(slash.headers["location"]).toBe("/admin");
  });

  test("the precompressed gzip file is served when asked for, without the version in Server", async () => {
    const compressed = await h2Get("/", { "accept-encoding": "gzip" });
    expect(compressed.status).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.headers["vary"]).toContain("Accept-Encoding");
    expect(gunzipSync(compressed.body).toString("utf8")).toBe(fileText("index.html"));
    expect(compressed.headers["server"]).toBe("nginx");
    const plain = await h2Get("/", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  test("plain HTTP only redirects permanently to the same URL over HTTPS, path and query kept", async () => {
    for (const path of [
      "/",
      "/about?from=test&x=1",
      "/books/abc",
      "/books/",
      "/no-such-page",
      "/admin",
      "/a%20b?q=%C3%A9",
      "/_astro/missing.AbCdEfGh.js",
    ]) {
      for (const method of ["GET", "HEAD", "POST"]) {
        const answer = await httpGet(path, method);
        expect(answer.status, `${method} ${path}`).toBe(301);
        expect(answer.headers["location"], `${method} ${path}`).toBe(`${origin}${path}`);
        expect(answer.headers["server"], `${method} ${path}`).toBe("nginx");
      }
    }
  });

  test("Strict-Transport-Security is sent over HTTPS only, never on the plain-HTTP redirect", async () => {
    for (const path of ["/", "/about", "/books/abc", "/no-such-page", "/admin"]) {
      const plain = await httpGet(path);
      expect(plain.status, path).toBe(301);
      expect(plain.headers["strict-transport-security"], path).toBeUndefined();
      // The redirect carries no page headers either: they belong to the HTTPS answer.
      expect(plain.headers["content-security-policy"], path).toBeUndefined();
      const secure = await h2Get(path);
      expect(secure.status, path).toBeLessThan(500);
      expect(secure.headers["strict-transport-security"], path).toBe(HSTS);
    }
  });

  test("in the browser, an unknown book behind nginx ends on /books, over HTTP/2", async ({ page }) => {
    await page.goto(`${origin}/books/abc`);
    await expect(page).toHaveURL(`${origin}/books`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/books/i);
    expect(await navigationProtocol(page)).toBe("h2");
  });

  test("in the browser, a link behind nginx loads the book's own page within its CSP", async ({ page }) => {
    const first = books[0];
    if (!first) throw new Error("the catalogue has no books");
    await page.goto(`${origin}/books`);
    // No route data: the navigation loads the book's own page.
    const data = page.waitForResponse((response) => response.url() === `${origin}${first.bookDetailsPageUrl}`);
    await page.getByRole("link", { name: first.bookName }).first().click();
    expect((await data).status()).toBe(200);
    await expect(page).toHaveURL(`${origin}${first.bookDetailsPageUrl}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.bookName);
    expect(await navigationProtocol(page)).toBe("h2");
  });

  test("in the browser, the plain-HTTP address ends on the same page over HTTPS", async ({ browser }) => {
    // A context of its own: the shared fixture counts any origin but the test's one as a third party,
    // and this test starts on the plain-HTTP origin on purpose.
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const answer = await page.goto(`${httpOrigin}/about?from=http`);
      expect(answer?.status()).toBe(200);
      await expect(page).toHaveURL(`${origin}/about?from=http`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(fileText("about/index.html")) ?? "");
      expect(await navigationProtocol(page)).toBe("h2");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The security headers, HSTS among them, and the CSP built from the served document's own inline scripts. */
function expectDocumentHeaders(answer: Answer, html: string): void {
  expectSecurityHeaders(answer);
  const csp = answer.headers["content-security-policy"];
  expect(csp).toBe(policyOf(html));
  for (const hash of inlineScriptHashes(html)) expect(csp).toContain(hash);
}

function expectSecurityHeaders(answer: Answer): void {
  const headers = answer.headers;
  for (const [name, value] of Object.entries(securityHeaders(""))) {
    if (name === "Content-Security-Policy")
      expect(headers["content-security-policy"], name).toMatch(/^default-src 'self';/);
    else expect(headers[name.toLowerCase()], name).toBe(value);
  }
  // Decision 013: the map's empty default sends no opener policy; only /admin has one.
  expect(headers["cross-origin-opener-policy"]).toBeUndefined();
}

/**
 * Makes a throw-away self-signed certificate for 127.0.0.1 (P-256, one day) with openssl.
 * @throws Error with openssl's output when it fails
 */
function makeSelfSignedCertificate(certificate: string, key: string): void {
  const made = spawnSync(OPENSSL, certificateArgs(key, certificate, HOST), { encoding: "utf8" });
  if (made.status !== 0) throw new Error(`openssl could not make the test certificate:\n${made.stderr}`);
}

/** The installed nginx's version (`nginx -v` prints e.g. `nginx version: nginx/1.22.1` on stderr), which picks the HTTP/2 syntax. */
function nginxVersion(): string | undefined {
  const printed = spawnSync(NGINX, ["-v"], { encoding: "utf8" });
  return /nginx\/(\d+\.\d+\.\d+)/.exec(`${printed.stderr}${printed.stdout}`)?.[1];
}

/** A TLS handshake with the HTTPS port offering the given ALPN protocols: what the server chose, its certificate's name and the TLS version. */
function tlsHandshake(protocols: string[]): Promise<{ alpn: string | false; subject: unknown; version: string }> {
  return new Promise((done, fail) => {
    const socket = tlsConnect(
      { host: HOST, port: tlsPort, ALPNProtocols: protocols, rejectUnauthorized: false },
      () => {
        const result = {
          alpn: socket.alpnProtocol ?? false,
          subject: socket.getPeerCertificate().subject?.CN,
          version: socket.getProtocol() ?? "",
        };
        socket.end();
        done(result);
      },
    );
    socket.once("error", fail);
  });
}

/** This worker's HTTP/2 connection to the HTTPS port (ALPN h2, the certificate not checked), opened again if nginx closed it. */
async function h2Connection(): Promise<ClientHttp2Session> {
  if (session && !session.closed && !session.destroyed) return session;
  const opened = await new Promise<ClientHttp2Session>((done, fail) => {
    const next = http2Connect(origin, { rejectUnauthorized: false });
    next.once("connect", () => done(next));
    next.once("error", fail);
  });
  // A later error (nginx stopping) only closes the connection; the next request opens another.
  opened.on("error", () => undefined);
  opened.on("close", () => {
    if (session === opened) session = undefined;
  });
  expect(opened.alpnProtocol).toBe("h2");
  session = opened;
  return opened;
}

/** A GET over HTTP/2 to the HTTPS port, redirects not followed, the body not decompressed. */
async function h2Get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const connection = await h2Connection();
  return new Promise((done, fail) => {
    const stream = connection.request({ ":method": "GET", ":path": path, ...headers });
    let head: Http2Headers = {};
    const chunks: Buffer[] = [];
    stream.setTimeout(10_000, () => {
      stream.close();
      fail(new Error(`GET ${path} over HTTP/2 had no answer within 10 s`));
    });
    stream.on("response", (received) => (head = received));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => done(answerOf(Number(head[":status"]), head, Buffer.concat(chunks))));
    stream.on("error", fail);
  });
}

/** A request over plain HTTP/1.1 to the plain-HTTP port, redirects not followed. */
function httpGet(path: string, method = "GET"): Promise<Answer> {
  return new Promise((done, fail) => {
    const sent = httpRequest(`${httpOrigin}${path}`, { method, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => done(answerOf(response.statusCode ?? 0, response.headers, Buffer.concat(chunks))));
      response.on("error", fail);
    });
    sent.on("timeout", () => sent.destroy(new Error(`${method} ${path} had no answer within 10 s`)));
    sent.on("error", fail);
    sent.end();
  });
}

function answerOf(status: number, received: IncomingHttpHeaders | Http2Headers, body: Buffer): Answer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(received)) {
    if (name.startsWith(":") || value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return { status, headers, body, text: body.toString("utf8") };
}

/** The protocol the browser's last navigation came over, as its Navigation Timing entry names it ("h2", "http/1.1"). */
async function navigationProtocol(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.nextHopProtocol ?? "",
  );
}

function errorLog(): string {
  const file = workDir ? join(workDir, "logs", "error.log") : undefined;
  return file && existsSync(file) ? `\nerror.log:\n${readFileSync(file, "utf8")}` : "";
}
