/**
 * From what the owner writes in a data file to the entry the pages use: the addresses
 * that follow from an id are added here, so nobody types them twice. Pure and browser-safe (no zod).
 */
import type { Book, BookFile, Resource, ResourceFile } from "./schemas.ts";
import { buyButtonsFor } from "./search-links.ts";
import { bookPath, resourceMarkdownPath, resourcePath } from "../routes.ts";

/**
 * A book of `data/books/{id}.json` as the pages use it (spec §3 Book).
 * @param file - the parsed file
 * @returns the book with `bookDetailsPageUrl` `/books/{id}`, and, when the file lists no `buyButtons`
 *   (or an empty list), the search buttons of every retailer for its title
 */
export function toBook(file: BookFile): Book {
  return {
    id: file.id,
    bookName: file.bookName,
    galleryCoverUrl: file.galleryCoverUrl,
    galleryDescription: file.galleryDescription,
    bookDetailsPageUrl: bookPath(file.id),
    bookDetailsGalleryImages: file.bookDetailsGalleryImages,
    bookDescription: file.bookDescription,
    author: file.author,
    illustrator: file.illustrator,
    readingAge: file.readingAge,
    printLength: file.printLength,
    language: file.language,
    bookFormats: file.bookFormats,
    booksYouMayLike: file.booksYouMayLike,
    buyButtons: file.buyButtons?.length ? file.buyButtons : buyButtonsFor(file.bookName),
  };
}

/**
 * A resource of `data/resources/{id}.md` as the pages use it (spec §3 Resource).
 * @param file - the parsed front matter
 * @returns the resource with `markdownUrl` `/assets/resources/{id}.md` (where the build publishes the
 *   article's body, spec §7) and `resourceUrl` `/resources/{id}`
 */
export function toResource(file: ResourceFile): Resource {
  return {
    id: file.id,
    name: file.name,
    date: file.date,
    featuredCoverUrl: file.featuredCoverUrl,
    featuredTitle: file.featuredTitle,
    galleryCoverUrl: file.galleryCoverUrl,
    markdownUrl: resourceMarkdownPath(file.id),
    resourceUrl: resourcePath(file.id),
    isFeaturedOnHomePage: file.isFeaturedOnHomePage,
    nextResourceId: file.nextResourceId,
    summary: file.summary,
  };
}
