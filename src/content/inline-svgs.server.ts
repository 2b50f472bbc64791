/**
 * The site's SVG images as `data:` URIs, for the few a page writes into its document: its largest
 * first-screen image, the element its largest contentful paint is made of (issue 36, decision 023).
 * An image in the document needs no request after it; in a slow-link model every request a first
 * paint waits for costs at least one more round trip.
 *
 * Build-time only: `ContentImage` (src/components/ui/content-image.tsx) reads it when a page is
 * rendered. The files are read from public/ (the artwork, art/; the owner's uploads), where
 * the build runs (the project root).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import svgToMiniDataURI from "mini-svg-data-uri";

/**
 * The largest SVG, in bytes, written into a document: an image this large or larger stays a file, so a
 * heavy upload cannot bloat every page that shows it first (the critical-bytes budget would flag it).
 */
export const INLINE_SVG_MAX_BYTES = 32_000;

/**
 * The `data:` URI of a site SVG, or `undefined` when it is not one, is missing, or is too large.
 * @param src - a site URL such as `/assets/images/hero.svg`
 * @param publicDir - the folder the site's static files are served from (the project's `public/`)
 * @returns e.g. `data:image/svg+xml,%3csvg%20…`, its spaces written as %20 (`toSrcset`: a URL with raw
 *   spaces is not a valid `src`), or `undefined` (the caller keeps the URL)
 */
export function inlineSvg(src: string, publicDir = join(process.cwd(), "public")): string | undefined {
  if (!/^\/[\w./-]+\.svg$/.test(src) || src.includes("..")) return undefined;
  const path = join(publicDir, src);
  if (!existsSync(path)) return undefined;
  const svg = readFileSync(path, "utf8");
  return Buffer.byteLength(svg) < INLINE_SVG_MAX_BYTES ? svgToMiniDataURI.toSrcset(svg) : undefined;
}
