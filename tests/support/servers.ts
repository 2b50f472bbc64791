import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import getPort from "get-port";
import { certificateArgs } from "../../tools/bench/transport.ts";
import { NGINX_TEMPLATE, PROJECT_ROOT, writeDeployConfigs } from "../../integrations/deploy-configs/index.ts";
import { policyOptionsFromEnv } from "../../server/security-policy.ts";
import { buildEnv } from "../../server/serving-rules.ts";
import { clientDir } from "./build-output.ts";
import { type Answer, http1Client } from "./http-client.ts";
import { ROBOTS_PATH, ROUTES } from "../../src/routes.ts";

/**
 * The servers the HTTP contract starts itself (`npm start`'s Node server is Playwright's
 * webServer): real nginx over TLS and HTTP/2 with the rendered template, and Cloudflare Pages'
 * own runtime (`wrangler pages dev`). Each runs from a temp folder of its own over BUILD_DIR's
 * build, on free ports, as a process group this module started and stops by its id.
 */

const HOST = "127.0.0.1";
/** A server a test started: where it answers, and how to stop it. */
export type StartedServer = {
  /** The origin of the site, e.g. "https://127.0.0.1:43121". */
  origin: string;
  /** nginx only: the plain-HTTP origin that redirects to {@link origin}. */
  plainOrigin?: string;
  /** nginx only: the PEM file of its self-signed certificate, for a client that verifies it (removed on stop). */
  certificate?: string;
  /** Stops the process group and removes the temp folder; resolves once the process has exited (at most 5 s). */
  stop(): Promise<void>;
};

export const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
export const OPENSSL = process.env.OPENSSL_BIN ?? "/usr/bin/openssl";
const MIME_TYPES = "/etc/nginx/mime.types";

/**
 * Why nginx cannot be started here (the binary or openssl missing), or undefined when it can.
 * `npm run test:e2e` installs both as root (tools/ensure-system-packages.ts).
 */
export function nginxMissing(): string | undefined {
  if (!existsSync(NGINX))
    return `nginx is not installed (${NGINX}): install Debian's nginx package, or run \`npm run test:e2e\` as root, which installs it`;
  if (!existsSync(OPENSSL))
    return `openssl is not installed (${OPENSSL}), which makes the throw-away TLS certificate: sudo apt-get install -y --no-install-recommends openssl (or set OPENSSL_BIN)`;
  return undefined;
}

/**
 * Starts Debian's nginx as the current user from a temp folder, with the site config rendered
 * from deploy/nginx/site.conf.template by integrations/deploy-configs/ (the HTTP/2 syntax of the
 * nginx found, `nginx -v`) over the build, and a throw-away self-signed certificate for
 * 127.0.0.1 made by openssl in that folder (never committed, removed on stop):
 * - HTTPS with HTTP/2 on a free port: the site;
 * - plain HTTP on another free port: only a 301 to the same URL over HTTPS.
 * @returns the started server; its origin is the HTTPS one
 * @throws Error when nginx or openssl is missing ({@link nginxMissing}), rejects the config,
 *   stops, or does not answer within 10 s
 */
export async function startNginx(): Promise<StartedServer> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  if (!existsSync(MIME_TYPES)) throw new Error(`${MIME_TYPES} is missing: reinstall Debian's nginx-common package`);
  const port = await getPort({ host: HOST });
  const tlsPort = await getPort({ host: HOST, exclude: [port] });
  const dir = mkdtempSync(join(tmpdir(), "studio-nginx-"));
  const errorLog = () => {
    const file = join(dir, "logs", "error.log");
    return existsSync(file) ? `\nerror.log:\n${readFileSync(file, "utf8")}` : "";
  };
  mkdirSync(join(dir, "logs"));
  mkdirSync(join(dir, "temp"));
  copyFileSync(MIME_TYPES, join(dir, "mime.types"));
  copyFileSync(join(PROJECT_ROOT, "deploy", "nginx", "nginx.conf.example"), join(dir, "nginx.conf"));
  const certificate = join(dir, "certificate.pem");
  const certificateKey = join(dir, "certificate-key.pem");
  const made = spawnSync(OPENSSL, certificateArgs(certificateKey, certificate, HOST), { encoding: "utf8" });
  if (made.status !== 0) throw new Error(`openssl could not make the test certificate:\n${made.stderr}`);
  writeDeployConfigs({
    clientDir,
    nginxDir: dir,
    templatePath: NGINX_TEMPLATE,
    options: policyOptionsFromEnv(buildEnv(PROJECT_ROOT, process.env)),
    nginx: {
      listen: `${HOST}:${port}`,
      tlsListen: `${HOST}:${tlsPort}`,
      certificate,
      certificateKey,
      version: nginxVersion(),
      root: clientDir,
    },
    hostFiles: false,
  });

  // As root, nginx's workers would switch to `nobody`: keep them on the current user.
  const asRoot = process.getuid?.() === 0 ? " user root;" : "";
  const args = ["-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-e", join(dir, "logs", "error.log")];
  const globals = `daemon off; master_process on; pid ${join(dir, "nginx.pid")};${asRoot}`;
  const check = spawnSync(NGINX, [...args, "-t", "-q", "-g", globals], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx rejects the generated config:\n${check.stderr}${errorLog()}`);

  const server = spawn(NGINX, [...args, "-g", globals], { stdio: ["ignore", "ignore", "pipe"], detached: true });
  const plain = http1Client(`http://${HOST}:${port}`);
  // nginx binds every listen address before it answers any, so the redirect answering means both are up.
  await waitUntilReady(
    server,
    "nginx",
    () => plain.get(ROUTES.home),
    (answer) => answer.status === 301,
    errorLog,
  );
  return {
    origin: `https://${HOST}:${tlsPort}`,
    plainOrigin: `http://${HOST}:${port}`,
    certificate,
    stop: () => stopGroup(server, dir),
  };
}

