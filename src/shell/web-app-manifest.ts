/** Where the web app manifest is served. */
export const WEB_APP_MANIFEST_HREF = "/site.webmanifest";

/**
 * Links the web app manifest ({@link WEB_APP_MANIFEST_HREF}) once the page has loaded, never in the
 * HTML (decision 008): Chrome fetches a linked manifest while the page is still loading, and
 * Lighthouse counts that request in the LCP estimate. The manifest only matters when the visitor
 * installs the site or adds it to a home screen, long after the first paint. The shell starts it in
 * `<head>` (src/shell/shell.ts), so it waits for the window's `load`; on a page already loaded it
 * links at once. Never throws; a page that already links a manifest gets no second one.
 * @param win - the window whose document gets the link (the page's own by default)
 * @returns a function that removes the pending `load` listener (tests); does nothing once linked
 */
export function startWebAppManifest(win: Window = window): () => void {
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
