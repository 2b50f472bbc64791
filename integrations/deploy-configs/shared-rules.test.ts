import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { policyOptionsFromEnv } from "../../server/security-policy.ts";
import { BAD_ID_PATH, buildEnv, HASHED_ASSET } from "../../server/serving-rules.ts";
import { PROJECT_ROOT } from "./index.ts";
import { readBuild } from "./shared-rules.ts";
import { bookPath, resourceMarkdownPath } from "../../src/routes.ts";

describe("the shared patterns", () => {
  it("are the ones server/app.ts uses", () => {
    const server = readFileSync(join(PROJECT_ROOT, "server", "app.ts"), "utf8");
    expect(server).toContain('from "./serving-rules.ts"');
    expect(HASHED_ASSET.test("/_astro/client.FVv06Hs5.js")).toBe(true);
    expect(HASHED_ASSET.test("/_astro/owner.DoIEc_0-.avif")).toBe(true);
    expect(HASHED_ASSET.test("/assets/images/logo.svg")).toBe(false);
    expect(HASHED_ASSET.test("/_astro/fonts/logo.svg")).toBe(false);
    expect(BAD_ID_PATH.test("/books/abc")).toBe(true);
    expect(BAD_ID_PATH.test("/resources/7")).toBe(true);
    expect(BAD_ID_PATH.test("/books/3/extra")).toBe(false);
    expect(BAD_ID_PATH.test("/books/")).toBe(false);
  });
});

describe("readBuild and buildEnv", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  const write = (path: string, text: string) => {
    mkdirSync(join(dir ?? "", path, ".."), { recursive: true });
    writeFileSync(join(dir ?? "", path), text);
  };

  it("reads an Astro build: pages with their script and style hashes, 404.html, and the other files without precompressed siblings", () => {
    dir = mkdtempSync(join(tmpdir(), "deploy-configs-"));
    write("index.html", "<style>h1{color:navy}</style><script>home()</script>");
    write("404.html", "<style>h1{color:navy}</style><script>badId()</script><h1>404</h1>");
    write("404.html.br", "br");
    write("books/2/index.html", '<script type="module" src="/_astro/x.AbCdEfGh.js"></script>');
    write("_astro/x.AbCdEfGh.js", "x()");
    write("banner.html", "<script>banner()</script><div></div>");
    write("assets/resources/1.md", "# One");
    write("_headers", "");
    write("_redirects", "");
    const read = readBuild(dir);
    expect(read.pages.map((page) => [page.route, page.file])).toEqual([
      ["/", "/index.html"],
      ["/banner.html", "/banner.html"],
      [bookPath(2), "/books/2/index.html"],
    ]);
    expect(read.pages[1]?.hashes).toEqual({ scripts: [expect.any(String)], styles: [] });
    expect(read.pages[0]?.hashes.scripts).toHaveLength(1);
    expect(read.pages[0]?.hashes.styles).toEqual([expect.stringMatching(/^'sha256-/)]);
    expect(read.pages[2]?.hashes).toEqual({ scripts: [], styles: [] });
    expect(read.notFound).toMatchObject({ route: "/404.html", file: "/404.html" });
    expect(read.notFound.hashes).toEqual({ scripts: [expect.any(String)], styles: read.pages[0]?.hashes.styles });
    expect(read.files).toEqual(["/_astro/x.AbCdEfGh.js", resourceMarkdownPath(1)]);
  });

  it("fails clearly without a 404 page", () => {
    dir = mkdtempSync(join(tmpdir(), "deploy-configs-"));
    write("index.html", "<h1>Home</h1>");
    expect(() => readBuild(dir ?? "")).toThrow("the build has no 404 page");
  });

  it("fails clearly without a build", () => {
    expect(() => readBuild("/no/such/build/client")).toThrow("run the build first");
  });

  it("reads the .env files under the process environment, as Vite does", () => {
    dir = mkdtempSync(join(tmpdir(), "deploy-configs-"));
    writeFileSync(join(dir, ".env"), "VITE_EMAILJS_PUBLIC_KEY=from-file\nVITE_GA_MEASUREMENT_ID=G-FILE\n");
    const env = buildEnv(dir, { VITE_GA_MEASUREMENT_ID: "G-PROCESS" });
    expect(env).toMatchObject({ VITE_EMAILJS_PUBLIC_KEY: "from-file", VITE_GA_MEASUREMENT_ID: "G-PROCESS" });
    expect(policyOptionsFromEnv(env)).toEqual({ emailOrigin: "https://api.emailjs.com", analytics: true });
  });
});
