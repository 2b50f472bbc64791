/**
 * The studio itself: name, contact address, owner, review platform and social profiles, plus the
 * retailer strip and the copy claims of spec §1, from `data/site.json`. The studio, its
 * owner and the review platform are a fictional sample the owner replaces.
 */
import data from "./data/site.json" with { type: "json" };
import type { Studio } from "./schemas.ts";

/** The studio: name and slogan (footer copyright line), e-mail, owner profile card, review platform, social links (spec §1, §2). */
export const studio: Studio = data.studio;

/** The retailers of the home page's book-distributors strip, in display order (spec §2 Home). */
export const retailers: string[] = data.retailers;

/** The disclaimer shown under the retailer strip (spec §2 Home). */
export const retailerDisclaimer: string = data.retailerDisclaimer;

/** The copy claims of spec §1, as the short figures the pages quote. */
export const claims: { distributionRetailers: string; replyPromise: string; rating: string } = data.claims;
