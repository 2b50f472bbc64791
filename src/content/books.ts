/**
 * The book catalogue (spec §3 Book), one file per book in `data/books/{id}.json` (issue 15). The
 * sample's books, authors and illustrators are fictional; the owner replaces them. In the sample,
 * book 15 is the personalized-only book, ordered by e-mail.
 */
import { bookFiles } from "./book-files";
import { toBook } from "./from-files";
import type { Book } from "./schemas";

/** Every book of the catalogue, in id order, with its page address and Buy buttons filled in (from-files.ts). */
export const books: Book[] = bookFiles.map(toBook);

/** The ids of all books, in catalogue order (book-ids.ts, which the book page ships to the browser). */
export { bookIds } from "./book-ids";
