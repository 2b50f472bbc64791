/**
 * The ids of the catalogue's books, in catalogue order (spec §3 Book: ids 1–15). A /books/{id}
 * address must match one (spec §2 Book details). Kept apart from books.ts so that the book
 * page's check of its address in the browser ships these numbers instead of the whole
 * catalogue; content.test.ts checks that they are exactly the ids in books.ts.
 */
export const bookIds: number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
