/**
 * Search pages of the book retailers the books link to (spec §3 Book.buyButtons). A search by title
 * keeps working when a retailer changes its product page, so a book file without `buyButtons` links
 * to these searches (from-files.ts); the owner can list product pages instead at any time.
 */
import type { BuyButton } from "./schemas.ts";

/** Retailers of a book's Buy button, each with where it sells (spec §3 Book.buyButtons). */
export const bookRetailers = {
  Amazon: { region: "worldwide", search: "https://www.amazon.com/s?k=" },
  "Barnes & Noble": { region: "worldwide", search: "https://www.barnesandnoble.com/s/" },
  "Bookshop.org": { region: "worldwide", search: "https://bookshop.org/search?keywords=" },
  Waterstones: { region: "uk", search: "https://www.waterstones.com/books/search/term/" },
  Foyles: { region: "uk", search: "https://www.foyles.co.uk/search?term=" },
  "Blackwell's": { region: "uk", search: "https://blackwells.co.uk/bookshop/search?keyword=" },
} as const satisfies Record<string, { region: BuyButton["region"]; search: string }>;

export type BookRetailer = keyof typeof bookRetailers;

/** All six retailers, worldwide ones first. */
export const allBookRetailers = Object.keys(bookRetailers) as BookRetailer[];

/** Retailer buttons for a book, in the order given; the title is URL-encoded into each retailer's search. */
export function buyButtonsFor(title: string, retailers: readonly BookRetailer[] = allBookRetailers): BuyButton[] {
  return retailers.map((retailer) => ({
    text: retailer,
    url: bookRetailers[retailer].search + encodeURIComponent(title),
    region: bookRetailers[retailer].region,
  }));
}
