/**
 * The statistic blocks of the About and Portfolio pages (spec §3 Info block), from
 * `data/info-blocks.json`.
 */
import data from "./data/info-blocks.json" with { type: "json" };
import type { InfoBlock } from "./schemas";

/** The About page's figures. */
export const aboutInfoBlocks: InfoBlock[] = data.aboutInfoBlocks;

/** The Portfolio page's figures. */
export const portfolioInfoBlocks: InfoBlock[] = data.portfolioInfoBlocks;
