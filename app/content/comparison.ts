/**
 * The home page's get-started comparison of three ways to publish, and the two
 * notes under it (spec §1, §9 comparison copy). Every column has the same five
 * rows, in the same order.
 */
import type { ComparisonColumn, Point } from "./schemas";

/** The traditional way, vanity publishing and your own business, left to right (spec §1, §9 comparison copy). */
export const comparisonColumns: ComparisonColumn[] = [
  {
    position: "left",
    header: "The traditional way",
    title: "Find an agent, then a publisher",
    features: [
      { name: "Cost or investment", description: "Free to submit, but about 99% of manuscripts are rejected" },
      { name: "Time to publish", description: "6–36 months after a contract is signed" },
      { name: "Royalties", description: "2–10% of the book's price" },
      { name: "Marketing and distribution", description: "Decided by the publisher, with little say for you" },
      { name: "Transfer of rights", description: "You sign your publishing rights over, often for many years" },
    ],
  },
  {
    position: "center",
    header: "Vanity publishing",
    title: "Pay a company to publish for you",
    features: [
      { name: "Cost or investment", description: "$5,000–$30,000+ in upfront fees" },
      { name: "Time to publish", description: "6–18 months" },
      { name: "Royalties", description: "35–75%, after the company's costs and cut" },
      { name: "Marketing and distribution", description: "Sold as extra packages, often with limited reach" },
      { name: "Transfer of rights", description: "Often tied to the company's contract and account" },
    ],
  },
  {
    position: "right",
    header: "The new way: your own business",
    title: "Self-publish with a professional team",
    features: [
      { name: "Cost or investment", description: "From $300/mo, spread over your project" },
      { name: "Time to publish", description: "1–3 months" },
      { name: "Royalties", description: "100% go to you" },
      {
        name: "Marketing and distribution",
        description: "45,000+ retailers, plus marketing kits drawn for your book",
      },
      { name: "Transfer of rights", description: "None: every right stays with you" },
    ],
  },
];

/** The two notes shown under the comparison table (spec §1 "followed by two notes"). */
export const comparisonNotes: Point[] = [
  {
    title: "Typical figures, not promises",
    description:
      "Rejection rates, timelines and royalty shares are the ranges authors most often report; your contract or platform sets the exact terms.",
  },
  {
    title: "You are the publisher",
    description:
      "On the new way, the ISBNs, retailer accounts and royalties are in your name. We do the art, the design and the setup, and you keep the business.",
  },
];
