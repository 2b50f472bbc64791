import { ContentImage } from "~/components/ui/content-image";
import type { Book } from "~/content/schemas";

/** What a cover in the grid needs of a book. */
export type BookCard = Pick<Book, "id" | "bookName" | "galleryCoverUrl" | "galleryDescription" | "bookDetailsPageUrl">;

/**
 * Picks the fields of {@link BookCard} from a book, so pages send only those.
 * @param book - a catalogue entry
 */
export function toBookCard({ id, bookName, galleryCoverUrl, galleryDescription, bookDetailsPageUrl }: Book): BookCard {
  return { id, bookName, galleryCoverUrl, galleryDescription, bookDetailsPageUrl };
}

/**
 * Book covers in a grid, each linking to its book page (spec §2 Books, Book details).
 * @param slot - the catalogue's five columns, or the three of "Books you may like" (picture-slots.ts)
 */
export function BookGrid({
  books,
  headingLevel = 2,
  slot = "book-card",
}: {
  books: readonly BookCard[];
  headingLevel?: 2 | 3;
  slot?: "book-card" | "book-card-may-like";
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-5">
      {books.map((book) => (
        // Two columns on a phone: an odd last cover sits centred under the pair instead of alone on the left.
        <li
          key={book.id}
          className="max-sm:last:odd:col-span-2 max-sm:last:odd:mx-auto max-sm:last:odd:w-[calc(50%-0.5rem)]"
        >
          <a href={book.bookDetailsPageUrl} className="group block">
            <ContentImage
              src={book.galleryCoverUrl}
              slot={slot}
              alt={book.galleryDescription}
              width={300}
              height={400}
              loading="lazy"
              className="h-auto w-full rounded-lg shadow-card ring-1 ring-line/70 transition duration-300 group-hover:-translate-y-1 group-hover:shadow-lift"
            />
            <Heading className="mt-3 text-base leading-snug font-semibold group-hover:text-orange-deep">
              {book.bookName}
            </Heading>
          </a>
        </li>
      ))}
    </ul>
  );
}
