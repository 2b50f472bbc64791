// @vitest-environment jsdom
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchDocument } from "./fetch-document";

/** A server answering as the site does: an HTML fragment, a missing file, a file that is not HTML. */
let server: Server;
let origin = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    // jsdom's page is another origin than this server.
    response.setHeader("Access-Control-Allow-Origin", "*");
    if (request.url === "/banner.html") {
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.end('<section data-banner=""><h2>Cookies</h2><script>window.ran = true</script></section>');
    } else if (request.url === "/notes.txt") {
      response.setHeader("Content-Type", "text/plain");
      response.end("<p>not html</p>");
    } else {
      response.statusCode = 404;
      response.setHeader("Content-Type", "text/html");
      response.end("<h1>404</h1>");
    }
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((done) => server.close(done)));

describe("fetchDocument", () => {
  it("gives the file parsed by the browser, its elements ready to move into the page, its scripts not run", async () => {
    const fetched = await fetchDocument(`${origin}/banner.html`);
    const banner = fetched.querySelector("[data-banner]");
    expect(banner?.querySelector("h2")?.textContent).toBe("Cookies");
    document.body.append(banner ?? "");
    expect(document.body.querySelector("[data-banner] h2")).not.toBeNull();
    expect((window as { ran?: boolean }).ran).toBeUndefined();
  });

  it("rejects an answer other than 2xx with its status, and a file that is not HTML", async () => {
    await expect(fetchDocument(`${origin}/missing.html`)).rejects.toThrow("/missing.html: HTTP 404");
    await expect(fetchDocument(`${origin}/notes.txt`)).rejects.toThrow("/notes.txt: HTTP 200");
  });

  it("rejects when nothing answers", async () => {
    await expect(fetchDocument("http://127.0.0.1:1/banner.html")).rejects.toThrow("/banner.html: HTTP 0");
  });
});
