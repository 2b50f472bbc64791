/**
 * The cookies the consent banner's settings panel lists (spec §3 Cookie
 * definition, §4 Consent banner). Only web analytics needs consent.
 */
import type { CookieDefinition } from "./schemas";

/** The one cookie definition: web analytics by Google Analytics (spec §3 Cookie definition). */
export const cookieDefinitions: CookieDefinition[] = [
  {
    name: "Web analytics (Google Analytics)",
    description:
      "Counts visits and shows which pages are read most, so we know what is useful to authors and publishers. We only see totals, and these cookies are set only if you allow analytics.",
    privacyPolicyLink: "/privacy-policy",
    privacyPolicyLinkLabel: "Privacy policy",
    cookies: ["_ga", "_ga_<container-id>", "_gat_gtag_test"],
  },
];
