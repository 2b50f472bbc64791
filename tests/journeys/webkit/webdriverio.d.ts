import type { Viewport } from "./support/viewport.ts";

declare global {
  namespace WebdriverIO {
    interface Capabilities {
      /** WebKitWebDriver's own: the browser to start and its arguments. */
      "webkitgtk:browserOptions"?: { binary: string; args?: string[] };
      /** This suite's own: the viewport a session runs its journeys at (support/viewport.ts). */
      "studio:viewport"?: Viewport;
    }
  }
}
