import { policyOptionsFromEnv } from "../../server/security-policy.ts";
import type { BuildSite } from "./shared-rules.ts";

/**
 * The sample build the deploy-config tests generate configs for (not a test itself): an Astro
 * build's pages, 404.html and hashed output in /_astro, with the site's default policy options.
 */

/** The policy options of a build without keys (no e-mail provider, no analytics). */
export const options = policyOptionsFromEnv({});

/** An Astro build: pages, 404.html, hashed output in /_astro. */
export const site: BuildSite = {
  pages: [
    { route: "/", file: "/index.html", scriptHashes: ["'sha256-home='"] },
    { route: "/about", file: "/about/index.html", scriptHashes: ["'sha256-about='"] },
    { route: "/books", file: "/books/index.html", scriptHashes: ["'sha256-books='"] },
    { route: "/books/1", file: "/books/1/index.html", scriptHashes: ["'sha256-book1='", "'sha256-shared='"] },
  ],
  notFound: { route: "/404.html", file: "/404.html", scriptHashes: ["'sha256-missing='"] },
  files: [
    "/_astro/client.FVv06Hs5.js",
    "/_astro/fredoka-latin.CYV1yuI2.woff2",
    "/_astro/owner.DoIEc_0-.avif",
    "/assets/images/books/1/cover.svg",
    "/assets/images/logo.svg",
    "/assets/legal/privacy-policy.md",
    "/assets/resources/1.md",
    "/robots.txt",
    "/sitemap.xml",
  ],
};

/** {@link site} with the content editor at /admin: its page, its config and Decap's chunks. */
export const withAdmin: BuildSite = {
  ...site,
  pages: [...site.pages, { route: "/admin", file: "/admin/index.html", scriptHashes: [] }],
  files: [...site.files, "/admin/config.yml", "/admin/decap-cms.js", "/admin/103.decap-cms.js"],
};
