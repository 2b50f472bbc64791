import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contactEmail } from "./server/email-outbox-vite.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), contactEmail()],
  resolve: { tsconfigPaths: true },
  // SITE_URL (canonical origin) is read at build time alongside the VITE_ variables.
  envPrefix: ["VITE_", "SITE_URL"],
});
