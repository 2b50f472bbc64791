/**
 * Starts loading an article's or legal text's HTML on client navigation:
 * the converter (marked + DOMPurify) is fetched only now, so it is not part of
 * any page's first-load JavaScript; then the markdown is fetched and rendered.
 * @param url - the site path of the markdown file (spec §7)
 * @returns the sanitised HTML; rejects when the converter or the file fails to load
 */
export function loadMarkdownHtml(url: string): Promise<string> {
  return import("./fetch-markdown").then(({ fetchMarkdownHtml }) => fetchMarkdownHtml(url));
}
