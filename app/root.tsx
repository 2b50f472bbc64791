import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { tagLayerScript } from "./features/consent/consent-mode";
import { firstVisitScript } from "./features/consent/first-visit";
import { earlyEventsScript } from "./features/early-events/capture-script";
import { useEarlyEventReplay } from "./features/early-events/replay";
import { ScrollManager } from "./features/navigation/scroll-manager";
import { brandFontsScript } from "./features/brand-fonts/load-script";
import { BRAND_FONT_FACES } from "./styles/generated/brand-fonts";
import { SvgFavicon, WebAppManifestLink } from "./components/layout/head-icons";
import { FirstPaintExpect } from "./components/layout/first-paint-expect";
import inlineCss from "./styles/app.css?inline";

/**
 * The whole stylesheet, inlined into every prerendered page so the first paint
 * waits for no request (speed: FCP). It exists only in the server render: the
 * browser keeps the prerendered <style> through hydration and navigations, and
 * the CSS text never ships inside the JavaScript.
 */
const documentCss = import.meta.env.SSR ? inlineCss : "";

/**
 * The inline `<head>` scripts, likewise only in the server render (issue 13): they run once, from
 * the prerendered HTML, before any module; hydration keeps them as they are, so their source never
 * ships inside the JavaScript. The HTML is unchanged byte for byte, so the CSP hashes
 * (scripts/deploy-configs.ts, server/security-policy.ts) still match.
 */
const headScripts = import.meta.env.SSR
  ? { tagLayer: tagLayerScript(), firstVisit: firstVisitScript(), earlyEvents: earlyEventsScript() }
  : { tagLayer: "", firstVisit: "", earlyEvents: "" };

/** The brand-font loader, like the stylesheet only in the server render (it runs once, before hydration). */
const brandFonts = import.meta.env.SSR ? brandFontsScript(BRAND_FONT_FACES) : "";

export const links: Route.LinksFunction = () => [
  // Favicons drawn from the logo (issue 8): browsers take the SVG (<SvgFavicon />, in the page) where
  // they can, else the 32 px PNG; /favicon.ico answers those that ask for it unprompted. iOS home
  // screens use the opaque 180 px icon. The manifest link comes after hydration (<WebAppManifestLink />).
  { rel: "icon", href: "/assets/images/app-icons/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png", sizes: "180x180" },
];

/**
 * The HTML document around every page: language, viewport, meta and links of
 * the matched routes, and the scripts that hydrate the prerendered HTML.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Consent Mode v2 default (all denied) before any other script runs (spec §7). */}
        <script dangerouslySetInnerHTML={{ __html: headScripts.tagLayer }} suppressHydrationWarning />
        {/* Shows the prerendered consent banner before hydration only if no choice is stored (first-visit.ts). */}
        <script dangerouslySetInnerHTML={{ __html: headScripts.firstVisit }} suppressHydrationWarning />
        {/* Every control works from the first paint: presses before hydration are captured, replayed after (capture-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: headScripts.earlyEvents }} suppressHydrationWarning />
        <meta name="theme-color" content="#fff8ec" />
        {/* No paint until the page is parsed to its footer: a page arriving in parts never shows half-built and shifts (first-paint-expect.tsx). */}
        <FirstPaintExpect />
        <style dangerouslySetInnerHTML={{ __html: documentCss }} suppressHydrationWarning />
        {/* The brand faces, cut to the site's text, load after the first paint; metric-matched fallbacks until then (load-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: brandFonts }} suppressHydrationWarning />
        <Meta />
        <Links />
        <SvgFavicon />
        <WebAppManifestLink />
      </head>
      <body>
        {children}
        {/* In place of React Router's <ScrollRestoration />: smooth scroll to top after 100 ms, restore on back (spec §2). */}
        <ScrollManager />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The root route renders the matched page (the shell is the `site-layout` route), replays the
 * presses made before hydration (issue 12) and then marks the document hydrated.
 */
export default function App() {
  useEarlyEventReplay();
  return <Outlet />;
}

/**
 * Last-resort error view for an unexpected failure while rendering a page.
 * Unknown paths never reach it: they have their own bare 404 route.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status}` : "Something went wrong";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="container-page py-24 text-center">
      <h1>{title}</h1>
      <p className="mt-4 text-lead">
        Please reload the page, or{" "}
        <a className="underline" href="/">
          go to the home page
        </a>
        .
      </p>
    </main>
  );
}
