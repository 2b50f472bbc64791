import { useHydrated } from "~/lib/use-hydrated";
import logoSvg from "../../../public/assets/images/logo.svg?raw";

/** Where the web app manifest is served (issue 8). */
const WEB_APP_MANIFEST_HREF = "/site.webmanifest";

/** Finds the SVG favicon link in `<head>`. */
const SVG_FAVICON_SELECTOR = 'link[rel="icon"][type="image/svg+xml"]';

/**
 * The logo as a `data:` URL. The prerender makes it (the encoder is imported there only, so neither
 * it nor the SVG ships inside the JavaScript); in the browser it is read back from the prerendered
 * `<link>`, so React claims that element as it hydrates. Where there is none (the dev server's
 * empty shell), the file's URL.
 */
const svgFaviconHref = import.meta.env.SSR
  ? (await import("mini-svg-data-uri")).default(logoSvg)
  : (document.head.querySelector(SVG_FAVICON_SELECTOR)?.getAttribute("href") ?? "/assets/images/logo.svg");

/**
 * The SVG favicon, written into the page itself (issue 13, decision 008). Browsers that draw SVG
 * favicons take it from the HTML and request nothing; the others take the 32 px PNG or
 * `/favicon.ico` that `root.tsx` links. A favicon request in the first moments of a load adds a
 * round trip to Lighthouse's LCP estimate, although it holds back no paint.
 * @returns the `<link rel="icon" type="image/svg+xml">` element for `<head>`
 */
export function SvgFavicon() {
  return <link rel="icon" type="image/svg+xml" href={svgFaviconHref} />;
}

/**
 * The web app manifest link (issue 8), added once the page has hydrated rather than in the
 * prerendered HTML (issue 13, decision 008): Chrome fetches a linked manifest while the page is
 * still loading, and Lighthouse counts that request in the LCP estimate. The manifest only matters
 * when the visitor installs the site or adds it to a home screen, long after the first paint.
 * @returns the `<link rel="manifest">` element after hydration, nothing before
 */
export function WebAppManifestLink() {
  return useHydrated() ? <link rel="manifest" href={WEB_APP_MANIFEST_HREF} /> : null;
}
