/**
 * The front matter (title, description) of the two legal texts, `data/legal/{name}.md` (issue 15).
 * Their bodies are published as /assets/legal/{name}.md (scripts/content-vite.ts).
 *
 * This file is what plain Node runs: it reads the files when imported. Under Vite
 * scripts/content-vite.ts serves this module with the front matter as literals instead, so the
 * browser gets plain data. Both export the same names. validate.ts checks the files at build time.
 */
import { LEGAL_FILES, type LegalFileName, readLegalFile } from "./data-files.server";
import type { LegalFile } from "./schemas";

/** The front matter of the privacy policy and the terms of service, by file name. */
export const legalFiles = Object.fromEntries(
  LEGAL_FILES.map((name) => [name, readLegalFile(name).data as LegalFile]),
) as Record<LegalFileName, LegalFile>;
