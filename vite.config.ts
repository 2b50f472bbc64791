import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";
import { contactEmail } from "./server/email-outbox-vite.ts";

export default defineConfig({
  // imagetools: raster content images become AVIF and WebP at build time (app/content/pictures.server.ts, issue 7).
  plugins: [tailwindcss(), imagetools(), reactRouter(), contactEmail()],
  resolve: { tsconfigPaths: true },
  // SITE_URL (canonical origin) is read at build time alongside the VITE_ variables.
  envPrefix: ["VITE_", "SITE_URL"],
  build: {
    rolldownOptions: {
      output: {
        // The shell every page needs (components, hooks, strings, consent, contact, navigation) as one chunk
        // instead of ~25 tiny ones: fewer requests and better compression on a first visit.
        codeSplitting: {
          groups: [
            {
              name: "shell",
              test: /[\\/]app[\\/](components[\\/](ui|layout)|lib|i18n|features[\\/](consent|contact|navigation)|content[\\/](site|navigation|page-copy))[\\/.]/,
            },
          ],
        },
      },
    },
  },
});
