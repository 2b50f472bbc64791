import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { ADMIN_ROBOTS_TAG, adminPageHeaders } from "../server/security-policy.ts";
import { ADMIN_PATH } from "../src/routes.ts";

/** The editor's own files, committed: its page and its config (Vite copies public/ into the build). */
export const ADMIN_SOURCE_DIR = resolve("public/admin");

/** Where npm installs Decap CMS's prebuilt bundle (its main script and the chunks it loads on demand). */
export const DECAP_DIST_DIR = resolve("node_modules/decap-cms/dist");

/** The bundle's file names: the main script and its numbered chunks, without source maps. */
const BUNDLE_FILE = /^(\d+\.)?decap-cms\.js$/;

/**
 * The files of Decap CMS's bundle the editor needs at /admin/: `decap-cms.js`, which finds its
 * chunks beside itself (webpack's public path comes from its own script address), and the chunks.
 * @param distDir - the package's dist folder
 * @returns file names, sorted
 * @throws Error when the package is not installed (run npm install)
 */
export function adminBundleFiles(distDir = DECAP_DIST_DIR): string[] {
  if (!existsSync(join(distDir, "decap-cms.js")))
    throw new Error(`${distDir}/decap-cms.js is missing: the editor at /admin needs the decap-cms package`);
  return readdirSync(distDir)
    .filter((name) => BUNDLE_FILE.test(name))
    .sort();
}

/**
 * The file of the editor a request path names, in development: its page at /admin, /admin/ and
 * /admin/index.html, its config and stylesheet, and the bundle's files from node_modules.
 * @param pathname - the request path without the query
 * @returns an absolute path, or null when the path is not one of the editor's files
 */
export function adminDevFile(pathname: string): string | null {
  if (pathname === ADMIN_PATH || pathname === `${ADMIN_PATH}/` || pathname === `${ADMIN_PATH}/index.html`)
    return join(ADMIN_SOURCE_DIR, "index.html");
  if (pathname === `${ADMIN_PATH}/config.yml`) return join(ADMIN_SOURCE_DIR, "config.yml");
  if (pathname === `${ADMIN_PATH}/admin.css`) return join(ADMIN_SOURCE_DIR, "admin.css");
  const name = pathname.slice(`${ADMIN_PATH}/`.length);
  if (pathname.startsWith(`${ADMIN_PATH}/`) && BUNDLE_FILE.test(name)) return join(DECAP_DIST_DIR, name);
  return null;
}

const DEV_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
};

function send(res: ServerResponse, file: string): void {
  const type = DEV_TYPES[file.slice(file.lastIndexOf("."))] ?? "application/octet-stream";
  const headers = type.startsWith("text/html") ? adminPageHeaders() : { "X-Robots-Tag": ADMIN_ROBOTS_TAG };
  res.writeHead(200, { ...headers, "Content-Type": type, "Cache-Control": "no-cache" });
  res.end(readFileSync(file));
}

/**
 * The content editor at /admin (Decap CMS, docs/decisions/007-cms-at-admin.md):
 * - in the build, copies Decap CMS's bundle from node_modules into `{client build}/admin/`
 *   beside the committed page and config that Vite copies from public/admin/ (the bundle is
 *   never committed, and never fetched from a CDN);
 * - in the dev server, answers /admin (the site's router would answer it with its 404) and the
 *   bundle's files with the editor's own headers, and prints the editor's address.
 * No page of the site imports or links anything of it.
 */
export function cmsAdmin(): Plugin {
  return {
    name: "cms-admin",
    writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      const target = join(options.dir, "admin");
      mkdirSync(target, { recursive: true });
      for (const name of adminBundleFiles()) copyFileSync(join(DECAP_DIST_DIR, name), join(target, name));
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = adminDevFile(req.url?.split("?")[0] ?? "");
        if (!file || !existsSync(file)) return next();
        send(res, file);
      });
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const local = server.resolvedUrls?.local[0];
        if (local) server.config.logger.info(`  ➜  Editor:  ${new URL("admin", local).href}`);
      };
    },
  };
}
