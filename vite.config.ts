import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { cmsAdmin } from "./scripts/admin-vite.ts";
import { contentData } from "./scripts/content-vite.ts";
import { contactEmail } from "./server/email-outbox-vite.ts";

/**
 * rollup-plugin-visualizer once per output (client and server builds): its own options are fixed by the
 * first build it sees, which would make the server's report overwrite the client's.
 */
function bundleReport(template: "raw-data" | "treemap"): Plugin {
  return {
    name: "bundle-report",
    apply: "build",
    async generateBundle(output, bundle, isWrite) {
      const report = visualizer({
        filename: `${process.env.BUILD_DIR ?? "build"}/bundle-report/${path.basename(output.dir ?? "bundle")}.${template === "raw-data" ? "json" : "html"}`,
        template,
        gzipSize: true,
        brotliSize: true,
      });
      const generate = report.generateBundle as (this: unknown, ...args: unknown[]) => Promise<void>;
      await generate.call(this, output, bundle, isWrite);
    },
  };
}

export default defineConfig({
  // imagetools: raster content images become AVIF and WebP at build time (app/content/pictures.server.ts, issue 7).
  plugins: [
    tailwindcss(),
    imagetools(),
    // The content folder: checked before every build, listed into the bundles, articles published as markdown (issue 15).
    contentData(),
    reactRouter(),
    contactEmail(),
    // The content editor at /admin: Decap CMS's bundle copied into the build, served in dev (issue 15).
    cmsAdmin(),
    // `npm run bundle-report`: what each chunk carries, per build (client, server), in build/bundle-report/ (issue 13).
    process.env.BUNDLE_REPORT ? bundleReport(process.env.BUNDLE_REPORT === "json" ? "raw-data" : "treemap") : null,
  ],
  resolve: { tsconfigPaths: true },
  // SITE_URL (canonical origin) is read at build time alongside the VITE_ variables.
  envPrefix: ["VITE_", "SITE_URL"],
  build: {
    rolldownOptions: {
      output: {
        // The shell every page needs (components, hooks, strings, consent, the contact links, navigation) as one
        // chunk instead of ~25 tiny ones: fewer requests and better compression on a first visit. The contact form
        // is not in it: the pages that show it import it, and the popup loads it on first use (issue 13).
        codeSplitting: {
          groups: [
            {
              name: "shell",
              test: /[\\/]app[\\/](components[\\/](ui|layout)|lib|i18n|features[\\/](consent|navigation|contact[\\/]contact-(link|popup-context))|content[\\/](data[\\/])?(site|navigation|page-copy))[\\/.]/,
            },
          ],
        },
      },
    },
  },
});
