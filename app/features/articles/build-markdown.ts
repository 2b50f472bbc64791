import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { type DomWindow, markdownToSafeHtml } from "./markdown";

/**
 * Build time only (route loaders run while prerendering): reads a markdown
 * file of `public/` by its site path and converts it with {@link markdownToSafeHtml}.
 * @param sitePath - e.g. "/assets/resources/1.md"
 * @returns the sanitised HTML; rejects when the file is missing, failing the build loudly
 */
export async function renderPublicMarkdown(sitePath: string): Promise<string> {
  const markdown = await readFile(join(process.cwd(), "public", sitePath), "utf8");
  return markdownToSafeHtml(markdown, new JSDOM("").window as unknown as DomWindow);
}
