import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { resolveSiteUrl } from "../src/logic/site-url.ts";

/**
 * `npm run build`: builds the site (decision 012) into `{BUILD_DIR}/client` (default build/client,
 * what server/index.ts serves):
 * 1. the brand faces cut to the site's text (integrations/brand-faces/build.ts);
 * 2. `astro build` (pages, the sitemap, robots.txt, the Markdown of spec §7, /admin);
 * 3. the deploy configs: `_headers`, `_redirects` and nginx/site.conf (integrations/deploy-configs/);
 * 4. brotli and gzip siblings of every compressible file (integrations/precompress.ts).
 * Each step runs with `BUILD_DIR` and `ASTRO_OUT_DIR` agreeing, so all four work on one folder, and
 * with `SITE_URL` set to the site's address as `resolveSiteUrl` names it (decision 026).
 * Exits with status 1 and one line, before any step, when the environment cannot be built with
 * (Cloudflare Pages without SITE_URL, a SITE_URL that is no origin, ASTRO_OUT_DIR elsewhere than
 * BUILD_DIR's); otherwise with the first failing step's status.
 */

/** The project folder (this file is integrations/build-site.ts). */
const ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));
/** The build folder when BUILD_DIR is not set, the one server/index.ts serves. */
const DEFAULT_BUILD_DIR = "build";

/**
 * The environment every step runs with.
 * @param env - usually process.env
 * @returns env with BUILD_DIR set, ASTRO_OUT_DIR its client folder and SITE_URL the site's address
 * @throws Error when ASTRO_OUT_DIR is set to another folder than BUILD_DIR's client folder, or
 *   when the site's address cannot be known (`resolveSiteUrl`'s errors, decision 026)
 */
export function buildSiteEnv(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const buildDir = env.BUILD_DIR || DEFAULT_BUILD_DIR;
  const outDir = join(buildDir, "client");
  if (env.ASTRO_OUT_DIR && resolve(ROOT, env.ASTRO_OUT_DIR) !== resolve(ROOT, outDir))
    throw new Error(`ASTRO_OUT_DIR (${env.ASTRO_OUT_DIR}) must be BUILD_DIR's client folder (${outDir})`);
  return { ...env, BUILD_DIR: buildDir, ASTRO_OUT_DIR: outDir, SITE_URL: resolveSiteUrl(env) };
}

/** The environment of `npm run build`, or its one-line reason on stderr and exit status 1. */
function buildEnvOrExit(): Record<string, string | undefined> {
  try {
    return buildSiteEnv(process.env);
  } catch (error) {
    console.error(`build:site: ${error instanceof Error ? error.message : String(error)}`);
    return process.exit(1);
  }
}

if (import.meta.main) {
  const env = buildEnvOrExit();
  const node = process.execPath;
  const steps: [label: string, args: string[]][] = [
    ["brand faces", ["integrations/brand-faces/build.ts"]],
    ["astro build", ["node_modules/astro/bin/astro.mjs", "build"]],
    ["deploy configs", ["integrations/deploy-configs/index.ts"]],
    ["precompress", ["integrations/precompress.ts"]],
  ];
  for (const [label, args] of steps) {
    const result = spawnSync(node, args, { cwd: ROOT, env, stdio: "inherit" });
    if (result.status !== 0) {
      console.error(`build:site: ${label} failed (${result.error?.message ?? `status ${result.status}`})`);
      process.exit(result.status || 1);
    }
  }
  console.log(`build:site: ${env.BUILD_DIR}/client is ready (serve it with BUILD_DIR=${env.BUILD_DIR} npm run serve)`);
}
