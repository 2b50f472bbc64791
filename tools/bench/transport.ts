import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createSecureServer, type ServerHttp2Session } from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * How `npm run bench` and `npm run bench:explain` serve both sites (decision 016):
 * `"h2"` is what production serves, HTTPS with HTTP/2 (the default); `"http1"` is plain HTTP/1.1,
 * the bench's mode before decision 016, kept for comparison (`BENCH_HTTP1=1`).
 */
export type Transport = "h2" | "http1";

/** How Lighthouse throttles a bench run: its simulation, or the mobile profile applied for real (decision 023). */
export type Throttling = "simulate" | "devtools";

/**
 * The throttling a bench run uses.
 * @param value - `BENCH_THROTTLING`: unset or empty for the simulation, `devtools` for applied throttling
 * @returns `"simulate"` or `"devtools"`
 * @throws Error naming the value when it is anything else, so a typo cannot pass for a mode
 */
export function benchThrottling(value: string | undefined): Throttling {
  const mode = value?.trim().toLowerCase() ?? "";
  if (mode === "" || mode === "simulate") return "simulate";
  if (mode === "devtools") return "devtools";
  throw new Error(`BENCH_THROTTLING=${value}: expected "devtools" or nothing (Lighthouse's simulation)`);
}

/** The device Lighthouse emulates: its mobile preset (the default) or its desktop one. */
export type FormFactor = "mobile" | "desktop";

/**
 * Reads BENCH_FORM_FACTOR.
 * @param value - the variable's value
 * @returns `"mobile"` when empty or `mobile`, `"desktop"` for `desktop`
 * @throws Error for anything else
 */
export function benchFormFactor(value: string | undefined): FormFactor {
  const mode = value?.trim().toLowerCase() ?? "";
  if (mode === "" || mode === "mobile") return "mobile";
  if (mode === "desktop") return "desktop";
  throw new Error(`BENCH_FORM_FACTOR=${value}: expected "desktop", "mobile" or nothing (mobile)`);
}

/** The host every bench server listens on and the certificate is made for. */
export const BENCH_HOST = "127.0.0.1";

/**
 * The transport a bench run uses.
 * @param env - the environment (`process.env`)
 * @returns `"http1"` when `BENCH_HTTP1` is set to anything but empty, `0` or `false`; else `"h2"`
 */
export function benchTransport(env: Record<string, string | undefined> = process.env): Transport {
  const value = env.BENCH_HTTP1?.trim().toLowerCase();
  return value && value !== "0" && value !== "false" ? "http1" : "h2";
}

/**
 * The origin of a bench server.
 * @param transport - how it serves
 * @param port - the port it listens on
 * @returns e.g. `https://127.0.0.1:41234` (no trailing slash)
 */
export function benchOrigin(transport: Transport, port: number): string {
  return `${transport === "h2" ? "https" : "http"}://${BENCH_HOST}:${port}`;
}

/**
 * The protocol Chrome's network log (and so Lighthouse's `network-requests` audit and Lantern)
 * must report for the pages' own requests, as Chrome spells it.
 * @param transport - how the pages are served
 * @returns `"h2"` or `"http/1.1"`
 */
export function expectedProtocol(transport: Transport): string {
  return transport === "h2" ? "h2" : "http/1.1";
}

/**
 * Checks that a Lighthouse run's requests to an origin went over the transport the bench served,
 * so a browser that fell back to HTTP/1.1 (or a server that offered only that) cannot pass for h2.
 * @param requests - the `network-requests` audit's items (`url` and `protocol`)
 * @param origin - the served origin; requests to other URLs (e.g. `data:`) are not checked
 * @param transport - how the origin was served
 * @returns the number of requests checked
 * @throws Error naming the first request with another protocol, or when no request went to the origin
 */
export function assertProtocol(
  requests: readonly { url: string; protocol?: string }[],
  origin: string,
  transport: Transport,
): number {
  const expected = expectedProtocol(transport);
  const own = requests.filter((request) => request.url.startsWith(`${origin}/`) || request.url === origin);
  if (own.length === 0) throw new Error(`bench: no request went to ${origin}`);
  const wrong = own.find((request) => request.protocol !== expected);
  if (wrong) throw new Error(`bench: ${wrong.url} went over ${wrong.protocol ?? "?"}, not ${expected}`);
  return own.length;
}

