import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, type Mock, vi } from "vitest";
import { createOutbox, type OutboxOptions } from "../../server/email-outbox.ts";
import { EMAIL_SEND_PATH } from "../../src/routes.ts";

/**
 * The local e-mail endpoint on its own, for the unit tests of server/email-outbox.ts: a real
 * outbox in a fresh temporary folder behind a real HTTP server on a free port, and the sends
 * those tests post to it. The server itself routes the endpoint beside its other paths
 * (server/index.ts); here it answers every path.
 */

/**
 * The JSON send's listener alone, as the server routes it (spec §7).
 * @param options - the folder and the limits, as {@link createOutbox} takes them
 * @returns the listener of `POST /api/v1.0/email/send`
 * @throws as {@link createOutbox} does: Error when `dir` cannot be created, RangeError for a limit that is not a positive integer
 */
export function createEmailOutbox(options: OutboxOptions): (req: IncomingMessage, res: ServerResponse) => void {
  return createOutbox(options).handleEmailSend;
}

/** A send the endpoint stores: the SDK's ids and three valid template params (spec §5, §7). */
export const VALID_SEND = {
  lib_version: "4.4.1",
  user_id: "local-public-key",
  service_id: "local-service",
  template_id: "local-template",
  template_params: { from_name: "Jane", reply_to: "jane@example.com", message: "Hello" },
};

/** What {@link setUpOutboxEndpoint} hands a test file; the fields are those of the endpoint serving now. */
export type OutboxEndpoint = {
  /** The temporary folder of this test; the outbox is its `outbox/`. */
  readonly dir: string;
  /** The endpoint's origin, e.g. `http://127.0.0.1:40123`. */
  readonly origin: string;
  /** The outbox's `log`, fresh for each test. */
  readonly log: Mock<(line: string) => void>;
  /** A `logError` a test may pass to {@link OutboxEndpoint.start}, fresh for each test. */
  readonly logError: Mock<(line: string, error?: unknown) => void>;
  /** Serves a fresh endpoint over `{dir}/outbox` (with {@link OutboxEndpoint.log}), replacing the one serving. */
  start(options?: Partial<OutboxOptions>): Promise<void>;
  /** Posts a raw body to the endpoint. */
  post(body: string, contentType?: string, headers?: Record<string, string>): Promise<Response>;
  /** Posts {@link VALID_SEND} with some template params replaced or added. */
  send(params?: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  /** The headers of a client behind one proxy, at `address`. */
  from(address: string): Record<string, string>;
  /** The names of the files in the outbox now. */
  outbox(): string[];
  /** A response as `[status, text]`. */
  answer(response: Response): Promise<[number, string]>;
};

/**
 * Registers, in the calling test file, a fresh endpoint before each test (the rate limit raised to
 * 1,000 so that it stays out of the way; a test calls `start` for its own limits) and its removal,
 * with its folder, after each.
 * @returns the endpoint of the running test; its fields change from test to test
 */
export function setUpOutboxEndpoint(): OutboxEndpoint {
  let dir = "";
  let server: Server | undefined;
  let origin = "";
  let log = vi.fn<(line: string) => void>();
  let logError = vi.fn<(line: string, error?: unknown) => void>();

  async function start(options: Partial<OutboxOptions> = {}) {
    if (server?.listening) await stop(server);
    const listening = createServer(createEmailOutbox({ dir: join(dir, "outbox"), log, ...options }));
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  }

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "outbox-test-"));
    log = vi.fn<(line: string) => void>();
    logError = vi.fn<(line: string, error?: unknown) => void>();
    await start({ rateLimit: { perAddress: 1000, global: 1000 } });
  });

  afterEach(async () => {
    vi.useRealTimers();
    if (server) await stop(server);
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (body: string, contentType = "application/json", headers: Record<string, string> = {}) =>
    fetch(origin + EMAIL_SEND_PATH, { method: "POST", headers: { "Content-Type": contentType, ...headers }, body });

  return {
    get dir() {
      return dir;
    },
    get origin() {
      return origin;
    },
    get log() {
      return log;
    },
    get logError() {
      return logError;
    },
    start,
    post,
    send: (params = {}, headers = {}) =>
      post(
        JSON.stringify({ ...VALID_SEND, template_params: { ...VALID_SEND.template_params, ...params } }),
        undefined,
        headers,
      ),
    from: (address) => ({ "X-Forwarded-For": address }),
    outbox: () => readdirSync(join(dir, "outbox")),
    answer: async (response) => [response.status, await response.text()],
  };
}

/** Closes a server and every connection it still holds. */
async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
