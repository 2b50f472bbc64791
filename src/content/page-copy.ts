/**
 * The headings and lead paragraphs of each page, from `data/page-copy.json`: the studio's
 * own words, kept apart from the components that lay them out.
 */
import data from "./data/page-copy.json" with { type: "json" };
import type { PageCopy } from "./schemas";

/** The home page's headings and introductions. */
export const homeCopy: PageCopy["home"] = data.home;
/** The About page's. */
export const aboutCopy: PageCopy["about"] = data.about;
/** The Portfolio page's. */
export const portfolioCopy: PageCopy["portfolio"] = data.portfolio;
/** The Books page's. */
export const booksCopy: PageCopy["books"] = data.books;
/** The services for authors page's. */
export const authorsCopy: PageCopy["authors"] = data.authors;
/** The services for publishers page's. */
export const publishersCopy: PageCopy["publishers"] = data.publishers;
/** The Pricing page's. */
export const pricingCopy: PageCopy["pricing"] = data.pricing;
/** The Resources page's. */
export const resourcesCopy: PageCopy["resources"] = data.resources;
/** The Testimonials page's. */
export const testimonialsCopy: PageCopy["testimonials"] = data.testimonials;
/** The Contact us page's. */
export const contactCopy: PageCopy["contact"] = data.contact;
