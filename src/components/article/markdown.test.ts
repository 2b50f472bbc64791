// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { markdownToSafeHtml } from "./markdown";
import { ROUTES } from "~/routes";

const render = (markdown: string) => markdownToSafeHtml(markdown, window);

/** Payloads that try to run script through markdown or raw HTML inside it. */
const xssCorpus = [
  "<script>window.__xss = 1</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  '<img src=x onerror="window.__xss=1">',
  "<img src=x onerror=window.__xss=1//",
  '<svg onload="window.__xss=1"></svg>',
  "<svg><script>window.__xss=1</script></svg>",
  '<svg><a xlink:href="javascript:window.__xss=1"><text>x</text></a></svg>',
  '<svg><animate onbegin="window.__xss=1" attributeName="x" dur="1s"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<math href="javascript:window.__xss=1">click</math>',
  '<a href="javascript:window.__xss=1">link</a>',
  '<a href="JaVaScRiPt:window.__xss=1">link</a>',
  '<a href="&#106;avascript:window.__xss=1">entity link</a>',
  '<a href=" javascript:window.__xss=1">space link</a>',
  "[markdown link](javascript:window.__xss=1)",
  "[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  '![image](x" onerror="window.__xss=1)',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<body onload="window.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)">css</div>',
  '<div style="width: expression(window.__xss=1)">ie css</div>',
  "<style>@import 'javascript:window.__xss=1';</style>",
  '<link rel="stylesheet" href="javascript:window.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<p title="</p><img src=x onerror=window.__xss=1>">malformed</p>',
  "<<script>script>window.__xss=1<</script>/script>",
  '<img """><script>window.__xss=1</script>">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<a href="#" onclick="window.__xss=1">click</a>',
  '<video><source onerror="window.__xss=1"></video>',
  '<button formaction="javascript:window.__xss=1">x</button>',
  '<template><img src=x onerror="window.__xss=1"></template>',
];

describe("markdownToSafeHtml on an XSS corpus", () => {
  it(`holds ${xssCorpus.length} payloads (at least 30)`, () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(xssCorpus)("neutralises %s", (payload) => {
    const html = render(`Some text.\n\n${payload}\n\nMore text.`);
    const host = document.createElement("div");
    host.innerHTML = html;
    document.body.append(host);
    try {
      for (const element of host.querySelectorAll("*")) {
        for (const attribute of element.attributes) {
          expect(attribute.name, `${element.tagName} keeps ${attribute.name}`).not.toMatch(/^on/i);
          expect(attribute.value, `${element.tagName}[${attribute.name}]`).not.toMatch(
            /^\s*(javascript|data|vbscript):/i,
          );
        }
      }
      expect(
        host.querySelector("script, iframe, object, embed, form, style, link, meta, base, input, button"),
      ).toBeNull();
      expect(host.querySelector("[style]")).toBeNull();
      expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    } finally {
      host.remove();
    }
  });
});

describe("markdownToSafeHtml on ordinary markdown", () => {
  it("keeps headings, lists, emphasis, tables and links", () => {
    const html = render(
      [
        "## Heading two",
        "### Heading three",
        "#### Heading four",
        "",
        "Some **bold** and *italic* text with a [page link](/pricing).",
        "",
        "- one",
        "- two",
        "",
        "1. first",
        "2. second",
        "",
        "| a | b |",
        "| - | - |",
        "| 1 | 2 |",
      ].join("\n"),
    );
    expect(html).toContain("<h2>Heading two</h2>");
    expect(html).toContain("<h3>Heading three</h3>");
    expect(html).toContain("<h4>Heading four</h4>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain(`<a href="${ROUTES.pricing}">page link</a>`);
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toContain("<table>");
  });

  it("opens links to other sites in a new tab with rel noopener noreferrer", () => {
    const html = render("See [the ISBN agency](https://www.isbn-international.org/agencies).");
    expect(html).toContain('href="https://www.isbn-international.org/agencies"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it("keeps internal links in the same tab and drops a smuggled target", () => {
    const html = render(`<a href="${ROUTES.contactUs}" target="_blank">write to us</a>`);
    expect(html).toBe(`<p><a href="${ROUTES.contactUs}">write to us</a></p>\n`);
  });

  it("keeps mailto links", () => {
    expect(render("[mail](mailto:hello@brambleandbee.example)")).toContain('href="mailto:hello@brambleandbee.example"');
  });
});
