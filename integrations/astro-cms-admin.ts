import type { AstroIntegration } from "astro";
import { ADMIN_PATH } from "../src/routes.ts";
import { cmsAdmin } from "./admin-vite.ts";

/**
 * The content editor at /admin (Decap CMS, docs/decisions/007-cms-at-admin.md; decision 012) in
 * the Astro site, through the old build's Vite plugin (integrations/admin-vite.ts):
 * - `astro build` copies Decap's bundle from node_modules into `{outDir}/admin/`, beside the page
 *   and config that Astro copies from public/admin/;
 * - `astro dev` (`npm run admin`) answers /admin and the bundle's files with the editor's own
 *   headers, and prints the editor's address under the site's.
 * @returns the integration; the build fails when the decap-cms package is not installed
 */
export function cmsAdminSite(): AstroIntegration {
  return {
    name: "cms-admin",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [cmsAdmin()] } });
      },
      "astro:server:start": ({ address, logger }) => {
        logger.info(`Editor: http://localhost:${address.port}${ADMIN_PATH}`);
      },
    },
  };
}
