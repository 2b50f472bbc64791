import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import getPort from "get-port";
import { appendWebKitRecord } from "./browser-results.ts";

/**
 * `npm run test:webkit`: the WebKit journeys (tests/journeys/webkit/) against the built site, through
 * Debian's WebKitWebDriver and MiniBrowser under Xvfb (../shared/notes/engines.md). Needs a build
 * (`npm run build`; `npm test` builds first).
 *
 * 1. Checks the packages (`node tools/ensure-system-packages.ts webkit`): as root it installs
 *    webkit2gtk-driver and xvfb; otherwise it prints the apt command and skips WebKit (exit 0, with
 *    a clear message).
 * 2. Starts Xvfb, WebKitWebDriver and the site's server (server/index.ts, with a fresh outbox), each
 *    on a free display or port unless WEBKIT_DISPLAY (e.g. `:97`), WEBKIT_DRIVER_PORT or
 *    WEBKIT_SERVER_PORT names one. GTK reads tests/journeys/webkit/gtk-3.0/gtk.css (through
 *    XDG_CONFIG_HOME), which lets MiniBrowser's window go down to a 390 px viewport.
 * 3. Runs `wdio run tests/journeys/webkit/wdio.conf.ts` (extra arguments are passed on, e.g.
 *    `-- --spec tests/journeys/webkit/consent-banner.e2e.ts`) and exits with its status.
 * Every process it started is stopped by its id when it ends, fails, or gets SIGINT or SIGTERM.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const minibrowser = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const webkitDriver = process.env.WEBKIT_DRIVER_PATH ?? "WebKitWebDriver";
const xvfbBinary = process.env.XVFB_PATH ?? "Xvfb";
const started: ChildProcess[] = [];
/**
 * The ports above 1024 that browsers refuse to load from (the Fetch standard's "bad ports"): WebKit
 * then leaves the page at about:blank without an error (4190, ManageSieve, was once tried here).
 */
const FETCH_BAD_PORTS = [
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
];
let scratch: string | undefined;

/**
 * NODE_OPTIONS for wdio that keep `tsx` out of its workers, so that they load the journeys with Node's
 * own TypeScript support. @wdio/cli registers `tsx` (`--import`) in every worker unless NODE_OPTIONS
 * already names its loader; naming it as a package export condition, which no package has, changes
 * nothing else. Each of the 28 workers (14 spec files × 2 widths) then costs about 1.1 s of CPU to
 * start instead of 3.3 s (decision 025). The journeys' imports name their files (`./site.ts`) as
 * Node requires. Should a wdio upgrade no longer honour this, its workers load `tsx` again: slower,
 * the same tests, and so they do when `tsx` is not where wdio's own resolution finds it.
 * @param nodeOptions - the NODE_OPTIONS wdio would otherwise get
 * @returns them with the condition added; unchanged when `tsx` cannot be resolved
 */
function withoutTsxInWorkers(nodeOptions: string | undefined): string {
  let loader: string;
  try {
    loader = import.meta.resolve("tsx");
  } catch {
    return nodeOptions ?? "";
  }
  return `${nodeOptions ?? ""} --conditions=${loader}`.trim();
}
let stopping: Promise<void> | undefined;

