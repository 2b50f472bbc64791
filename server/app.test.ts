import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHandler } from "./app.ts";
import { contentSecurityPolicy, inlineHashes, inlineScriptHashes } from "./security-policy.ts";
import { IMMUTABLE, REVALIDATE } from "./serving-rules.ts";
import { NOT_FOUND_PATH, resourceMarkdownPath, ROUTES } from "../src/routes.ts";

/** A small Astro build: pages as …/index.html, 404.html with its inline script, /_astro output. */
const files: Record<string, string> = {
  "index.html": "<!doctype html><style>h1{color:navy}</style><script>shell()</script><h1>Home</h1>",
  "books/index.html": "<!doctype html><h1>Books</h1>",
  "books/3/index.html": "<!doctype html><h1>Book 3</h1>",
  "resources/index.html": "<!doctype html><h1>Resources</h1>",
  "404.html": "<!doctype html><script>badId()</script><h1>404</h1>",
  "_astro/client.FVv06Hs5.js": "export {};",
  "assets/resources/1.md": "# One",
  _headers: "/*",
  _redirects: "/books/:id /books 302",
  ".env": "SECRET=1",
};

let dir = "";
let server: Server;
let origin = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "server-app-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  server = createServer(createHandler(dir, { "/api/ping": (_req, res) => res.end("pong") }));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${origin}${path}`, { redirect: "manual" });

describe("createHandler over an Astro build", () => {
  it("serves a page with its own CSP, hashing its inline scripts and styles", async () => {
    const response = await get(ROUTES.home);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(files["index.html"]);
    expect(response.headers.get("content-security-policy")).toBe(
      contentSecurityPolicy(inlineHashes(files["index.html"] ?? ""), { analytics: false }),
    );
    expect(response.headers.get("content-security-policy")).toMatch(/style-src 'sha256-[^' ]+';/);
    expect(response.headers.get("cache-control")).toBe(REVALIDATE);
  });

  it.each([
    ["/books/abc", ROUTES.books],
    ["/books/99", ROUTES.books],
    ["/resources/x", ROUTES.resources],
  ])("redirects the bad id %s to %s with 302 and the security headers", async (path, list) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(list);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("redirects a trailing slash permanently to the path without it", async () => {
    const response = await get("/resources/?from=x");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/resources?from=x");
  });

  it.each([
    "/no-such-page",
    "/books/3/extra",
    NOT_FOUND_PATH,
    "/404.html",
    "/index.html",
    "/_headers",
    "/_redirects",
    "/.env",
  ])("answers %s with the bare 404 page, status 404, and that page's CSP", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(files["404.html"]);
    expect(response.headers.get("content-security-policy")).toContain(
      inlineScriptHashes(files["404.html"] ?? "")[0] ?? "no hash",
    );
  });

  it("caches /_astro output for a year and everything else never without asking", async () => {
    expect((await get("/_astro/client.FVv06Hs5.js")).headers.get("cache-control")).toBe(IMMUTABLE);
    const markdown = await get(resourceMarkdownPath(1));
    expect(markdown.headers.get("cache-control")).toBe(REVALIDATE);
    expect(markdown.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
  });

  it("hands a listed route to its own listener first", async () => {
    expect(await (await get("/api/ping")).text()).toBe("pong");
  });
});
