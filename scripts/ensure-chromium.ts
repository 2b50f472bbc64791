import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Makes sure the end-to-end tests have a Chromium: Debian's /usr/bin/chromium,
 * or the path in CHROMIUM_PATH. When it is missing and we run as root, installs
 * Debian's package; otherwise stops with the exact command to run.
 */
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    console.error(`Chromium was not found at ${chromium}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROMIUM_PATH to a Chromium binary.`);
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  const result = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0 || !existsSync(chromium)) {
    console.error("Installing chromium failed. Run: apt-get update && apt-get install -y chromium");
    process.exit(1);
  }
}
