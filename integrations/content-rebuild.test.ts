/**
 * The content as data (decision 006), end to end in one build: a copy of the content folder with a sixteenth book, an
 * edited price and an edited article, built with `npm run build`'s script (CONTENT_DIR points the build
 * at the copy, BUILD_DIR at a folder of its own), shows all three on the prerendered pages, in the
 * published markdown and in the sitemap. One build (~40 s) instead of one per change keeps `npm test` short.
 *
 * The same build is made as Netlify makes it (`NETLIFY=true` and its `URL`, no SITE_URL), so it also
 * shows decision 026's rule where the address ends up: every absolute URL it writes names Netlify's
 * URL, and none the sample site's.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL } from "../src/logic/site-url.ts";

const project = join(import.meta.dirname, "..");
const buildDir = `build-content-rebuild-test-${process.pid}`;
const client = join(project, buildDir, "client");
let contentDir: string;
/** Netlify's `URL` for the build: the site's production address, as Netlify sets it. */
const NETLIFY_URL = "https://studio.netlify.app";
/** An address on Netlify's URL: the origin itself (rss.xml's channel link) or a path on it. */
const ON_NETLIFY = /^https:\/\/studio\.netlify\.app(?:\/|$)/;

beforeAll(() => {
  contentDir = mkdtempSync(join(tmpdir(), "content-rebuild-"));
  cpSync(join(project, "src/content/data"), contentDir, { recursive: true });
  const book = JSON.parse(readFileSync(join(contentDir, "books/3.json"), "utf8")) as Record<string, unknown>;
  writeFileSync(
    join(contentDir, "books/16.json"),
    JSON.stringify({ ...book, id: 16, bookName: "The Sixteenth Book", booksYouMayLike: [3, 1, 2] }, null, 2),
  );
  const packages = readFileSync(join(contentDir, "packages.json"), "utf8");
  writeFileSync(join(contentDir, "packages.json"), packages.replace('"$3,490"', '"$3,590"'));
  const article = readFileSync(join(contentDir, "resources/1.md"), "utf8");
  writeFileSync(
    join(contentDir, "resources/1.md"),
    article.replace("## Start with the story", "## Start with the tale"),
  );

  const env = {
    ...process.env,
    CONTENT_DIR: contentDir,
    BUILD_DIR: buildDir,
    NETLIFY: "true",
    URL: NETLIFY_URL,
    SITE_URL: undefined,
    CF_PAGES: undefined,
  };
  // The build's stylesheet imports the cut brand faces; `npm test` has made them already (typecheck).
  if (!existsSync(join(project, "src/styles/generated/display-face.ts")))
    execFileSync(process.execPath, ["integrations/brand-faces/build.ts"], { cwd: project, env, stdio: "pipe" });
  execFileSync(process.execPath, ["integrations/build-site.ts"], { cwd: project, env, stdio: "pipe" });
}, 240_000);

afterAll(() => {
  rmSync(join(project, buildDir), { recursive: true, force: true });
  if (contentDir) rmSync(contentDir, { recursive: true, force: true });
});

describe("a rebuild after editing the content files", () => {
  const page = (path: string) => readFileSync(join(client, path, "index.html"), "utf8");

  it("prerenders the sixteenth book at /books/16 and lists it in /books and the sitemap", () => {
    expect(page("books/16")).toContain("<h1>The Sixteenth Book</h1>");
    expect(page("books")).toContain('href="/books/16"');
    expect(readFileSync(join(client, "sitemap.xml"), "utf8")).toContain("/books/16</loc>");
  });

  it("shows the edited price on /pricing", () => {
    expect(page("pricing")).toContain(">$3,590</p>");
    expect(page("pricing")).not.toContain(">$3,490</p>");
  });

  it("publishes and prerenders the edited article", () => {
    expect(readFileSync(join(client, "assets/resources/1.md"), "utf8")).toContain("## Start with the tale");
    expect(page("resources/1")).toContain("Start with the tale");
  });
});

describe("a build made as Netlify makes it, without SITE_URL", () => {
  const file = (path: string) => readFileSync(join(client, path), "utf8");
  /** What a page's head says: canonical link, og:url, og:image, twitter:image. */
  const headUrl = (html: string, attribute: string) =>
    new RegExp(`<(?:link|meta) (?:rel|property|name)="${attribute}" (?:href|content)="([^"]*)"`).exec(html)?.[1];
  /** Every address a JSON-LD block gives for the site's own things (sameAs names other sites). */
  const jsonLdUrls = (html: string): string[] => {
    const found: string[] = [];
    const walk = (value: unknown, key = ""): void => {
      if (typeof value === "string" && ["url", "logo", "image", "item", "@id"].includes(key)) found.push(value);
      else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
      else if (value && typeof value === "object") Object.entries(value).forEach(([name, inner]) => walk(inner, name));
    };
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs))
      walk(JSON.parse(json ?? "null"));
    return found;
  };

  it("names Netlify's URL in sitemap.xml, and on each page it lists in the canonical link, og:url, og:image, twitter:image and JSON-LD", () => {
    const pages = [...file("sitemap.xml").matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc ?? "");
    expect(pages.length).toBeGreaterThan(30);
    let jsonLd = 0;
    for (const loc of pages) {
      expect(loc).toMatch(ON_NETLIFY);
      const path = new URL(loc).pathname;
      const html = file(join(path, "index.html"));
      expect(headUrl(html, "canonical"), path).toBe(loc);
      expect(headUrl(html, "og:url"), path).toBe(loc);
      expect(headUrl(html, "og:image"), path).toMatch(/^https:\/\/studio\.netlify\.app\/.+\.png$/);
      expect(headUrl(html, "twitter:image"), path).toBe(headUrl(html, "og:image"));
      for (const url of jsonLdUrls(html)) {
        expect(url, path).toMatch(ON_NETLIFY);
        jsonLd += 1;
      }
    }
    expect(jsonLd).toBeGreaterThan(30);
  });

  it("names Netlify's URL in rss.xml's links and robots.txt's sitemap", () => {
    const links = [...file("rss.xml").matchAll(/<(link|guid)[^>]*>([^<]*)<\/\1>/g)].map(([, , url]) => url);
    expect(links.length).toBeGreaterThan(6);
    for (const url of links) expect(url).toMatch(ON_NETLIFY);
    expect(file("robots.txt")).toContain(`\nSitemap: ${NETLIFY_URL}/sitemap.xml\n`);
  });

  it("names the sample site's address in none of its HTML, XML and text files", () => {
    const sample = new URL(DEFAULT_SITE_URL).host;
    const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((path) =>
      /\.(html|xml|txt)$/.test(path),
    );
    expect(files.length).toBeGreaterThan(30);
    expect(files.filter((path) => file(path).includes(sample))).toEqual([]);
  });
});
