/**
 * Prices: the package groups of the pricing page and the featured children's book offer (spec §3
 * Package group, Package, Offer; §9 prices), from `data/packages.json`. Prices are display
 * text, written exactly as the studio shows them.
 */
import data from "./data/packages.json" with { type: "json" };
import type { Offer, PackageGroup } from "./schemas";

/** The design, addon and standalone groups, in display order (spec §2 Pricing, §9 displayed prices). */
export const packageGroups = data.packageGroups as PackageGroup[];

/** The featured package card (spec §3 Offer, §9 the $2,490 package). */
export const offer: Offer = data.offer;
