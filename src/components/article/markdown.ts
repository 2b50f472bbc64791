import createDOMPurify from "dompurify";
import { Marked } from "marked";

const marked = new Marked({ gfm: true, async: false });

/** The part of a DOM `window` the sanitiser needs: the browser's own, or jsdom's at build time. */
export type DomWindow = Parameters<typeof createDOMPurify>[0];

/**
 * Converts article or legal markdown to HTML and sanitises it (spec §4 Article
 * body, §5: markdown output is sanitised before display). Runs at build time
 * only, on a jsdom window (build-markdown.ts): neither marked nor DOMPurify ships to the browser.
 * Links to other sites get `target="_blank"` and `rel="noopener noreferrer"`.
 *
 * @param markdown - the markdown text of /assets/resources/{id}.md or /assets/legal/*.md
 * @param window - the DOM window DOMPurify works in
 * @returns safe HTML: no scripts, event handlers, `javascript:`/`data:` URLs, forms or styles
 */
export function markdownToSafeHtml(markdown: string, window: DomWindow): string {
  const html = marked.parse(markdown) as string;
  const purify = createDOMPurify(window);
  purify.addHook("afterSanitizeAttributes", (node) => {
    // DOMPurify lets data: URLs through on images by default; articles never need them.
    for (const name of ["src", "href", "xlink:href"]) {
      if (/^\s*data:/i.test(node.getAttribute(name) ?? "")) node.removeAttribute(name);
    }
    if (node.tagName !== "A") return;
    const href = node.getAttribute("href") ?? "";
    if (/^https?:\/\//i.test(href)) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    } else {
      node.removeAttribute("target");
    }
  });
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ["target"],
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    FORBID_ATTR: ["style"],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
  });
}
