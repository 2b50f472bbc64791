/**
 * Marks the year of the footer's copyright line (footer.tsx; spec §2 Footer) for the shell's
 * current-year script (src/shell/current-year.ts), which writes the visitor's year into it.
 */
export const CURRENT_YEAR_ATTRIBUTE = "data-current-year";
