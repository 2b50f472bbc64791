/**
 * Set on <html> once the prerendered page has hydrated, settled, and replayed the presses made
 * before that (app/features/early-events/replay.ts). Pages hydrate a moment after their first
 * paint (scripts/defer-hydration.ts); controls pressed earlier are captured and replayed, links
 * work natively. End-to-end tests wait for it before ordinary interactions
 * (tests/e2e/fixtures.ts); CSS or monitoring may use it too.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** The User Timing mark made at the same moment, so `npm run bench` can report paint → hydration (issue 12). */
export const HYDRATED_MARK = "hydrated";
