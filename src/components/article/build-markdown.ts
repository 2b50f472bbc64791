import { JSDOM } from "jsdom";
import { markdownAssets } from "~/content/data-files.server";
import { type DomWindow, markdownToSafeHtml } from "./markdown";

/**
 * Build time only (the pages' frontmatter runs while prerendering): the markdown the site
 * publishes at a site path, read from its file in the content folder (the body of
 * `data/resources/{id}.md` or `data/legal/{name}.md`), converted with
 * {@link markdownToSafeHtml}.
 * @param sitePath - e.g. "/assets/resources/1.md"
 * @returns the sanitised HTML; rejects when no file publishes that path, failing the build loudly
 */
export async function renderPublicMarkdown(sitePath: string): Promise<string> {
  const markdown = markdownAssets().get(sitePath);
  if (markdown === undefined) throw new Error(`No content file publishes ${sitePath}`);
  return markdownToSafeHtml(markdown, new JSDOM("").window as unknown as DomWindow);
}
