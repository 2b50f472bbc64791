/**
 * The cookies the consent banner's settings panel lists (spec §3 Cookie
 * definition, §4 Consent banner). Only web analytics needs consent.
 *
 * It stays in code rather than in a CMS file: it describes what the code does, not the studio's
 * copy. The cookie names are the ones Google Analytics sets once src/adapters/tag-layer.ts loads it
 * (src/logic/consent-mode.ts `ANALYTICS_COOKIE` removes the same on a denial), so an edit that
 * renamed one would make the panel wrong. The privacy policy's path comes from src/routes.ts.
 */
import type { CookieDefinition } from "./schemas";
import { ROUTES } from "~/routes";

/** The one cookie definition: web analytics by Google Analytics (spec §3 Cookie definition). */
export const cookieDefinitions: CookieDefinition[] = [
  {
    name: "Web analytics (Google Analytics)",
    description:
      "Counts visits and shows which pages are read most, so we know what is useful to authors and publishers. We only see totals, and these cookies are set only if you allow analytics.",
    privacyPolicyLink: ROUTES.privacyPolicy,
    privacyPolicyLinkLabel: "Privacy policy",
    cookies: ["_ga", "_ga_<container-id>", "_gat_gtag_test"],
  },
];
