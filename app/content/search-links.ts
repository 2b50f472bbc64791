/**
 * Search pages of the book retailers and review sites the content links to
 * (spec §3 Book.buyButtons and Book-store review.reviewUrl). A search by title
 * keeps working when a retailer changes its product page, so the sample books
 * link to searches; the owner can paste a product URL instead at any time.
 */
import type { BuyButton } from "./schemas";

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

const reviewSites = {
  amazon: bookRetailers.Amazon.search,
  goodreads: "https://www.goodreads.com/search?q=",
} as const;

/** Where readers' reviews of a book can be read in full: a search for its title on Amazon or Goodreads. */
export function reviewSearchUrl(site: keyof typeof reviewSites, title: string): string {
  return reviewSites[site] + encodeURIComponent(title);
}
