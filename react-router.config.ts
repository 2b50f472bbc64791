import type { Config } from "@react-router/dev/config";
import { books } from "./app/content/books.ts";
import { resources } from "./app/content/resources.ts";
import { validateContent } from "./app/content/validate.ts";

/**
 * Every page ships as static HTML and then hydrates (DEVELOPERS.md, spec §2).
 * The static routes come from the route table; the book and resource pages
 * from the content modules, so ids are never typed twice.
 */
export default {
  ssr: false,
  // BUILD_DIR lets parallel checkouts of work build side by side (defaults to build/).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    validateContent();
    return [
      ...getStaticPaths(),
      ...books.map((book) => book.bookDetailsPageUrl),
      ...resources.map((resource) => resource.resourceUrl),
      // The bare 404 page the server answers unknown paths with (server/index.ts).
      "/404",
    ];
  },
} satisfies Config;
