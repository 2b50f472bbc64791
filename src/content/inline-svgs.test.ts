import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INLINE_SVG_MAX_BYTES, inlineSvg, inlineSvgMarkup } from "./inline-svgs.server";

describe("inlineSvg (an LCP image written into its document, decision 023)", () => {
  const publicDir = mkdtempSync(join(tmpdir(), "inline-svgs-"));
  mkdirSync(join(publicDir, "assets"), { recursive: true });
  writeFileSync(join(publicDir, "assets/small.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"/>');
  writeFileSync(
    join(publicDir, "assets/large.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg"><!--${"x".repeat(INLINE_SVG_MAX_BYTES)}--></svg>`,
  );

  it("turns a site SVG into a data: URI that draws the same image", () => {
    const uri = inlineSvg("/assets/small.svg", publicDir);
    expect(uri).toMatch(/^data:image\/svg\+xml,/);
    // A valid URL: no raw space (the HTML validator rejects one in `src`).
    expect(uri).not.toContain(" ");
    expect(decodeURIComponent(uri?.slice("data:image/svg+xml,".length) ?? "").replaceAll("'", '"')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"/>',
    );
  });

  it("keeps the URL (undefined) for a missing file, a raster, a path outside the site, or an SVG too large", () => {
    expect(inlineSvg("/assets/none.svg", publicDir)).toBeUndefined();
    expect(inlineSvg("/assets/photo.png", publicDir)).toBeUndefined();
    expect(inlineSvg("/../etc/passwd.svg", publicDir)).toBeUndefined();
    expect(inlineSvg("https://example.com/a.svg", publicDir)).toBeUndefined();
    expect(inlineSvg("/assets/large.svg", publicDir)).toBeUndefined();
  });

  it("gives an SVG as markup for a named container: hidden from assistive technology, its title and role dropped, full width by classes", () => {
    writeFileSync(
      join(publicDir, "assets/titled.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3" role="img"><title>A fox</title><path d="M0 0h4"/></svg>\n',
    );
    expect(inlineSvgMarkup("/assets/titled.svg", publicDir)).toBe(
      '<svg aria-hidden="true" focusable="false" class="block h-auto w-full" xmlns="http://www.w3.org/2000/svg" width="4" height="3"><path d="M0 0h4"/></svg>',
    );
    // A style attribute would not apply under the page's CSP (decision 029): such a drawing stays an <img>.
    writeFileSync(
      join(publicDir, "assets/styled.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg"><path style="fill:red"/></svg>',
    );
    expect(inlineSvgMarkup("/assets/styled.svg", publicDir)).toBeUndefined();
    expect(inlineSvgMarkup("/assets/large.svg", publicDir)).toBeUndefined();
    expect(inlineSvgMarkup("/assets/none.svg", publicDir)).toBeUndefined();
  });

  it("reads the site's own artwork by default (the home page's hero)", () => {
    expect(inlineSvg("/assets/images/hero.svg")).toMatch(/^data:image\/svg\+xml,/);
  });
});
