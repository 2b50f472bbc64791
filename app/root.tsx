import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./styles/app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/assets/images/logo.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
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
        <meta name="theme-color" content="#fff8ec" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The root route renders the matched page (the shell is the `site-layout` route). */
export default function App() {
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
        Please reload the page, or <a className="underline" href="/">go to the home page</a>.
      </p>
    </main>
  );
}
