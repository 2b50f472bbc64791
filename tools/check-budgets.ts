import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ADMIN_PATH, ROUTES, SITEMAP_PATH } from "../src/routes.ts";
import { type BudgetFile, budgetSet, routeBudget } from "./budget-set.ts";

/**
 * Checks every page of the build against budgets.json: linked CSS (gzip bytes), the HTML itself
 * (gzip bytes: it carries the inlined stylesheet, the display face and the shell's inline script), the
 * display face's `@font-face` rules inside it, which carry the cut as data: URLs (gzip bytes of that
 * `<style>`, also counted in the HTML; decision 023) and the largest image it references, every
 * srcset candidate included (bytes). First-load JavaScript, which depends on what a phone's first screen shows, is measured
 * in real Chromium by tests/pages/ (`firstLoadJs`).
 * `BUDGETS=real-art` holds the bench's real-art build to the real-art figures laid over the sample's
 * (tools/budget-set.ts; tools/bench/real-art-budgets.ts runs it so).
 * Prints a table; exits 1 when any figure is over budget.
 */
type Budget = {
  cssGzip: number;
  htmlGzip: number;
  fontBytes: number;
  largestImage: number;
};
const config = JSON.parse(readFileSync(new URL("../budgets.json", import.meta.url), "utf8")) as BudgetFile;
const set = budgetSet(process.env.BUDGETS);
const root = new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url).pathname;
const sitemap = readFileSync(join(root, SITEMAP_PATH), "utf8");
// The content editor at /admin is no part of the site (never in the sitemap; skipped here should it ever be).
const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
  .map((match) => match[1] ?? ROUTES.home)
  .filter((route) => route !== ADMIN_PATH && !route.startsWith(`${ADMIN_PATH}/`));

const gzipSize = (path: string) =>
  existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path), { level: 9 }).length;
const unique = (values: string[]) => [...new Set(values)];

let failures = 0;
const rows: string[] = [];
for (const route of routes) {
  const htmlPath = join(root, route === ROUTES.home ? "" : route, "index.html");
  const html = readFileSync(htmlPath, "utf8");
  const linked = unique([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? ""));
  const styles = linked;
  // The display face's inline <style>: the one whose rules carry woff2 bytes.
  const faces = [...html.matchAll(/<style[^>]*>([^<]*data:font\/woff2[^<]*)<\/style>/g)].map((m) => m[1] ?? "");
  // Every image the browser may fetch: <img src>, and each candidate of a srcset (the AVIF/WebP widths of a <picture>).
  const images = unique([
    ...[...html.matchAll(/<img[^>]+src="(\/[^"]+)"/g)].map((m) => m[1] ?? ""),
    ...[...html.matchAll(/\ssrcset="([^"]+)"/gi)].flatMap((m) =>
      (m[1] ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
    ),
  ]);
  if (faces.length === 0) {
    console.error(`${route}: the document carries no display face (decision 023: Fredoka is written into every page)`);
    process.exit(1);
  }
  const missing = [...styles, ...images].filter((src) => !existsSync(join(root, src)));
  if (missing.length > 0) {
    console.error(`${route}: the HTML references files the build does not have: ${missing.join(", ")}`);
    process.exit(1);
  }
  const figures: Budget = {
    cssGzip: styles.reduce((sum, href) => sum + gzipSize(join(root, href)), 0),
    htmlGzip: gzipSize(htmlPath),
    fontBytes: faces.reduce((sum, css) => sum + gzipSync(css, { level: 9 }).length, 0),
    largestImage: Math.max(0, ...images.map((src) => statSync(join(root, src)).size)),
  };
  const budget = routeBudget(config, route, set) as Budget;
  const over = (Object.keys(figures) as (keyof Budget)[]).filter((key) => figures[key] > budget[key]);
  failures += over.length;
  rows.push(
    `${route.padEnd(26)} ${String(figures.cssGzip).padStart(8)} ${String(figures.htmlGzip).padStart(8)} ${String(figures.fontBytes).padStart(8)} ${String(figures.largestImage).padStart(9)}${over.length ? `  OVER: ${over.map((key) => `${key} ${figures[key]} > ${budget[key]}`).join(", ")}` : ""}`,
  );
}
console.log(
  `${"route".padEnd(26)} ${"css gz".padStart(8)} ${"html gz".padStart(8)} ${"fonts".padStart(8)} ${"max img".padStart(9)}`,
);
console.log(rows.join("\n"));
if (failures > 0) {
  console.error(`\nbudgets: ${failures} figure(s) over budget (budgets.json${set === "real-art" ? ", real art" : ""})`);
  process.exit(1);
}
console.log(`\nbudgets: all ${routes.length} routes within budget${set === "real-art" ? " (real art)" : ""}`);
