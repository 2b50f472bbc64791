import { NO_INLINE_CODE, policyOptionsFromEnv } from "../../server/security-policy.ts";
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

/** The style blocks every sample page shares (the display face's, the stylesheet's). */
const STYLES = ["'sha256-face='", "'sha256-sheet='"];

/** The hashes of /books/1's inline scripts and styles: two scripts, and an island's style besides the shared ones. */
export const BOOK_1_HASHES = {
  scripts: ["'sha256-book1='", "'sha256-shared='"],
  styles: [...STYLES, "'sha256-island='"],
};

/** An Astro build: pages, 404.html, hashed output in /_astro. */
export const site: BuildSite = {
  pages: [
    { route: "/", file: "/index.html", hashes: { scripts: ["'sha256-home='"], styles: STYLES } },
    { route: ROUTES.about, file: "/about/index.html", hashes: { scripts: ["'sha256-about='"], styles: STYLES } },
    { route: ROUTES.books, file: "/books/index.html", hashes: { scripts: ["'sha256-books='"], styles: STYLES } },
    { route: bookPath(1), file: "/books/1/index.html", hashes: BOOK_1_HASHES },
  ],
  notFound: {
    route: "/404.html",
    file: "/404.html",
    hashes: { scripts: ["'sha256-missing='"], styles: ["'sha256-style404='"] },
  },
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
  pages: [...site.pages, { route: ADMIN_PATH, file: "/admin/index.html", hashes: NO_INLINE_CODE }],
  files: [...site.files, "/admin/config.yml", "/admin/decap-cms.js", "/admin/103.decap-cms.js"],
};
