import { WEB_MANIFEST_PATH } from "~/routes";
import { afterFirstScreen, type FirstScreenWindow } from "./after-first-screen";

/**
 * Links the web app manifest ({@link WEB_MANIFEST_PATH}) once the page's first screen is done
 * ({@link afterFirstScreen}: its load event, its first contentful paint and a second more), never in
 * the HTML (decision 008): Chrome fetches a linked manifest while the page is still loading, and
 * Lighthouse counts a request that ended before the largest paint it observed in its LCP estimate.
 * The manifest only matters when the visitor installs the site or adds it to a home screen, long
 * after the first paint. The shell starts it in `<head>` (src/shell/shell.ts). Never throws; a page
 * that already links a manifest gets no second one.
 * @param win - the window whose document gets the link (the page's own by default)
 */
export function startWebAppManifest(win: FirstScreenWindow & Pick<Window, "document"> = window): void {
  afterFirstScreen(() => {
    const { document } = win;
    // Unquoted: the shell is inlined in every page, whose HTML must not contain `rel="manifest"`.
    if (document.head.querySelector("link[rel=manifest]")) return;
    const element = document.createElement("link");
    element.rel = "manifest";
    element.href = WEB_MANIFEST_PATH;
    document.head.append(element);
  }, win);
}
