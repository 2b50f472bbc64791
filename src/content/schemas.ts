/**
 * Zod schemas for every kind of fixed content (spec §3) and for the data files that hold it
 * (src/content/data/, decision 006), the one module the content modules, the components, the content
 * config (src/content.config.ts), the checks (content/validate.ts) and the CMS config's test import
 * them from. Content modules are typed with the inferred types (so zod never ships to the browser)
 * and every data file is parsed through its schema by content/validate.ts, which runs in the unit
 * tests and at the start of every build: a malformed entry fails loudly, naming the file, the entry
 * and the field, instead of reaching a visitor. Nothing is declared twice. The messages of the
 * format checks are written for the owner who edits the files.
 *
 * The schemas live in schemas/, by idea: the shared field formats (fields.ts), the entries of
 * spec §3 (entries.ts), the studio and the site's navigation (site.ts), and the data files
 * (data-files.ts).
 */
export * from "./schemas/fields.ts";
export * from "./schemas/entries.ts";
export * from "./schemas/site.ts";
export * from "./schemas/data-files.ts";
