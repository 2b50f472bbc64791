/**
 * The shell every page has (issue 24 §2, spec §4), bundled into one classic inline `<head>` script
 * (scripts/astro-shell-script.ts) so that it works from the first paint: each module installs
 * delegated listeners on the document and needs no element to exist yet.
 */
import "./brand-faces";
import "./navigation-bar";
import "./consent-banner";
import "./web-app-manifest";
import "./buy-panel";
import "./contact-links";
import "./contact-form-early";
import { SHELL_READY_MARK } from "./shell-ready";

// After every module's own DOMContentLoaded work: from here on every control of the shell is wired
// (`npm run bench` times it against the first paint).
document.addEventListener("DOMContentLoaded", () => performance.mark(SHELL_READY_MARK));
