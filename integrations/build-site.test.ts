/**
 * `npm run build` on Cloudflare Pages without SITE_URL (decision 026): it stops before its first
 * step, with one line naming SITE_URL, and writes no build folder. Spawned as the host runs it; a
 * build that went on would pass the time limit, and is stopped (its whole process group) there.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

const project = join(import.meta.dirname, "..");
const scratch = mkdtempSync(join(tmpdir(), "build-site-"));
const buildDir = join(scratch, "build");
/** Far more than the resolver's few milliseconds, far less than the fonts step and astro build. */
const LIMIT_MS = 10_000;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs `npm run build`'s script; resolves with its status (null when stopped at the limit) and output. */
function build(env: NodeJS.ProcessEnv): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["integrations/build-site.ts"], { cwd: project, env, detached: true });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const limit = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), LIMIT_MS);
    child.on("close", (status) => {
      clearTimeout(limit);
      done({ status, stdout, stderr });
    });
  });
}

it("stops a Cloudflare Pages build without SITE_URL at once, in one line naming SITE_URL, writing nothing", async () => {
  const { status, stdout, stderr } = await build({
    ...process.env,
    SITE_URL: undefined,
    NETLIFY: undefined,
    URL: undefined,
    CF_PAGES: "1",
    CF_PAGES_URL: "https://1a2b3c4d.studio.pages.dev",
    BUILD_DIR: buildDir,
    ASTRO_OUT_DIR: undefined,
  });
  expect(status).toBe(1);
  expect(stdout).toBe("");
  expect(stderr).toMatch(
    /^build:site: SITE_URL is not set.*Set SITE_URL to the site's address, e\.g\. SITE_URL=https:\/\/www\.your-studio\.com, in the Cloudflare Pages project's build environment variables\n$/,
  );
  expect(existsSync(buildDir)).toBe(false);
}, 20_000);
