/**
 * The front matter of the resource articles, `data/resources/{id}.md` (issue 15): one file per
 * article, and a file added to the folder is a new article, with no code change. The body below the
 * front matter is published as /assets/resources/{id}.md (scripts/content-vite.ts).
 *
 * This file is what plain Node runs (the end-to-end specs): it reads the folder when imported.
 * Under Vite scripts/content-vite.ts serves this module from the folder's current files instead,
 * with the front matter as literals, so the browser gets plain data (no file system, no YAML parser,
 * no zod). Both export the same names. validate.ts checks the files at build time.
 */
import { readResourceFiles } from "./data-files.server";
import type { ResourceFile } from "./schemas";

/** Every resource file's front matter, in id order. */
export const resourceFiles: ResourceFile[] = readResourceFiles().map(({ data }) => data as ResourceFile);
