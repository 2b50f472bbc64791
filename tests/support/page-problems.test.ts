import { describe, expect, it } from "vitest";
import { isDownloadCutOffByNavigation } from "./page-problems";

// Firefox's own wording (ESR 153 under Playwright 1.64.1's BiDi driver, seen by cancelling a slow font's
// download with a navigation), with the status of each case.
const report = (status: number) =>
  `download failed (font-family: "Nunito Variable" style:normal weight:400..700 stretch:100 src index:0): status=${status} source: http://127.0.0.1:4174/_astro/nunito-latin-wght-normal.B3kRm2.woff2`;

describe("page errors that are no fault of the page", () => {
  it("a font download cancelled by the next navigation (NS_BINDING_ABORTED) is not a problem", () => {
    expect(isDownloadCutOffByNavigation(report(2152398850))).toBe(true);
  });

  it.each([
    ["the file is missing (NS_ERROR_DOM_BAD_URI)", 2152924148],
    ["the policy blocked it (NS_ERROR_CONTENT_BLOCKED)", 2153578502],
    ["the download failed (NS_ERROR_FAILURE)", 2147500037],
  ])("a font download that failed because %s is still a problem", (_case, status) => {
    expect(isDownloadCutOffByNavigation(report(status))).toBe(false);
  });

  it("a font file the browser refused (a missing file answered with HTML) is still a problem", () => {
    expect(
      isDownloadCutOffByNavigation(
        'rejected by sanitizer (font-family: "Probe" style:normal weight:400 stretch:100 src index:0) source: http://127.0.0.1:4193/missing.woff2',
      ),
    ).toBe(false);
  });

  it("an uncaught exception that mentions the same status is still a problem", () => {
    expect(isDownloadCutOffByNavigation("TypeError: x is undefined (status=2152398850)")).toBe(false);
  });
});
