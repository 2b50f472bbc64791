import { gunzipSync } from "node:zlib";
import { IMMUTABLE, REVALIDATE } from "../../server/serving-rules.ts";
import { expect, test } from "./fixture.ts";
import { hashedScript, HSTS, mediaType, notFoundHtml } from "./site.ts";
import { fileBytes, fileText } from "../support/build-output.ts";
import { checkContent } from "../../src/content/validate.ts";
import { legalMarkdownPath, ROBOTS_PATH, ROUTES, RSS_PATH, SITEMAP_PATH, WEB_MANIFEST_PATH } from "../../src/routes.ts";

/**
 * The build's other files: hashed assets cached for a year, everything else revalidated, each with
 * its content type, and every response marked nosniff and HTTPS-only.
 */

/** Every article's and legal page's text as markdown, for readers and the content editor (spec §3). */
const markdownPaths = [
  ...checkContent().resources.map((resource) => resource.markdownUrl),
  legalMarkdownPath("privacy-policy"),
  legalMarkdownPath("terms-of-service"),
];

/** Files with the content types a browser needs, as equivalent spellings the hosts use. */
const contentTypes: [path: string, types: string[], charset?: string][] = [
  ...markdownPaths.map((path): [string, string[], string] => [path, ["text/markdown"], "utf-8"]),
  [WEB_MANIFEST_PATH, ["application/manifest+json"]],
  ["/assets/images/logo.svg", ["image/svg+xml"]],
  [ROBOTS_PATH, ["text/plain"]],
  // RFC 7303: both name XML.
  [SITEMAP_PATH, ["text/xml", "application/xml"]],
  [RSS_PATH, ["text/xml", "application/xml"]],
  // The registered name and the one every browser has always read.
  ["/favicon.ico", ["image/vnd.microsoft.icon", "image/x-icon"]],
];

test("hashed assets are immutable for a year", async ({ http }) => {
  const script = await http.get(hashedScript);
  expect(script.status).toBe(200);
  expect(script.headers["cache-control"]).toBe(IMMUTABLE);
  expect(mediaType(script.headers["content-type"]).type).toMatch(/^(text|application)\/javascript$/);
  expect(script.text).toBe(fileText(hashedScript.slice(1)));
  expect(script.headers["x-content-type-options"]).toBe("nosniff");
  expect(script.headers["strict-transport-security"]).toBe(HSTS);
});

test("a missing hashed asset is a 404, never cached for a year", async ({ http, rules }) => {
  const missing = await http.get(hashedScript.replace(/([-.])[\w-]{8}\.(\w+)$/, "$1zzzzzzzz.$2"));
  expect(missing.status).toBe(404);
  expect(missing.text).toBe(notFoundHtml);
  expect(missing.headers["cache-control"]).toBe(rules.notFoundCacheControl);
});

for (const [path, types, charset] of contentTypes) {
  test(`${path} is served as ${types.join(" or ")}, revalidated, nosniff and HTTPS-only`, async ({ http }) => {
    const answer = await http.get(path);
    expect(answer.status).toBe(200);
    const type = mediaType(answer.headers["content-type"]);
    expect(types).toContain(type.type);
    if (charset) expect(type.charset).toBe(charset);
    expect(answer.body.equals(fileBytes(path.slice(1))), "the file as built").toBe(true);
    if (markdownPaths.includes(path)) expect(answer.text.length, "a whole article").toBeGreaterThan(2000);
    expect(answer.headers["cache-control"]).toBe(REVALIDATE);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["strict-transport-security"]).toBe(HSTS);
  });
}

test("the web app manifest names the studio, and each of its icons is served", async ({ http }) => {
  const manifest = JSON.parse((await http.get(WEB_MANIFEST_PATH)).text) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toBe("Bramble & Bee Studio");
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) expect((await http.get(icon.src)).status, icon.src).toBe(200);
});

test("a page asked for with gzip comes compressed, and as it is without", async ({ http, rules }) => {
  const compressed = await http.get(ROUTES.home, { headers: { "accept-encoding": "gzip" } });
  expect(compressed.status).toBe(200);
  expect(compressed.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(compressed.body).toString("utf8")).toBe(fileText("index.html"));
  if (rules.varyOnEncoding) expect(compressed.headers["vary"]).toMatch(/accept-encoding/i);
  else expect(compressed.headers["vary"] ?? "").not.toMatch(/accept-encoding/i);
  const plain = await http.get(ROUTES.home, { headers: { "accept-encoding": "identity" } });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.text).toBe(fileText("index.html"));
});
