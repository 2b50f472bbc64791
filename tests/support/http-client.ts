import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { type ClientHttp2Session, connect as http2Connect, type IncomingHttpHeaders as Http2Headers } from "node:http2";
import { request as httpsRequest } from "node:https";

/** One answer, whichever protocol carried it: status, headers with lower-case names, the body as sent (not decompressed). */
export type Answer = {
  status: number;
  /** Each header once, lower-case; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  /** The body read as UTF-8. */
  text: string;
  /** The protocol that carried it: "h2" or "http/1.1". */
  protocol: string;
};

/** What a request may set besides its path. */
export type RequestOptions = {
  /** GET unless given. */
  method?: string;
  /** Extra request headers, lower-case names. */
  headers?: Record<string, string>;
  /** The request body (sent with a Content-Length). */
  body?: string;
};

/**
 * A small `fetch` for the HTTP contract: one request to the target's origin, redirects never
 * followed, the body never decompressed.
 */
export type HttpClient = {
  /** The origin the requests go to, e.g. "https://127.0.0.1:43121". */
  origin: string;
  /**
   * Sends one request.
   * @param path - path and query, e.g. "/about?from=test" (sent as written)
   * @returns the answer
   * @throws Error when there is no answer within 10 s or the connection fails
   */
  get(path: string, options?: RequestOptions): Promise<Answer>;
  /** Closes what the client keeps open (an HTTP/2 session). */
  close(): void;
};

const TIMEOUT_MS = 10_000;

/**
 * An HTTP/1.1 client (plain or over TLS, the certificate not checked), a new connection per request.
 * @param origin - e.g. "http://127.0.0.1:4181"
 * @param localAddress - the loopback address the requests come from (default the system's choice),
 *   which gives a test its own budget in a server's per-address rate limit
 * @returns the client
 */
export function http1Client(origin: string, localAddress?: string): HttpClient {
  const send = origin.startsWith("https:") ? httpsRequest : httpRequest;
  return {
    origin,
    close: () => undefined,
    get(path, { method = "GET", headers = {}, body } = {}) {
      return new Promise((done, fail) => {
        const sent = send(
          `${origin}${path}`,
          {
            method,
            headers: body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
            timeout: TIMEOUT_MS,
            rejectUnauthorized: false,
            localAddress,
            agent: false,
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              done(answerOf(response.statusCode ?? 0, response.headers, Buffer.concat(chunks), "http/1.1")),
            );
            response.on("error", fail);
          },
        );
        sent.on("timeout", () => sent.destroy(new Error(`${method} ${path} had no answer within ${TIMEOUT_MS} ms`)));
        sent.on("error", fail);
        sent.end(body);
      });
    },
  };
}

/**
 * An HTTP/2 client over TLS (ALPN h2, the certificate not checked) that keeps one session and
 * opens another if the server closed it.
 * @param origin - e.g. "https://127.0.0.1:43121"
 * @returns the client; its requests fail when the server does not choose h2
 */
export function http2Client(origin: string): HttpClient {
  let session: ClientHttp2Session | undefined;
  async function connection(): Promise<ClientHttp2Session> {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = await new Promise<ClientHttp2Session>((done, fail) => {
      const next = http2Connect(origin, { rejectUnauthorized: false });
      next.once("connect", () => done(next));
      next.once("error", fail);
    });
    // A later error (the server stopping) only closes the session; the next request opens another.
    opened.on("error", () => undefined);
    opened.on("close", () => {
      if (session === opened) session = undefined;
    });
    if (opened.alpnProtocol !== "h2") {
      opened.close();
      throw new Error(`${origin} chose ${String(opened.alpnProtocol)} over TLS, not h2`);
    }
    session = opened;
    return opened;
  }
  return {
    origin,
    close() {
      session?.close();
      session = undefined;
    },
    async get(path, { method = "GET", headers = {}, body } = {}) {
      const open = await connection();
      return new Promise((done, fail) => {
        const stream = open.request(
          { ":method": method, ":path": path, ...headers },
          { endStream: body === undefined },
        );
        let head: Http2Headers = {};
        const chunks: Buffer[] = [];
        stream.setTimeout(TIMEOUT_MS, () => {
          stream.close();
          fail(new Error(`${method} ${path} over HTTP/2 had no answer within ${TIMEOUT_MS} ms`));
        });
        stream.on("response", (received) => (head = received));
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => done(answerOf(Number(head[":status"]), head, Buffer.concat(chunks), "h2")));
        stream.on("error", fail);
        if (body !== undefined) stream.end(body);
      });
    },
  };
}

function answerOf(
  status: number,
  received: IncomingHttpHeaders | Http2Headers,
  body: Buffer,
  protocol: string,
): Answer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(received)) {
    if (name.startsWith(":") || value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return { status, headers, body, text: body.toString("utf8"), protocol };
}
