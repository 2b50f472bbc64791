import { describe, expect, it } from "vitest";
import { moveIslandStylesToHead } from "./astro-island-styles";

const STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";
const SCRIPTS = "<script>directive()</script><script>island()</script>";

describe("moveIslandStylesToHead", () => {
  it("moves Astro's island style from before the first island to the end of <head>, leaving its scripts", () => {
    const html = `<html><head><title>t</title></head><body><main><p>x</p>${STYLE}${SCRIPTS}<astro-island></astro-island></main></body></html>`;
    expect(moveIslandStylesToHead(html)).toBe(
      `<html><head><title>t</title>${STYLE}</head><body><main><p>x</p>${SCRIPTS}<astro-island></astro-island></main></body></html>`,
    );
  });

  it("writes one style when the body has several, and none when the head has it already", () => {
    const twice = `<head></head><body>${STYLE}<astro-island></astro-island><div>${STYLE}</div></body>`;
    expect(moveIslandStylesToHead(twice)).toBe(
      `<head>${STYLE}</head><body><astro-island></astro-island><div></div></body>`,
    );
    const inHead = `<head>${STYLE}</head><body>${STYLE}</body>`;
    expect(moveIslandStylesToHead(inHead)).toBe(`<head>${STYLE}</head><body></body>`);
  });

  it("leaves a page without islands, the page's own styles and a fragment without <head> alone", () => {
    const page = "<head><style>body{color:red}</style></head><body><p>x</p></body>";
    expect(moveIslandStylesToHead(page)).toBe(page);
    const fragment = `<section>${STYLE}<astro-island></astro-island></section>`;
    expect(moveIslandStylesToHead(fragment)).toBe(fragment);
  });
});
