/**
 * Frequently asked questions: the authors' FAQ (services for authors page) and the pricing FAQ
 * (pricing page), from `data/faqs.json`. Answers carry the studio's commitments of spec §9:
 * timelines, installments, distribution, refunds and cancellation.
 */
import data from "./data/faqs.json" with { type: "json" };
import type { FaqItem } from "./schemas";

/** The questions authors ask most, shown on /services-for-authors (spec §3 FAQ item, §9 FAQ claims). */
export const authorFaqs: FaqItem[] = data.authorFaqs;

/** The pricing questions, shown on /pricing (spec §3 FAQ item). */
export const pricingFaqs: FaqItem[] = data.pricingFaqs;
