import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** The directive's code, which Astro bundles on its own and inlines before a page's first such island. */
const ENTRYPOINT = fileURLToPath(new URL("../src/islands/interaction-directive.ts", import.meta.url));

/**
 * Registers `client:interaction` (issue 24 §2): an island hydrates on the first interaction with it
 * and replays the presses made before it was ready (src/islands/interaction-directive.ts). Used by
 * the lightbox galleries and the review carousels, so no page loads React before a visitor uses one.
 * @returns the Astro integration; the build fails if the entry does not compile
 */
export function interactionDirective(): AstroIntegration {
  return {
    name: "interaction-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "interaction", entrypoint: ENTRYPOINT });
      },
    },
  };
}