/**
 * Starts Cloudflare Pages' local runtime, `wrangler pages dev` (the wrangler devDependency, its
 * workerd binary), over the build's client folder with its `_headers` and `_redirects`, from a temp
 * folder that holds its state, logs and settings. Nothing reaches for the network: no metrics, no
 * update check (the banner is hidden), no `Request.cf` download, no login (`pages dev` needs none).
 * @returns the started server (plain HTTP, as `wrangler pages dev` serves)
 * @throws Error when wrangler stops or does not answer within 60 s
 */
export async function startCloudflare(): Promise<StartedServer> {
  const port = await getPort({ host: HOST });
  const inspectorPort = await getPort({ host: HOST, exclude: [port] });
  const dir = mkdtempSync(join(tmpdir(), "studio-wrangler-"));
  const wrangler = join(dirname(createRequire(import.meta.url).resolve("wrangler/package.json")), "bin", "wrangler.js");
  const server = spawn(
    process.execPath,
    [
      wrangler,
      "pages",
      "dev",
      clientDir,
      "--compatibility-date=2026-05-01",
      `--ip=${HOST}`,
      `--port=${port}`,
      `--inspector-port=${inspectorPort}`,
      "--log-level=warn",
    ],
    {
      cwd: dir,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        CI: "true",
        // Wrangler's own files (metrics consent, logs, the dev registry) go to the temp folder, not ~/.config.
        XDG_CONFIG_HOME: join(dir, "config"),
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_SEND_ERROR_REPORTS: "false",
        // The banner is where wrangler asks the npm registry for a newer version.
        WRANGLER_HIDE_BANNER: "true",
        // Otherwise miniflare downloads the `Request.cf` object from workers.cloudflare.com.
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        DO_NOT_TRACK: "1",
      },
    },
  );
  const client = http1Client(`http://${HOST}:${port}`);
  await waitUntilReady(
    server,
    "wrangler pages dev",
    () => client.get(ROBOTS_PATH),
    (answer) => answer.status === 200,
    () => "",
    60_000,
  );
  return { origin: `http://${HOST}:${port}`, stop: () => stopGroup(server, dir) };
}

/** The installed nginx's version (`nginx -v` prints e.g. `nginx version: nginx/1.22.1` on stderr), which picks the HTTP/2 syntax. */
function nginxVersion(): string | undefined {
  const printed = spawnSync(NGINX, ["-v"], { encoding: "utf8" });
  return /nginx\/(\d+\.\d+\.\d+)/.exec(`${printed.stderr}${printed.stdout}`)?.[1];
}

/**
 * Polls until the server's answer passes `ready` (every 100 ms).
 * @throws Error with the server's output when it exits first or `timeoutMs` passes
 */
async function waitUntilReady(
  server: ChildProcess,
  name: string,
  probe: () => Promise<Answer>,
  ready: (answer: Answer) => boolean,
  log: () => string,
  timeoutMs = 10_000,
): Promise<void> {
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`${name} stopped (status ${server.exitCode}):\n${output}${log()}`);
    if (await probe().then(ready, () => false)) return;
    if (Date.now() > deadline) {
      await stopGroup(server);
      throw new Error(`${name} does not answer within ${timeoutMs} ms:\n${output}${log()}`);
    }
    // Polling: the server says nothing a test could await when it starts answering.
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * Ends a detached server's process group (the server and every process it started, e.g. workerd)
 * by its id with SIGTERM, then SIGKILL after 5 s, and removes its temp folder.
 */
async function stopGroup(server: ChildProcess, dir?: string): Promise<void> {
  const group = server.pid;
  if (group !== undefined && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((done) => server.once("exit", done));
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-group, name);
      } catch {
        // The group has already gone.
      }
    };
    signal("SIGTERM");
    const timer = setTimeout(() => signal("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
    // The leader has gone; whatever of its group is left (a workerd child) goes too.
    signal("SIGKILL");
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}