/**
 * The `openssl` arguments that make a throw-away self-signed certificate for a loopback host (the
 * bench's, and tests/http/' nginx over TLS): an EC P-256 key, valid one day, with the
 * host as an IP subject alternative name.
 * @param keyPath - where openssl writes the private key (PEM)
 * @param certPath - where openssl writes the certificate (PEM)
 * @param host - the IP address the certificate names
 * @returns the argument list for `openssl`
 */
export function certificateArgs(keyPath: string, certPath: string, host = BENCH_HOST): string[] {
  return [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    `/CN=${host}`,
    "-addext",
    `subjectAltName=IP:${host}`,
    "-keyout",
    keyPath,
    "-out",
    certPath,
  ];
}

/** A key and certificate in PEM, as `http2.createSecureServer` takes them. */
export type Certificate = { key: Buffer; cert: Buffer };

let certificate: Certificate | undefined;

/**
 * Makes the run's self-signed certificate with `openssl` (once per process: both sites share it) in
 * a temporary folder that is removed at once; nothing is written into the project.
 * @returns the key and certificate
 * @throws Error when `openssl` is missing or fails
 */
export function benchCertificate(): Certificate {
  if (certificate) return certificate;
  const dir = mkdtempSync(join(tmpdir(), "bench-tls-"));
  try {
    const keyPath = join(dir, "key.pem");
    const certPath = join(dir, "cert.pem");
    execFileSync("openssl", certificateArgs(keyPath, certPath), { stdio: ["ignore", "ignore", "pipe"] });
    certificate = { key: readFileSync(keyPath), cert: readFileSync(certPath) };
    return certificate;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The Chromium flags a transport needs beside the bench's common ones: the self-signed certificate
 * is accepted with `--ignore-certificate-errors` (Lighthouse then measures the page as a trusted
 * HTTPS page).
 * @param transport - how the pages are served
 * @returns the extra flags (none for HTTP/1.1)
 */
export function chromiumFlags(transport: Transport): string[] {
  return transport === "h2" ? ["--ignore-certificate-errors"] : [];
}

/** A Node `request` listener as `node:http` types it; the HTTP/2 compatibility API calls it alike. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Starts a server on a free port of {@link BENCH_HOST}. */
function listen(server: { listen: (port: number, host: string, callback: () => void) => unknown }): Promise<void> {
  return new Promise<void>((resolve) => server.listen(0, BENCH_HOST, resolve));
}

/** A site served for the bench. */
export type BenchServer = {
  /** e.g. `https://127.0.0.1:41234` (no trailing slash) */
  origin: string;
  /** Stops listening and drops open connections. */
  close: () => void;
};

/**
 * Serves a request listener on a free loopback port, the same way for our build and the peer's:
 * for `"h2"`, `http2.createSecureServer` with the run's certificate, offering h2 by ALPN and
 * HTTP/1.1 to clients that do not take it (`allowHTTP1`); for `"http1"`, plain `http.createServer`.
 * The listener gets the HTTP/2 compatibility API's request and response, which answer like
 * `node:http`'s for what a static handler uses (`writeHead`, `setHeader`, piping a stream; the
 * status message is dropped, and no connection-specific header may be set).
 * @param handler - the request listener
 * @param transport - how to serve (default: {@link benchTransport} of the environment)
 * @returns the origin and a close function
 * @throws Error when the certificate cannot be made
 */
export async function serveForBench(handler: Handler, transport = benchTransport()): Promise<BenchServer> {
  if (transport === "http1") {
    const server = createServer(handler);
    await listen(server);
    return {
      origin: benchOrigin(transport, (server.address() as AddressInfo).port),
      close() {
        server.close();
        server.closeAllConnections();
      },
    };
  }
  type SecureListener = NonNullable<Parameters<typeof createSecureServer>[1]>;
  const server = createSecureServer({ allowHTTP1: true, ...benchCertificate() }, handler as unknown as SecureListener);
  // Chromium keeps its h2 sessions open; closing them lets the process end when the bench does.
  const sessions = new Set<ServerHttp2Session>();
  server.on("session", (session: ServerHttp2Session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  await listen(server);
  return {
    origin: benchOrigin(transport, (server.address() as AddressInfo).port),
    close() {
      server.close();
      for (const session of sessions) session.destroy();
    },
  };
}
