import { policyOptionsFromEnv } from "../../server/security-policy.ts";
import type { BuildSite } from "../../integrations/deploy-configs/shared-rules.ts";
import {
  ADMIN_PATH,
  bookPath,
  legalMarkdownPath,
  resourceMarkdownPath,
  ROBOTS_PATH,
  ROUTES,
  SITEMAP_PATH,
} from "../../src/routes.ts";

/**
 * The sample build the deploy-config tests (integrations/deploy-configs/*.test.ts) generate configs
 * for: an Astro build's pages, 404.html and hashed output in /_astro, with the site's default
 * policy options. A fixture, not product code: the build reads its real output (readBuild).
 */

/** The policy options of a build without keys (no e-mail provider, no analytics). */
export const options = policyOptionsFromEnv({});

/** An Astro build: pages, 404.html, hashed output in /_astro. */
export const site: BuildSite = {
  pages: [
    { route: "/", file: "/index.html", scriptHashes: ["'sha256-home='"] },
    { route: ROUTES.about, file: "/about/index.html", scriptHashes: ["'sha256-about='"] },
    { route: ROUTES.books, file: "/books/index.html", scriptHashes: ["'sha256-books='"] },
    { route: bookPath(1), file: "/books/1/index.html", scriptHashes: ["'sha256-book1='", "'sha256-shared='"] },
  ],
  notFound: { route: "/404.html", file: "/404.html", scriptHashes: ["'sha256-missing='"] },
  files: [
    "/_astro/client.FVv06Hs5.js",
    "/_astro/fredoka-latin.CYV1yuI2.woff2",
    "/_astro/owner.DoIEc_0-.avif",
    "/assets/images/books/1/cover.svg",
    "/assets/images/logo.svg",
    legalMarkdownPath("privacy-policy"),
    resourceMarkdownPath(1),
    ROBOTS_PATH,
    SITEMAP_PATH,
  ],
};

/** {@link site} with the content editor at /admin: its page, its config and Decap's chunks. */
export const withAdmin: BuildSite = {
  ...site,
  pages: [...site.pages, { route: ADMIN_PATH, file: "/admin/index.html", scriptHashes: [] }],
  files: [...site.files, "/admin/config.yml", "/admin/decap-cms.js", "/admin/103.decap-cms.js"],
};
