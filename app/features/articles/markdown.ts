import createDOMPurify from "dompurify";
import { Marked } from "marked";

const marked = new Marked({ gfm: true });

/**
 * Converts article or legal markdown to HTML and sanitises it (spec §5: markdown
 * output is sanitised before display). The one conversion used everywhere:
 * at build time (prerender, on a jsdom window) and in the browser.
 * Links to other sites get `target="_blank"` and `rel="noopener noreferrer"`.
 *
 * @param markdown - the markdown text as fetched from /assets/…
 * @returns safe HTML; scripts, event handlers and `javascript:` URLs are removed
 */
export async function markdownToSafeHtml(markdown: string): Promise<string> {
  const html = await marked.parse(markdown);
  const purify = createDOMPurify(await domWindow());
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && /^https?:\/\//i.test(node.getAttribute("href") ?? "")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
  return purify.sanitize(html, { ADD_ATTR: ["target"] });
}

async function domWindow() {
  if (import.meta.env.SSR || typeof window === "undefined") {
    const { JSDOM } = await import("jsdom");
    return new JSDOM("").window as unknown as Window & typeof globalThis;
  }
  return window;
}
