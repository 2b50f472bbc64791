import { connect as tlsConnect } from "node:tls";
import { http1Client } from "../support/http-client.ts";
import { expect, test } from "./fixture.ts";
import { expectSecurityHeaders, HSTS, policyOf } from "./site.ts";
import { fileText } from "../support/build-output.ts";
import { ADMIN_PATH, ROUTES } from "../../src/routes.ts";

/**
 * The nginx deployment's transport (decision 017), which only the http-nginx project
 * runs: HTTPS offers HTTP/2 and still answers HTTP/1.1, and its plain-HTTP block only redirects
 * there, without Strict-Transport-Security. (The contract's other files run over HTTP/2 here.)
 */

/** A TLS handshake with the HTTPS origin offering the given ALPN protocols: what the server chose, its certificate's name and the TLS version. */
function tlsHandshake(
  origin: string,
  protocols: string[],
): Promise<{ alpn: string | false; subject: unknown; version: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((done, fail) => {
    const socket = tlsConnect(
      { host: hostname, port: Number(port), ALPNProtocols: protocols, rejectUnauthorized: false },
      () => {
        const result = {
          alpn: socket.alpnProtocol ?? false,
          subject: socket.getPeerCertificate().subject?.CN,
          version: socket.getProtocol() ?? "",
        };
        socket.end();
        done(result);
      },
    );
    socket.once("error", fail);
  });
}

test("HTTPS offers HTTP/2 by ALPN (h2) with the test's certificate, and still answers HTTP/1.1", async ({
  site,
  http,
}) => {
  const offered = await tlsHandshake(site.origin, ["h2", "http/1.1"]);
  expect(offered.alpn).toBe("h2");
  expect(offered.subject).toBe("127.0.0.1");
  expect(["TLSv1.2", "TLSv1.3"]).toContain(offered.version);
  expect((await tlsHandshake(site.origin, ["http/1.1"])).alpn).toBe("http/1.1");
  expect((await http.get(ROUTES.about)).protocol).toBe("h2");

  // A client without HTTP/2 gets the same page and headers.
  const page = await http1Client(site.origin).get(ROUTES.about);
  expect(page.protocol).toBe("http/1.1");
  expect(page.status).toBe(200);
  expect(page.text).toBe(fileText("about/index.html"));
  expect(page.headers["content-security-policy"]).toBe(policyOf(page.text));
  expectSecurityHeaders(page, "/about over HTTP/1.1");
});

test("the server names itself without its version", async ({ http }) => {
  for (const path of [ROUTES.home, "/no-such-page"])
    expect((await http.get(path)).headers["server"], path).toBe("nginx");
});

test("plain HTTP only redirects permanently to the same URL over HTTPS, path and query kept", async ({ site }) => {
  const plain = http1Client(site.plainOrigin ?? "");
  for (const path of [
    ROUTES.home,
    "/about?from=test&x=1",
    "/books/abc",
    "/books/",
    "/no-such-page",
    ADMIN_PATH,
    "/a%20b?q=%C3%A9",
    "/_astro/missing.AbCdEfGh.js",
  ]) {
    for (const method of ["GET", "HEAD", "POST"]) {
      const answer = await plain.get(path, { method });
      expect(answer.status, `${method} ${path}`).toBe(301);
      expect(answer.headers["location"], `${method} ${path}`).toBe(`${site.origin}${path}`);
      expect(answer.headers["server"], `${method} ${path}`).toBe("nginx");
    }
  }
});

test("Strict-Transport-Security is sent over HTTPS only, never on the plain-HTTP redirect", async ({ site, http }) => {
  const plain = http1Client(site.plainOrigin ?? "");
  for (const path of [ROUTES.home, ROUTES.about, "/books/abc", "/no-such-page", ADMIN_PATH]) {
    const redirect = await plain.get(path);
    expect(redirect.status, path).toBe(301);
    expect(redirect.headers["strict-transport-security"], path).toBeUndefined();
    // The redirect carries no page headers either: they belong to the HTTPS answer.
    expect(redirect.headers["content-security-policy"], path).toBeUndefined();
    const secure = await http.get(path);
    expect(secure.status, path).toBeLessThan(500);
    expect(secure.headers["strict-transport-security"], path).toBe(HSTS);
  }
});
