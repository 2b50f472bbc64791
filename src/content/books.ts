/**
 * The book catalogue (spec §3 Book), one file per book in `data/books/{id}.json`, read
 * from the `books` collection (content.config.ts) at build; build-time only. The sample's books,
 * authors and illustrators are fictional; the owner replaces them. In the sample, book 15 is the
 * personalized-only book, ordered by e-mail.
 */
import { getCollection } from "astro:content";
import { toBook } from "./from-files";
import type { Book } from "./schemas";

/** Every book of the catalogue, in id order, with its page address and Buy buttons filled in (from-files.ts). */
export const books: Book[] = (await getCollection("books"))
  .map((entry) => toBook(entry.data))
  .sort((a, b) => a.id - b.id);
