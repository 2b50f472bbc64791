/**
 * The home page's comparison of three ways to publish (spec §1, §3 Comparison column), from
 * `data/comparison.json`.
 */
import data from "./data/comparison.json" with { type: "json" };
import type { ComparisonColumn, Point } from "./schemas";

/** The three columns, left to right, each with the same five rows. */
export const comparisonColumns = data.comparisonColumns as ComparisonColumn[];

/** The notes under the table. */
export const comparisonNotes: Point[] = data.comparisonNotes;
