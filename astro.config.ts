import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { imagetools } from "vite-imagetools";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cmsAdminSite } from "./integrations/astro-cms-admin.ts";
import { isSitemapPage, singleSitemapFile } from "./integrations/astro-seo-files.ts";
import { interactionDirective } from "./integrations/astro-interaction-directive.ts";
import { islandStylesInHead } from "./integrations/astro-island-styles.ts";
import { contentFolder } from "./integrations/content-vite.ts";
import { contentPictures, pictureCacheDir } from "./integrations/content-pictures/content-pictures-vite.ts";
import { chromaSubsampling } from "./integrations/content-pictures/chroma-subsampling.ts";
import { shellScript } from "./integrations/astro-shell-script.ts";
import { socialCards } from "./integrations/astro-social-cards.ts";
import { contactEmail } from "./integrations/email-outbox-vite.ts";
import { resolveSiteUrl } from "./src/logic/site-url.ts";

/**
 * The site as Astro builds it (decision 012): every page rendered to static HTML from our React
 * components, React loaded only by the islands (src/islands) that a page uses.
 * `ASTRO_OUT_DIR` lets parallel checkouts build side by side (defaults to build/client, what
 * server/index.ts serves; integrations/build-site.ts sets it from BUILD_DIR).
 * `site` is the one address every absolute URL of the build names (decision 026): Astro hands it to
 * the sitemap, rss.xml and robots.txt, and to src/layouts/site-origin.ts as `import.meta.env.SITE`
 * (the page head's origin). Resolving it throws, and so stops `astro build` and `astro dev`, on a host that cannot name it (Cloudflare Pages
 * without SITE_URL); `npm run build` says so before its first step (integrations/build-site.ts).
 */
/** The project folder. */
const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  site: resolveSiteUrl(process.env),
  output: "static",
  outDir: process.env.ASTRO_OUT_DIR ?? "build/client",
  trailingSlash: "never",
  build: { format: "directory", inlineStylesheets: "always" },
  compressHTML: true,
  integrations: [
    react(),
    shellScript(),
    interactionDirective(),
    islandStylesInHead(),
    sitemap({ filter: isSitemapPage, lastmod: new Date() }),
    singleSitemapFile(),
    cmsAdminSite(),
    socialCards(),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      // The content's pictures (decision 030): encoded by vite-imagetools, kept between builds beside the searches.
      imagetools({
        cache: { dir: join(pictureCacheDir(root), "encoded") },
        extendTransforms: (builtins) => [...builtins, chromaSubsampling],
      }),
      contentPictures({ cacheDir: pictureCacheDir(root) }),
      contentFolder(),
      contactEmail(),
    ],
    resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
    envPrefix: ["VITE_"],
  },
});
