import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createHandler } from "../../server/app.ts";
import {
  assertProtocol,
  benchOrigin,
  benchFormFactor,
  benchThrottling,
  benchTransport,
  certificateArgs,
  chromiumFlags,
  expectedProtocol,
  serveForBench,
} from "./transport.ts";
import { ROUTES } from "../../src/routes.ts";

describe("benchTransport (BENCH_HTTP1 chooses the bench's old plain HTTP/1.1 mode)", () => {
  it("serves HTTPS + HTTP/2 unless BENCH_HTTP1 is set", () => {
    expect(benchTransport({})).toBe("h2");
    expect(benchTransport({ BENCH_HTTP1: "" })).toBe("h2");
    expect(benchTransport({ BENCH_HTTP1: "0" })).toBe("h2");
    expect(benchTransport({ BENCH_HTTP1: "false" })).toBe("h2");
    expect(benchTransport({ BENCH_HTTP1: "1" })).toBe("http1");
    expect(benchTransport({ BENCH_HTTP1: "yes" })).toBe("http1");
  });
});

describe("benchFormFactor (BENCH_FORM_FACTOR=desktop runs Lighthouse's desktop preset)", () => {
  it("is mobile unless told desktop, and refuses any other value", () => {
    expect(benchFormFactor(undefined)).toBe("mobile");
    expect(benchFormFactor("")).toBe("mobile");
    expect(benchFormFactor("mobile")).toBe("mobile");
    expect(benchFormFactor(" Desktop ")).toBe("desktop");
    expect(() => benchFormFactor("tablet")).toThrow(/BENCH_FORM_FACTOR=tablet/);
  });
});

describe("benchThrottling (BENCH_THROTTLING=devtools applies the mobile profile for real, decision 023)", () => {
  it("simulates unless told devtools, and refuses any other value", () => {
    expect(benchThrottling(undefined)).toBe("simulate");
    expect(benchThrottling("")).toBe("simulate");
    expect(benchThrottling("simulate")).toBe("simulate");
    expect(benchThrottling("devtools")).toBe("devtools");
    expect(benchThrottling(" DevTools ")).toBe("devtools");
    expect(() => benchThrottling("devtool")).toThrow(/BENCH_THROTTLING=devtool/);
  });
});

describe("the transport's origin, protocol and browser flags", () => {
  it("puts h2 on https and HTTP/1.1 on http, at the loopback address", () => {
    expect(benchOrigin("h2", 41234)).toBe("https://127.0.0.1:41234");
    expect(benchOrigin("http1", 8080)).toBe("http://127.0.0.1:8080");
  });

  it("expects the protocol as Chrome's network log spells it", () => {
    expect(expectedProtocol("h2")).toBe("h2");
    expect(expectedProtocol("http1")).toBe("http/1.1");
  });

  it("tells Chromium to accept the self-signed certificate only over HTTPS", () => {
    expect(chromiumFlags("h2")).toEqual(["--ignore-certificate-errors"]);
    expect(chromiumFlags("http1")).toEqual([]);
  });

  it("asks openssl for a one-day EC certificate naming the IP address", () => {
    const args = certificateArgs("/tmp/k.pem", "/tmp/c.pem");
    expect(args.slice(0, 2)).toEqual(["req", "-x509"]);
    expect(args).toContain("-nodes");
    expect(args[args.indexOf("-days") + 1]).toBe("1");
    expect(args[args.indexOf("-pkeyopt") + 1]).toBe("ec_paramgen_curve:prime256v1");
    expect(args[args.indexOf("-subj") + 1]).toBe("/CN=127.0.0.1");
    expect(args[args.indexOf("-addext") + 1]).toBe("subjectAltName=IP:127.0.0.1");
    expect(args[args.indexOf("-keyout") + 1]).toBe("/tmp/k.pem");
    expect(args[args.indexOf("-out") + 1]).toBe("/tmp/c.pem");
  });
});

describe("assertProtocol (a run over another protocol cannot pass for the served one)", () => {
  const origin = "https://127.0.0.1:4000";
  it("counts the origin's requests and ignores other URLs", () => {
    const requests = [
      { url: `${origin}/`, protocol: "h2" },
      { url: `${origin}/_astro/a.woff2`, protocol: "h2" },
      { url: "data:image/svg+xml,x", protocol: "data" },
      { url: "https://127.0.0.1:40001/", protocol: "http/1.1" },
    ];
    expect(assertProtocol(requests, origin, "h2")).toBe(2);
  });

  it("names a request that went over another protocol", () => {
    expect(() =>
      assertProtocol(
        [
          { url: `${origin}/`, protocol: "h2" },
          { url: `${origin}/font.woff2`, protocol: "http/1.1" },
        ],
        origin,
        "h2",
      ),
    ).toThrow(/font\.woff2 went over http\/1\.1, not h2/);
  });

  it("fails when no request went to the origin", () => {
    expect(() => assertProtocol([{ url: "data:,x", protocol: "data" }], origin, "h2")).toThrow(/no request/);
  });
});

describe("serveForBench over HTTPS + HTTP/2 (the production handler on the compatibility API)", () => {
  const dir = mkdtempSync(join(tmpdir(), "bench-transport-test-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** One h2 request; resolves with the status, the headers and the body. */
  function get(origin: string, path: string) {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: string; alpn: string }>(
      (resolve, reject) => {
        const client = connect(origin, { rejectUnauthorized: false });
        client.on("error", reject);
        const request = client.request({ ":path": path });
        let body = "";
        let headers: Record<string, unknown> = {};
        request.setEncoding("utf8");
        request.on("response", (response) => (headers = response));
        request.on("data", (chunk: string) => (body += chunk));
        request.on("end", () => {
          const alpn = client.alpnProtocol ?? "";
          client.close();
          resolve({ status: Number(headers[":status"]), headers, body, alpn });
        });
        request.on("error", reject);
        request.end();
      },
    );
  }

  it("answers pages, the 404 and a bad id's redirect over h2", async () => {
    mkdirSync(join(dir, "about"));
    writeFileSync(join(dir, "404.html"), "<!doctype html><title>404</title>");
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>home</title>");
    writeFileSync(join(dir, "about", "index.html"), "<!doctype html><title>about</title>");
    const server = await serveForBench(createHandler(dir), "h2");
    try {
      expect(server.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const home = await get(server.origin, "/");
      expect(home.alpn).toBe("h2");
      expect(home.status).toBe(200);
      expect(home.body).toContain("<title>home</title>");
      expect(home.headers["content-security-policy"]).toBeTruthy();
      expect((await get(server.origin, ROUTES.about)).body).toContain("about");
      expect((await get(server.origin, "/no-such-page")).status).toBe(404);
      const bad = await get(server.origin, "/books/x");
      expect(bad.status).toBe(302);
      expect(bad.headers.location).toBe(ROUTES.books);
    } finally {
      server.close();
    }
  });
});
