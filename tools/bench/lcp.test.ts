import { describe, expect, it } from "vitest";
import { lcpElement, medianRunLcp } from "./lcp.ts";

/** Lighthouse's `largest-contentful-paint-element` audit around one node. */
const audits = (node: { snippet: string; nodeLabel: string }) => ({
  "largest-contentful-paint-element": { details: { type: "list", items: [{ type: "table", items: [{ node }] }] } },
});
const cover = {
  snippet: '<img alt="Cover of Pip and the Moon Kite: a small red fox on a hilltop" src="/_astro/a.jpg">',
  nodeLabel: "Cover of Pip and the Moon Kite: a small red fox on a hilltop holding a kite",
};
const image = (imageUrl: string) => ({ name: "LargestImagePaint::Candidate", args: { data: { imageUrl } } });

describe("lcpElement (what a Lighthouse run saw as the LCP)", () => {
  it("names an image by its tag and shortened label, with the last candidate's file and its bytes on the wire", () => {
    const lcp = lcpElement(
      audits(cover),
      [image("https://127.0.0.1:1/_astro/small.avif"), { name: "Other" }, image("https://127.0.0.1:1/_astro/big.avif")],
      [
        { url: "https://127.0.0.1:1/_astro/small.avif", transferSize: 9000 },
        { url: "https://127.0.0.1:1/_astro/big.avif", transferSize: 61234 },
      ],
    );
    expect(lcp).toEqual({
      element: 'img "Cover of Pip and the Moon Kite: a small red fox…"',
      url: "https://127.0.0.1:1/_astro/big.avif",
      bytes: 61234,
    });
  });

  it("names a text element without a file, and an inline image as a data: URL without bytes", () => {
    expect(
      lcpElement(audits({ snippet: '<h1 class="x">', nodeLabel: "Picture books,\n painted by hand" }), [], []),
    ).toEqual({
      element: 'h1 "Picture books, painted by hand"',
    });
    expect(lcpElement(audits(cover), [image("data:image/svg+xml,%3Csvg")], [])).toMatchObject({ url: "data:" });
    expect(lcpElement(audits(cover), [image("data:image/svg+xml,%3Csvg")], [])).not.toHaveProperty("bytes");
  });

  it("says ? when Lighthouse named no element", () => {
    expect(lcpElement({}, [], [])).toEqual({ element: "?" });
  });
});

describe("medianRunLcp (the element that goes with the reported LCP)", () => {
  it("takes the run at the median LCP time, the upper one of an even count", () => {
    const run = (lcpMs: number) => ({ lcpMs, lcp: { element: `run at ${lcpMs}` } });
    expect(medianRunLcp([run(3000), run(1000), run(2000)])).toEqual({ element: "run at 2000" });
    expect(medianRunLcp([run(1000), run(2000)])).toEqual({ element: "run at 2000" });
    expect(() => medianRunLcp([])).toThrow("no run");
  });
});
