import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { ROUTES } from "../src/routes.ts";

/**
 * The serving rules every host of the build follows: `npm start`'s server
 * (server/app.ts) and the generated CDN and nginx configs (integrations/deploy-configs/).
 */

/** Content-hashed build output, safe to cache forever: Astro's `/_astro/{name}.{hash}.{ext}`. */
export const HASHED_ASSET = /^\/_astro\/[^/]+\.[\w-]{8}\.(js|css|woff2?|svg|png|jpe?g|webp|avif)$/;
/**
 * A book or resource page path, `/books/{x}` or `/resources/{x}` (one segment). When no page was
 * prerendered for it, `x` is a malformed or unknown id, which ends on the list page (spec §2, §5):
 * the hosts answer {@link BAD_ID_STATUS} to {@link listPageOf}.
 */
export const BAD_ID_PATH = /^\/(books|resources)\/[^/]+$/;
/**
 * The status of a bad id's redirect: 302 (temporary), not 301. A permanent redirect is cached by
 * browsers and CDNs with no expiry, so `/books/16` would keep ending on `/books` for everyone who
 * once asked for it, even after the owner publishes a sixteenth book; the ids are content, not a
 * moved address.
 */
export const BAD_ID_STATUS = 302;
/**
 * The list page a bad id ends on.
 * @param pathname - a path matching {@link BAD_ID_PATH}, e.g. "/books/abc"
 * @returns "/books" or "/resources"
 */
export function listPageOf(pathname: string): typeof ROUTES.books | typeof ROUTES.resources {
  return pathname.startsWith(`${ROUTES.books}/`) ? ROUTES.books : ROUTES.resources;
}
/** Cache-Control of hashed assets. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Cache-Control of everything else: revalidate on every use. */
export const REVALIDATE = "no-cache";
/** Content types the hosts would not guess. */
export const CONTENT_TYPES = {
  ".md": "text/markdown; charset=utf-8",
} as const;

/**
 * The environment the client bundle was built with: Vite's production `.env`
 * files in `rootDir`, overridden by the process environment (as Vite does), so
 * the CSP allows exactly the hosts the bundle talks to.
 * @param rootDir - the project folder holding the `.env` files
 * @param env - usually process.env
 * @returns the merged variables
 * @throws Error when a present `.env` file cannot be read
 */
export function buildEnv(rootDir: string, env: Record<string, string | undefined>): Record<string, string | undefined> {
  const fromFiles: Record<string, string | undefined> = {};
  for (const file of [".env", ".env.local", ".env.production", ".env.production.local"]) {
    const path = join(rootDir, file);
    if (existsSync(path)) Object.assign(fromFiles, parseEnv(readFileSync(path, "utf8")));
  }
  return { ...fromFiles, ...env };
}
