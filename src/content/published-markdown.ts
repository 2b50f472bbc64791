import { markdownAssets } from "~/content/data-files.server";

/** One Markdown file the site publishes under /assets/ (spec §7). */
export type PublishedMarkdown = {
  /** The file's name without `.md`: a resource id ("3") or a legal text's name ("privacy-policy"). */
  name: string;
  /** The Markdown below the file's front matter, as the content folder holds it. */
  text: string;
};

/**
 * Build time only: the Markdown published in one folder of /assets/ (spec §7: GET
 * /assets/resources/{id}.md and /assets/legal/{name}.md), as listed by
 * `markdownAssets` (src/content/data-files.server.ts), for the endpoints' `getStaticPaths`.
 * @param folder - "resources" (the article bodies) or "legal" (the legal texts)
 * @returns the files in id order (resources) or file order (legal)
 * @throws DataFileError when a content file cannot be read, failing the build with its name
 */
export function publishedMarkdown(folder: "resources" | "legal"): PublishedMarkdown[] {
  const prefix = `/assets/${folder}/`;
  return [...markdownAssets()].flatMap(([path, text]) =>
    path.startsWith(prefix) ? [{ name: path.slice(prefix.length, -".md".length), text }] : [],
  );
}

/**
 * The answer for one published Markdown file: its text as `text/markdown` (the static build writes
 * the body to a `.md` file; the header serves `astro dev`, the server types the file by its name).
 * @param text - the Markdown
 */
export function markdownResponse(text: string): Response {
  return new Response(text, { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
}
