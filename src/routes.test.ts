import { readdirSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ADMIN_PATH,
  bookPath,
  CONSENT_BANNER_PATH,
  CONTACT_FORM_PATH,
  CONTACT_NOT_SENT_PATH,
  CONTACT_SENT_PATH,
  EMAIL_SEND_PATH,
  ID_ROUTES,
  legalMarkdownPath,
  NOT_FOUND_PATH,
  resourceMarkdownPath,
  resourcePath,
  ROBOTS_PATH,
  ROUTES,
  RSS_PATH,
  SITEMAP_PATH,
  specRoutes,
  WEB_MANIFEST_PATH,
} from "./routes";

const root = path.resolve(import.meta.dirname, "..");
const pagesDir = path.join(root, "src/pages");

/** The route table of spec §2 as the spec writes it ("any other path" is the 404 page). */
const SPEC_TABLE = [
  "/",
  "/about",
  "/portfolio",
  "/books",
  "/books/{id}",
  "/services-for-authors",
  "/services-for-publishers",
  "/pricing",
  "/resources",
  "/resources/{id}",
  "/testimonials",
  "/contact-us",
  "/privacy-policy",
  "/terms-of-service",
];

/** Every file under `dir`, as paths relative to it with `/` separators. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/**
 * The path Astro answers a page file at: `about.astro` → "/about", `books/index.astro` → "/books",
 * `books/[id].astro` → "/books/[id]", the endpoint `rss.xml.ts` → "/rss.xml".
 */
function routeOfPageFile(file: string): string {
  const withoutExtension = file.replace(/\.(astro|ts)$/, "");
  const route = `/${withoutExtension}`.replace(/\/index$/, "");
  return route === "" ? "/" : route;
}

/** A page file's route as a pattern: each `[param]` matches one segment of letters, digits and dashes. */
function patternOf(route: string): RegExp {
  const escaped = route.replace(/[.*+?^${}()|\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/\[[a-z]+\]/g, "[a-z0-9-]+")}$`);
}

const pageRoutes = filesUnder(pagesDir).map(routeOfPageFile);

/** Every path of the module a page file answers, with the builders given a sample id. */
const modulePagePaths = [
  ...Object.values(ROUTES),
  bookPath(1),
  resourcePath(1),
  CONTACT_SENT_PATH,
  CONTACT_NOT_SENT_PATH,
  CONSENT_BANNER_PATH,
  RSS_PATH,
  ROBOTS_PATH,
  NOT_FOUND_PATH,
  resourceMarkdownPath(1),
  legalMarkdownPath("privacy-policy"),
  legalMarkdownPath("terms-of-service"),
];

describe("src/routes.ts and the page files (spec §2)", () => {
  it("has a page file under src/pages for every path of the module that a page answers", () => {
    const unanswered = modulePagePaths.filter((route) => !pageRoutes.some((page) => patternOf(page).test(route)));
    expect(unanswered).toEqual([]);
  });

  it("names every page file under src/pages as a path of the module", () => {
    const unnamed = pageRoutes.filter((page) => !modulePagePaths.some((route) => patternOf(page).test(route)));
    expect(unnamed).toEqual([]);
  });

  it("covers the route table of spec §2 exactly, in its order", () => {
    expect(specRoutes()).toEqual(SPEC_TABLE);
    expect(new Set([...Object.values(ROUTES), ...Object.values(ID_ROUTES)])).toEqual(new Set(SPEC_TABLE));
  });

  it("answers the id routes at the files [id].astro under books/ and resources/", () => {
    expect(pageRoutes).toContain(ID_ROUTES.book.replace("{id}", "[id]"));
    expect(pageRoutes).toContain(ID_ROUTES.resource.replace("{id}", "[id]"));
    expect(bookPath(3)).toBe("/books/3");
    expect(resourcePath(6)).toBe("/resources/6");
  });

  it("serves the paths that are no page file from where the module says", () => {
    expect(existsSync(path.join(root, "public", WEB_MANIFEST_PATH))).toBe(true);
    expect(existsSync(path.join(root, "public", ADMIN_PATH, "index.html"))).toBe(true);
    const server = readFileSync(path.join(root, "server/index.ts"), "utf8");
    for (const name of ["CONTACT_FORM_PATH", "EMAIL_SEND_PATH"]) expect(server).toMatch(new RegExp(`\\b${name}\\b`));
    expect([CONTACT_FORM_PATH, EMAIL_SEND_PATH, SITEMAP_PATH].filter((route) => pageRoutes.includes(route))).toEqual(
      [],
    );
  });
});
