import { spawnSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";

/**
 * Makes sure a step of `npm test` has the Debian packages it runs, before it starts. The step is
 * named on the command line (default `e2e`):
 * - `e2e` (`npm run test:e2e`, before `playwright test`): Chromium's headless shell
 *   (/usr/bin/chromium-headless-shell, or the binary in CHROMIUM_PATH) and Firefox ESR (/usr/bin/firefox-esr, or FIREFOX_PATH), required; nginx (/usr/sbin/nginx, or NGINX_BIN), used only by
 *   the HTTP contract's http-nginx project (tests/http/) and the browser tests behind nginx
 *   (tests/journeys/nginx.spec.ts), which skip themselves when nginx is missing, and openssl
 *   (/usr/bin/openssl, or OPENSSL_BIN), with which they make their throw-away TLS certificate.
 *   (The contract's Cloudflare runtime, wrangler, is an npm devDependency: `npm ci` installs it.)
 * - `html` (`npm run check:html`, before tools/check-html.ts): Java (/usr/bin/java, or JAVA_BIN),
 *   required, which runs the Nu Html Checker;
 * - `webkit` (`npm run test:webkit`, tools/webkit-e2e.ts): WebKitGTK's WebKitWebDriver and
 *   MiniBrowser (package webkit2gtk-driver; WEBKIT_DRIVER_PATH, MINIBROWSER_PATH) and Xvfb
 *   (XVFB_PATH), required by that step, which skips WebKit when they cannot be had.
 * As root, installs the missing packages: `apt-get update` once, then
 * `apt-get install -y --no-install-recommends`, with service starts denied
 * (a temporary /usr/sbin/policy-rc.d) so nginx's own service never starts on
 * port 80 — the test runs its own nginx. Not root: a missing required binary stops
 * with the exact command to run; a missing optional one prints a note and goes on.
 * Exits with status 1 when a required binary is still missing, or the step is unknown.
 */
type SystemPackage = {
  /** What it is, in messages. */
  label: string;
  /** The Debian package that provides it. */
  debianPackage: string;
  /** The environment variable that points at another binary (then nothing is installed). */
  override: string;
  /** The binary Debian's package installs. */
  defaultPath: string;
  /** Shown when it is missing and optional; a required binary has none. */
  optionalNote?: string;
};

const STEPS: Record<string, SystemPackage[]> = {
  e2e: [
    {
      label: "Chromium's headless shell",
      debianPackage: "chromium-headless-shell",
      override: "CHROMIUM_PATH",
      defaultPath: "/usr/bin/chromium-headless-shell",
    },
    {
      label: "Firefox ESR",
      debianPackage: "firefox-esr",
      override: "FIREFOX_PATH",
      defaultPath: "/usr/bin/firefox-esr",
    },
    {
      label: "nginx",
      debianPackage: "nginx",
      override: "NGINX_BIN",
      defaultPath: "/usr/sbin/nginx",
      optionalNote:
        "the HTTP contract against nginx (project http-nginx) and tests/journeys/nginx.spec.ts will be skipped",
    },
    {
      label: "openssl",
      debianPackage: "openssl",
      override: "OPENSSL_BIN",
      defaultPath: "/usr/bin/openssl",
      optionalNote:
        "the HTTP contract against nginx (project http-nginx) and tests/journeys/nginx.spec.ts, which serve over TLS with a throw-away certificate, will be skipped",
    },
  ],
  html: [{ label: "Java", debianPackage: "default-jre-headless", override: "JAVA_BIN", defaultPath: "/usr/bin/java" }],
  webkit: [
    {
      label: "WebKitWebDriver",
      debianPackage: "webkit2gtk-driver",
      override: "WEBKIT_DRIVER_PATH",
      defaultPath: "/usr/bin/WebKitWebDriver",
    },
    {
      label: "MiniBrowser",
      debianPackage: "webkit2gtk-driver",
      override: "MINIBROWSER_PATH",
      defaultPath: "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    },
    { label: "Xvfb", debianPackage: "xvfb", override: "XVFB_PATH", defaultPath: "/usr/bin/Xvfb" },
  ],
};

const stepNames = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["e2e"];
const unknown = stepNames.filter((name) => !(name in STEPS));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(", ")}; the steps are: ${Object.keys(STEPS).join(", ")}.`);
  process.exit(1);
}
const packages = stepNames.flatMap((name) => STEPS[name] ?? []);
const pathOf = (item: SystemPackage) => process.env[item.override] ?? item.defaultPath;
const isRoot = process.getuid?.() === 0;

const missing = packages.filter((item) => !existsSync(pathOf(item)) && !process.env[item.override]);
if (missing.length > 0 && isRoot) {
  const names = [...new Set(missing.map((item) => item.debianPackage))];
  console.log(`Installing Debian packages for ${stepNames.join(" and ")}: ${names.join(", ")}…`);
  install(names);
}

let failed = false;
for (const item of packages) {
  const path = pathOf(item);
  if (existsSync(path)) continue;
  const command = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${item.debianPackage}`;
  if (item.optionalNote) {
    console.warn(`Note: ${item.label} was not found at ${path}, so ${item.optionalNote}. To install it:\n  ${command}`);
  } else {
    failed = true;
    console.error(
      process.env[item.override]
        ? `${item.label} was not found at ${item.override}=${path}. Point ${item.override} at a ${item.label} binary, or unset it to use Debian's ${item.defaultPath}.`
        : `${item.label} was not found at ${path}. Install it with:\n  ${command}\nor set ${item.override} to a ${item.label} binary.`,
    );
  }
}
if (failed) process.exit(1);

/** Runs apt-get update and install with service starts denied; reports a failure without exiting (the checks above decide). */
function install(debianPackages: string[]): void {
  const policyFile = "/usr/sbin/policy-rc.d";
  const ownPolicy = !existsSync(policyFile);
  // Debian's maintainer scripts ask policy-rc.d before starting a service; 101 means "not allowed".
  if (ownPolicy)
    writeFileSync(
      policyFile,
      "#!/bin/sh\n# Written by tools/ensure-system-packages.ts during apt-get install.\nexit 101\n",
      { mode: 0o755 },
    );
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const result =
      update.status === 0
        ? spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...debianPackages], {
            stdio: "inherit",
            env,
          })
        : update;
    if (result.status !== 0) {
      console.error(
        `Installing ${debianPackages.join(", ")} failed. Run: apt-get update && apt-get install -y --no-install-recommends ${debianPackages.join(" ")}`,
      );
    }
  } finally {
    if (ownPolicy) rmSync(policyFile, { force: true });
  }
}