const packages = spawnSync(process.execPath, [join(root, "tools", "ensure-system-packages.ts"), "webkit"], {
  stdio: "inherit",
});
if (packages.status !== 0) {
  const why = "WebKitWebDriver, MiniBrowser or Xvfb is missing";
  console.warn(`\nWebKit journeys SKIPPED: ${why} (see above).\n`);
  appendWebKitRecord(process.env.WEBKIT_RESULTS_FILE, {
    kind: "run",
    specFiles: { passed: 0, failed: 0 },
    exitCode: 0,
    skipped: why,
  });
  process.exit(0);
}
if (!existsSync(join(root, process.env.BUILD_DIR ?? "build", "client", "index.html"))) {
  console.error("No build to test: run `npm run build` first.");
  process.exit(1);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

let status = 1;
try {
  scratch = mkdtempSync(join(tmpdir(), "webkit-e2e-"));
  const gtkConfig = join(scratch, "config");
  cpSync(join(root, "tests", "journeys", "webkit", "gtk-3.0"), join(gtkConfig, "gtk-3.0"), { recursive: true });
  const outbox = join(scratch, "outbox");

  const display = await startXvfb();
  const driverPort = Number(process.env.WEBKIT_DRIVER_PORT ?? (await getPort({ host: "127.0.0.1" })));
  start(webkitDriver, [`--port=${driverPort}`, "--host=local"], {
    DISPLAY: display,
    XDG_CONFIG_HOME: gtkConfig,
    // Skia paints on the CPU: its GPU painting on Xvfb's software GL crashed the web process now and
    // then (SkiaGPUWorker and ThreadedCompositor segfaults, one run in three), a session then lost.
    WEBKIT_SKIA_ENABLE_CPU_RENDERING: "1",
  });
  await waitFor(`http://127.0.0.1:${driverPort}/status`, "WebKitWebDriver");

  const serverPort = Number(process.env.WEBKIT_SERVER_PORT ?? (await getPort({ host: "127.0.0.1" })));
  if (FETCH_BAD_PORTS.includes(serverPort))
    throw new Error(
      `WebKit will not load pages from port ${serverPort} (a "bad port" of the Fetch standard): pick another WEBKIT_SERVER_PORT.`,
    );
  start(process.execPath, [join(root, "server", "index.ts")], {
    HOST: "127.0.0.1",
    PORT: String(serverPort),
    OUTBOX_DIR: outbox,
    // The journeys send a handful of messages from one address in a few minutes.
    CONTACT_RATE_LIMIT: "1000",
  });
  const baseUrl = `http://127.0.0.1:${serverPort}`;
  await waitFor(`${baseUrl}/`, "the site's server");

  const wdio = start(
    process.execPath,
    [
      join(root, "node_modules", "@wdio", "cli", "bin", "wdio.js"),
      "run",
      "tests/journeys/webkit/wdio.conf.ts",
      ...process.argv.slice(2),
    ],
    {
      WEBKIT_DRIVER_PORT: String(driverPort),
      WEBKIT_BASE_URL: baseUrl,
      MINIBROWSER_PATH: minibrowser,
      OUTBOX_DIR: outbox,
      NODE_OPTIONS: withoutTsxInWorkers(process.env.NODE_OPTIONS),
    },
  );
  status = await new Promise<number>((resolve) => wdio.on("exit", (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopAll();
}
process.exit(status);

/** Starts a process in its own process group (so its children can be stopped with it), output shown. */
function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  started.push(child);
  return child;
}

/** Starts Xvfb on WEBKIT_DISPLAY, or on the first free display (it reports which), and returns the display. */
async function startXvfb(): Promise<string> {
  const args = ["-screen", "0", "1400x1000x24", "-nolisten", "tcp"];
  if (process.env.WEBKIT_DISPLAY) {
    const display = process.env.WEBKIT_DISPLAY;
    const xvfb = start(xvfbBinary, [display, ...args], {});
    const socket = `/tmp/.X11-unix/X${display.replace(/^:/, "").split(".")[0]}`;
    await until(() => existsSync(socket), `Xvfb did not open ${display}`);
    // The socket may be another server's: ours exits at once when the display is taken.
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (xvfb.exitCode !== null) throw new Error(`Display ${display} is taken: pick another WEBKIT_DISPLAY, or none.`);
    return display;
  }
  const xvfb = spawn(xvfbBinary, ["-displayfd", "3", ...args], {
    stdio: ["ignore", "inherit", "inherit", "pipe"],
    detached: true,
  });
  started.push(xvfb);
  const number = await new Promise<string>((resolve, reject) => {
    let text = "";
    xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(text.trim());
    });
    xvfb.on("exit", (code) => reject(new Error(`Xvfb exited (${code}) before opening a display`)));
  });
  return `:${number}`;
}

/** Waits until `url` answers at all. */
async function waitFor(url: string, what: string): Promise<void> {
  await until(async () => {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      return false;
    }
  }, `${what} did not answer at ${url}`);
}

/** Polls `check` every 100 ms for up to 30 s. */
async function until(check: () => boolean | Promise<boolean>, failure: string): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (await check()) return;
    if (started.some((child) => child.exitCode !== null)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(failure);
}

/**
 * Stops every started process group by its id (SIGTERM, then SIGKILL after 5 s), last started first,
 * and removes the scratch folder. Called from more than one place (the end, a signal): every call
 * gets the same stop.
 */
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const child of started.reverse()) {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      signalGroup(child.pid, "SIGTERM");
      const timer = setTimeout(() => signalGroup(child.pid ?? 0, "SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  })();
  return stopping;
}

/** Sends `signal` to the process group led by `pid` (the process and what it started). */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
