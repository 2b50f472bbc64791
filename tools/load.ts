import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import getPort from "get-port";
import autocannon from "autocannon";
import { EMAIL_SEND_PATH } from "../src/routes.ts";

/**
 * `npm run load`: the load check of the production server, on an
 * existing build (`npm run build` first; BUILD_DIR picks another build folder).
 *
 * It starts `npm start`'s server (server/index.ts) in its own process on a
 * free port, with the limits of the environment (the defaults unless set),
 * TRUST_PROXY=1 and a temporary OUTBOX_DIR, then with autocannon:
 * 1. serves `/` at 50 connections for LOAD_SECONDS (default 10) seconds, as a
 *    browser asks for it (brotli or gzip);
 * 2. floods the e-mail endpoint with LOAD_FLOOD (default 3,000) valid
 *    messages from one address, 50 at a time;
 * 3. floods it again with as many messages, each from another address (a
 *    different X-Forwarded-For), which only the global ceiling stops.
 * It prints requests per second and latency for `/`, each flood's answers by
 * status, and the outbox's file count afterwards, then stops the server and
 * deletes the temporary outbox. Exits 1 if the build is missing, the server
 * does not start, or it answered with a status it should not have.
 * Figures depend on the machine: it is not part of `npm test`.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = process.env.BUILD_DIR ?? "build";
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const flood = Number(process.env.LOAD_FLOOD ?? 3000);
const CONNECTIONS = 50;

if (!existsSync(join(root, buildDir, "client", "index.html"))) {
  console.error(`No build in ${buildDir}/client: run \`npm run build\` first.`);
  process.exit(1);
}

const message = JSON.stringify({
  lib_version: "4.4.1",
  user_id: "local-public-key",
  service_id: "local-service",
  template_id: "local-template",
  template_params: {
    from_name: "Load Check",
    reply_to: "load@example.com",
    message: "A message from npm run load.",
    website: "",
  },
});

const outboxDir = join(mkdtempSync(join(tmpdir(), "load-outbox-")), "outbox");
const port = await getPort({ host: "127.0.0.1" });
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, "server", "index.ts")], {
  cwd: root,
  env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), OUTBOX_DIR: outboxDir, TRUST_PROXY: "1" },
  stdio: ["ignore", "pipe", "inherit"],
});
const serverOutput: string[] = [];
server.stdout.on("data", (chunk: Buffer) => serverOutput.push(chunk.toString()));

let failed = false;
try {
  await waitForServer();
  if (serverOutput.join("").includes("keys configured")) {
    throw new Error("EmailJS keys are configured, so the server has no local endpoint to flood");
  }

  console.log(`Serving / at ${CONNECTIONS} connections for ${seconds} s …`);
  const page = await autocannon({
    url: `${origin}/`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
  });
  const pageStatuses = statuses(page);

  console.log(`Flooding ${EMAIL_SEND_PATH} with ${flood.toLocaleString("en-US")} messages from one address …`);
  const one = await autocannon({
    url: origin + EMAIL_SEND_PATH,
    connections: CONNECTIONS,
    amount: flood,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: message,
  });
  const afterOne = outboxFiles();

  console.log(`Flooding it with ${flood.toLocaleString("en-US")} messages, each from another address …`);
  let next = 0;
  const many = await autocannon({
    url: origin + EMAIL_SEND_PATH,
    connections: CONNECTIONS,
    amount: flood,
    requests: [
      {
        method: "POST",
        body: message,
        setupRequest: (request) => {
          next += 1;
          const address = `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
          return {
            ...request,
            headers: { ...request.headers, "content-type": "application/json", "x-forwarded-for": address },
          };
        },
      },
    ],
  });
  const afterMany = outboxFiles();

  const n = (value: number) => Math.round(value).toLocaleString("en-US");
  const describe = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([status, count]) => `${status}: ${n(count)}`)
      .join(", ");
  console.log(
    `\n${table([
      ["check", "result"],
      [
        `/ at ${CONNECTIONS} connections, requests per second`,
        `${n(page.requests.average)} (latency p50 ${page.latency.p50} ms, p99 ${page.latency.p99} ms; ${describe(pageStatuses)})`,
      ],
      ["flood from one address, answers", `${describe(statuses(one))}`],
      ["outbox files after it", `${n(afterOne.messages)} (temporary files: ${afterOne.temporary})`],
      [`flood from ${n(flood)} addresses, answers`, `${describe(statuses(many))}`],
      ["outbox files after it", `${n(afterMany.messages)} (temporary files: ${afterMany.temporary})`],
    ])}\n`,
  );
  const unexpected = [
    ...Object.keys(pageStatuses).filter((status) => status !== "200"),
    ...Object.keys({ ...statuses(one), ...statuses(many) }).filter((status) => status !== "200" && status !== "429"),
  ];
  if (unexpected.length > 0 || afterMany.temporary > 0 || page.errors + one.errors + many.errors > 0) {
    console.error(
      `Unexpected: statuses ${unexpected.join(", ") || "none"}, ${afterMany.temporary} temporary files, ${page.errors + one.errors + many.errors} connection errors`,
    );
    failed = true;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(serverOutput.join(""));
  failed = true;
} finally {
  server.kill("SIGTERM");
  rmSync(join(outboxDir, ".."), { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

/** Answers by status code, e.g. { "200": 5, "429": 2995 }. */
function statuses(result: autocannon.Result): Record<string, number> {
  return Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]),
  );
}

/** A markdown table with padded columns, the first row its head. */
function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  const [head = [], ...body] = rows;
  return [line(head), line(widths.map((width) => "-".repeat(width))), ...body.map(line)].join("\n");
}

function outboxFiles(): { messages: number; temporary: number } {
  const names = existsSync(outboxDir) ? readdirSync(outboxDir) : [];
  return {
    messages: names.filter((name) => name.endsWith(".json") && !name.startsWith(".")).length,
    temporary: names.filter((name) => name.endsWith(".tmp")).length,
  };
}

/** Resolves once the server answers `/`, rejects if it exits or takes over 30 s. */
async function waitForServer(): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    server.once("exit", (code) => reject(new Error(`The server exited with code ${code}`))),
  );
  exited.catch(() => {});
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await Promise.race([
      fetch(`${origin}/`).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("The server did not answer within 30 s");
}
