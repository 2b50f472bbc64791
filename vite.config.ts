import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // SITE_URL (canonical origin) is read at build time alongside the VITE_ variables.
  envPrefix: ["VITE_", "SITE_URL"],
});
