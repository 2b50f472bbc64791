import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";

/**
 * The serving rules every host of the build follows: `npm start`'s server
 * (server/app.ts) and the generated CDN and nginx configs (scripts/deploy-configs.ts).
 */

/** Vite's content-hashed build output: safe to cache forever. */
export const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.(js|css|woff2?|svg|png|jpe?g|webp|avif)$/;
/** /books/{x} and /resources/{x} not prerendered fall back to the SPA shell, so the client redirects (spec §2). */
export const SPA_FALLBACK_PATH = /^\/(books|resources)\/[^/]+$/;
/** Cache-Control of hashed assets. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Cache-Control of everything else: revalidate on every use. */
export const REVALIDATE = "no-cache";
/** Content types the hosts would not guess. */
export const CONTENT_TYPES = {
  ".md": "text/markdown; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
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
