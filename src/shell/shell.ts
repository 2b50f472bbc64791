/**
 * The shell every page has (spec §4), bundled into one classic inline `<head>` script
 * (integrations/astro-shell-script.ts) so that it works from the first paint. Each module only exports
 * its start function; this entry starts them, in this order, while `<head>` is parsed: each
 * installs delegated listeners on the document and needs no element to exist yet.
 */
import { startBrandFaces } from "./brand-faces";
import { startTextFace } from "./text-face";
import { startNavigationBar } from "./navigation-bar";
import { startConsentBanner } from "./consent-banner";
import { startWebAppManifest } from "./web-app-manifest";
import { startBuyPanel } from "./buy-panel";
import { startContactLinks } from "./contact-links";
import { startContactFormEarly } from "./contact-form-early";
import { startCurrentYear } from "./current-year";
import { SHELL_READY_MARK } from "./shell-ready";

startBrandFaces();
startTextFace();
startNavigationBar();
startConsentBanner();
startWebAppManifest();
startBuyPanel();
startContactLinks();
startContactFormEarly();
startCurrentYear();

// After every module's own DOMContentLoaded work: from here on every control of the shell is wired
// (`npm run bench` times it against the first paint).
document.addEventListener("DOMContentLoaded", () => performance.mark(SHELL_READY_MARK));
