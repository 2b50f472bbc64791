import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_URL, resolveSiteUrl } from "./site-url";

// Decision 026: which address the build names, from the build's environment alone.
describe("resolveSiteUrl", () => {
  it("takes SITE_URL whenever it is set, on Netlify and on Cloudflare Pages too", () => {
    const SITE_URL = "https://www.studio.example";
    expect(resolveSiteUrl({ SITE_URL })).toBe(SITE_URL);
    expect(resolveSiteUrl({ SITE_URL, NETLIFY: "true", URL: "https://studio.netlify.app" })).toBe(SITE_URL);
    expect(resolveSiteUrl({ SITE_URL, CF_PAGES: "1", CF_PAGES_URL: "https://1a2b3c.studio.pages.dev" })).toBe(SITE_URL);
  });

  it("takes Netlify's URL on Netlify, and only there", () => {
    expect(resolveSiteUrl({ NETLIFY: "true", URL: "https://studio.netlify.app" })).toBe("https://studio.netlify.app");
    expect(resolveSiteUrl({ URL: "https://studio.netlify.app" })).toBe(DEFAULT_SITE_URL);
  });

  it("trims surrounding space and the trailing slash, keeping a port", () => {
    expect(resolveSiteUrl({ SITE_URL: " https://www.studio.example/ " })).toBe("https://www.studio.example");
    expect(resolveSiteUrl({ NETLIFY: "true", URL: "https://studio.netlify.app/" })).toBe("https://studio.netlify.app");
    expect(resolveSiteUrl({ SITE_URL: "http://127.0.0.1:4321/" })).toBe("http://127.0.0.1:4321");
  });

  it.each([
    ["not an address", "www.studio.example", /SITE_URL \(www\.studio\.example\) is not an absolute URL/],
    [
      "not http(s)",
      "ftp://www.studio.example",
      /SITE_URL \(ftp:\/\/www\.studio\.example\) must be an http\(s\) address/,
    ],
    ["a path", "https://www.studio.example/books", /must name only the origin/],
    ["a query", "https://www.studio.example/?ref=1", /must name only the origin/],
  ])("refuses a SITE_URL that is %s", (_, SITE_URL, message) => {
    expect(() => resolveSiteUrl({ SITE_URL })).toThrow(message);
  });

  it("refuses Netlify's URL when it is no http(s) origin, naming it", () => {
    expect(() => resolveSiteUrl({ NETLIFY: "true", URL: "studio.netlify.app" })).toThrow(/^Netlify's URL/);
  });

  it("stops a Cloudflare Pages build without SITE_URL, in one line saying what to set, never taking CF_PAGES_URL", () => {
    const build = () => resolveSiteUrl({ CF_PAGES: "1", CF_PAGES_URL: "https://1a2b3c.studio.pages.dev" });
    expect(build).toThrow(/Set SITE_URL to the site's address, e\.g\. SITE_URL=https:\/\/www\.your-studio\.com/);
    expect(build).toThrow(/Cloudflare Pages project's build environment variables/);
    expect(build).toThrow(/^[^\n]+$/);
  });

  it("stops a Netlify build that gave no URL rather than name the sample site", () => {
    expect(() => resolveSiteUrl({ NETLIFY: "true" })).toThrow(/SITE_URL is not set and Netlify gave no URL/);
  });

  it("names the sample site where no host is known: a person's machine, the project's CI", () => {
    expect(resolveSiteUrl({})).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl({ CI: "true", SITE_URL: "  " })).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl({ CF_PAGES: "0", NETLIFY: "false" })).toBe(DEFAULT_SITE_URL);
  });
});
