import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** The `<style>` Astro writes before a page's first island (`astro-island,astro-slot,…{display:contents}`). */
const ISLAND_STYLE = /<style>astro-island,[^<]*<\/style>/g;

/**
 * Moves the style Astro writes before a page's first island into `<head>`. Astro puts
 * `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` right before the
 * first island, wherever that is in `<body>`, and a `<style>` in `<body>` is valid HTML only as the
 * first child of its parent. In `<head>` the same unlayered rule applies from the first paint, as
 * before. Its text is unchanged, and so is its hash, which the page's `style-src` lists like every
 * `<style>` block of the finished page (server/security-policy.ts, decision 029). The scripts Astro
 * writes with it stay put.
 * @param html - a built page
 * @returns the page with every island style removed from `<body>` and one written before `</head>`;
 * the same string when the body has none, or the page has no `</head>`
 */
export function moveIslandStylesToHead(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd);
  const styles = body.match(ISLAND_STYLE);
  if (!styles) return html;
  const style = styles[0];
  return (head.includes(style) ? head : head + style) + body.replace(ISLAND_STYLE, "");
}

/**
 * The integration that runs {@link moveIslandStylesToHead} over every built page, so each page's
 * markup is valid where Astro's island style would not be (npm run check:html).
 * @returns the Astro integration; after the build it rewrites the HTML files that need it in place
 */
export function islandStylesInHead(): AstroIntegration {
  return {
    name: "island-styles-in-head",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { withFileTypes: true, recursive: true });
        const pages = entries
          .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
          .map((entry) => join(entry.parentPath, entry.name));
        await Promise.all(
          pages.map(async (page) => {
            const html = await readFile(page, "utf8");
            const moved = moveIslandStylesToHead(html);
            if (moved !== html) await writeFile(page, moved);
          }),
        );
      },
    },
  };
}
