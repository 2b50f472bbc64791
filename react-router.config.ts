import type { Config } from "@react-router/dev/config";
import { contentRoutes, validateContent } from "./app/content/validate.ts";

/**
 * Every page ships as static HTML and then hydrates (DEVELOPERS.md, spec §2).
 * The static routes come from the route table; the book and resource pages
 * from the files of the content folder (issue 15), so a new file is a new page
 * and ids are never typed twice.
 */
export default {
  ssr: false,
  // BUILD_DIR lets parallel checkouts of work build side by side (defaults to build/).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    return [
      ...getStaticPaths(),
      // Checks every data file and stops the build on any problem, naming the file, entry and field.
      ...contentRoutes(validateContent()),
      // The bare 404 page the server answers unknown paths with (server/index.ts).
      "/404",
    ];
  },
} satisfies Config;
