/**
 * Reviews: what the studio's clients say (home and testimonials pages) and what readers wrote about
 * the books at book stores (books and testimonials carousels), from `data/reviews.json`.
 * Every reviewer and review of the sample is fictional; the owner replaces them.
 */
import data from "./data/reviews.json" with { type: "json" };
import type { BookStoreReview, ClientReview } from "./schemas.ts";

/** The client reviews; those with `visibleOnHomePage` show on the home page (spec §3 Client review). */
export const clientReviews: ClientReview[] = data.clientReviews;

/** Readers' reviews at book stores, each a truncated excerpt linking to the full text (spec §3 Book-store review). */
export const bookStoreReviews: BookStoreReview[] = data.bookStoreReviews;
