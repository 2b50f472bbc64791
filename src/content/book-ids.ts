/**
 * The ids of the catalogue's books, in catalogue order (spec §3 Book), from the names of the files in
 * `data/books/` (issue 15). A /books/{id} address must match one (spec §2 Book details). Kept apart
 * from books.ts so that the book page's check of its address in the browser ships these numbers
 * instead of the whole catalogue; the validator checks that each file's name is its book's id.
 */
import { bookFileIds } from "./book-files";

/** The book ids, e.g. [1, 2, …, 15] for the sample. */
export const bookIds: number[] = bookFileIds;
