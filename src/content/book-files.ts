/**
 * The book files, `data/books/{id}.json` (issue 15): one file per book, and a file added to the
 * folder is a new book, with no code change.
 *
 * This file is what plain Node runs (the end-to-end specs): it reads the folder when imported.
 * Under Vite (dev server, build, both bundles) scripts/content-vite.ts serves this module from the
 * folder's current listing instead, as static imports of the files, so the browser gets plain data
 * (no file system, no zod) and only what it uses: the book page's address check takes `bookFileIds`
 * and none of the books. Both export the same names. validate.ts checks the files at build time.
 */
import { idFromFileName, readBookFiles } from "./data-files.server";
import type { BookFile } from "./schemas";

const books = readBookFiles();

/** Every book file's content, in id order. */
export const bookFiles: BookFile[] = books.map(({ data }) => data as BookFile);

/** The books' ids, from their file names (`3.json` → 3), in id order. */
export const bookFileIds: number[] = books.flatMap(({ file }) => idFromFileName(file) ?? []);
