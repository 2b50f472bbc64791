import { spawnSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";

/**
 * Makes sure the end-to-end tests have the Debian packages they use, before
 * `playwright test` runs (`npm run test:e2e`):
 * - Chromium (/usr/bin/chromium, or the binary in CHROMIUM_PATH): required;
 * - nginx (/usr/sbin/nginx, or NGINX_BIN): only tests/e2e/nginx.spec.ts uses
 *   it, and that spec skips itself when nginx is missing.
 * As root, installs the missing packages: `apt-get update` once, then
 * `apt-get install -y --no-install-recommends`, with service starts denied
 * (a temporary /usr/sbin/policy-rc.d) so nginx's own service never starts on
 * port 80 — the test runs its own nginx. Not root: a missing Chromium stops
 * with the exact command to run; a missing nginx prints a note and goes on.
 * Exits with status 1 when Chromium is still missing.
 */
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const nginx = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
const isRoot = process.getuid?.() === 0;

const missing = [
  ...(existsSync(chromium) || process.env.CHROMIUM_PATH ? [] : ["chromium"]),
  ...(existsSync(nginx) || process.env.NGINX_BIN ? [] : ["nginx"]),
];

if (missing.length > 0 && isRoot) {
  console.log(`Installing Debian packages for the end-to-end tests: ${missing.join(", ")}…`);
  install(missing);
}

if (!existsSync(chromium)) {
  console.error(
    process.env.CHROMIUM_PATH
      ? `Chromium was not found at CHROMIUM_PATH=${chromium}. Point CHROMIUM_PATH at a Chromium binary, or unset it to use Debian's /usr/bin/chromium.`
      : `Chromium was not found at ${chromium}. Install it with:\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.join(" ")}\nor set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
if (!existsSync(nginx)) {
  console.warn(
    `Note: nginx was not found at ${nginx}, so tests/e2e/nginx.spec.ts will be skipped. To run it:\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends nginx`,
  );
}

/** Runs apt-get update and install with service starts denied; reports a failure without exiting (the checks above decide). */
function install(packages: string[]): void {
  const policyFile = "/usr/sbin/policy-rc.d";
  const ownPolicy = !existsSync(policyFile);
  // Debian's maintainer scripts ask policy-rc.d before starting a service; 101 means "not allowed".
  if (ownPolicy)
    writeFileSync(
      policyFile,
      "#!/bin/sh\n# Written by scripts/ensure-system-packages.ts during apt-get install.\nexit 101\n",
      { mode: 0o755 },
    );
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const result =
      update.status === 0
        ? spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], {
            stdio: "inherit",
            env,
          })
        : update;
    if (result.status !== 0) {
      console.error(
        `Installing ${packages.join(", ")} failed. Run: apt-get update && apt-get install -y --no-install-recommends ${packages.join(" ")}`,
      );
    }
  } finally {
    if (ownPolicy) rmSync(policyFile, { force: true });
  }
}
