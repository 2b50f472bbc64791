import { markdownToSafeHtml } from "./markdown";

/**
 * In the browser: fetches a markdown file (spec §7: GET /assets/resources/{id}.md,
 * /assets/legal/*.md), reads it as text, converts and sanitises it.
 * @param url - the site path of the markdown file
 * @returns the safe HTML; rejects on a network failure or a non-2xx status
 */
export async function fetchMarkdownHtml(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: "text/markdown, text/plain" } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return markdownToSafeHtml(await response.text(), window);
}
