/**
 * The content collections of the site (spec §3): one entry per file for the
 * folders the owner adds to (books, resources, legal texts), read by Astro's `glob()` loader
 * and checked against the zod schemas of the site's own check (content/schemas.ts). The list files
 * (`data/site.json`, `reviews.json`, …) stay typed JSON modules: the islands import some of
 * them, and a collection can only be read at build (decision 012).
 *
 * Astro reports a schema problem as "books → 3 data does not match collection schema" and only
 * logs a dangling reference; the site's own check (validate.ts) runs first, when this file is
 * loaded, and stops the build on either with a line naming the file, the entry and the field.
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { BookFileSchema, LegalFileSchema, ResourceFileSchema } from "./content/schemas";
import { contentDir } from "./content/data-files.server";
import { validateContent } from "./content/validate";

// Before Astro reads a file: every file, id and cross-reference checked, the build stopped with one
// line per problem naming the file, the entry and the field (validate.ts).
validateContent();

/** The content folder: src/content/data, or `CONTENT_DIR` (the content-rebuild test builds from a copy). */
const data = contentDir();

/** Ids are the file names (`books/3.json` → "3"), which the check holds equal to the `id` field. */
export const collections = {
  books: defineCollection({ loader: glob({ pattern: "*.json", base: `${data}/books` }), schema: BookFileSchema }),
  resources: defineCollection({
    loader: glob({ pattern: "*.md", base: `${data}/resources` }),
    schema: ResourceFileSchema,
  }),
  legal: defineCollection({ loader: glob({ pattern: "*.md", base: `${data}/legal` }), schema: LegalFileSchema }),
};
