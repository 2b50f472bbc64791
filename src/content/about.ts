/** The numbered points of the About page (spec §2 About), from `data/about.json`. */
import data from "./data/about.json" with { type: "json" };
import type { Point } from "./schemas";

/** How the studio works, in display order. */
export const aboutPoints: Point[] = data.aboutPoints;
