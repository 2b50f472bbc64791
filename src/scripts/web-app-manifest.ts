/** Where the web app manifest is served (issue 8). */
export const WEB_APP_MANIFEST_HREF = "/site.webmanifest";

/**
 * Links the web app manifest once the page has loaded, never in the HTML (issue 8; issue 13,
 * decision 008): Chrome fetches a linked manifest while the page is still loading, and Lighthouse
 * counts that request in the LCP estimate. The manifest only matters when the visitor installs the
 * site or adds it to a home screen, long after the first paint. Runs from the shell script in
 * `<head>` (src/scripts/shell.ts), so it waits for the window's `load`.
 * @param win - the window whose document gets the link
 * @returns a function that removes the pending listener (tests); does nothing when already linked
 */
export function linkWebAppManifest(win: Window = window): () => void {
  const link = () => {
    const { document } = win;
    // Unquoted: the shell is inlined in every page, whose HTML must not contain `rel="manifest"`.
    if (document.head.querySelector("link[rel=manifest]")) return;
    const element = document.createElement("link");
    element.rel = "manifest";
    element.href = WEB_APP_MANIFEST_HREF;
    document.head.append(element);
  };
  if (win.document.readyState === "complete") {
    link();
    return () => undefined;
  }
  win.addEventListener("load", link, { once: true });
  return () => win.removeEventListener("load", link);
}

// The shell links the manifest on the page's own window.
linkWebAppManifest();
