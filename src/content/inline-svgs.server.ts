/**
 * The site's SVG images as `data:` URIs, for the few a page writes into its document: its largest
 * first-screen image, the element its largest contentful paint is made of (decision 023).
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
 * A site SVG as markup to write into a page, for a picture whose every byte counts (the home page's
 * hero, the largest part of its document): no URL encoding, so about 0.4 kB of brotli less than its
 * `data:` URI. The element that holds it names the picture (`role="img"` and its alt text), so the
 * drawing itself is hidden from assistive technology, loses its own `<title>` and `role`, and is
 * sized to its container's width by classes (the page's CSP applies no style attribute, decision 029).
 * @param src - a site URL such as `/assets/images/hero.svg`
 * @param publicDir - the folder the site's static files are served from (the project's `public/`)
 * @returns the `<svg>…</svg>` markup, or `undefined` when the file is not a site SVG, is missing, is
 *   too large, or styles an element with a `style` attribute, which the page's CSP would not apply
 *   (the caller keeps an `<img>`, where the drawing's own styles apply)
 */
export function inlineSvgMarkup(src: string, publicDir = join(process.cwd(), "public")): string | undefined {
  const svg = readSiteSvg(src, publicDir);
  if (svg === undefined || /<[^>]+\sstyle=/.test(svg)) return undefined;
  return svg
    .trim()
    .replace(/<title>[\s\S]*?<\/title>/, "")
    .replace(/^<svg\b([^>]*?)\s+role="img"/, "<svg$1")
    .replace(/^<svg\b/, '<svg aria-hidden="true" focusable="false" class="block h-auto w-full"');
}

/** A site SVG's text, or `undefined` when the URL is not one, the file is missing, or it is too large. */
function readSiteSvg(src: string, publicDir: string): string | undefined {
  if (!/^\/[\w./-]+\.svg$/.test(src) || src.includes("..")) return undefined;
  const path = join(publicDir, src);
  if (!existsSync(path)) return undefined;
  const svg = readFileSync(path, "utf8");
  return Buffer.byteLength(svg) < INLINE_SVG_MAX_BYTES ? svg : undefined;
}

/**
 * The `data:` URI of a site SVG, or `undefined` when it is not one, is missing, or is too large.
 * @param src - a site URL such as `/assets/images/hero.svg`
 * @param publicDir - the folder the site's static files are served from (the project's `public/`)
 * @returns e.g. `data:image/svg+xml,%3csvg%20…`, its spaces written as %20 (`toSrcset`: a URL with raw
 *   spaces is not a valid `src`), or `undefined` (the caller keeps the URL)
 */
export function inlineSvg(src: string, publicDir = join(process.cwd(), "public")): string | undefined {
  const svg = readSiteSvg(src, publicDir);
  return svg === undefined ? undefined : svgToMiniDataURI.toSrcset(svg);
}
