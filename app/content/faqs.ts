/**
 * Frequently asked questions: the authors' FAQ (services for authors page) and
 * the pricing FAQ (pricing page). Answers carry the studio's commitments of
 * spec §9: timelines, installments, distribution, refunds and cancellation.
 */
import type { FaqItem } from "./schemas";

/** The 17 questions authors ask most, shown on /services-for-authors (spec §3 FAQ item, §9 FAQ claims). */
export const authorFaqs: FaqItem[] = [
  {
    question: "How long does it take to publish a picture book with you?",
    answer:
      "Most books take 1–3 months from the signed agreement to files that are ready to publish. If your text and illustrations are already finished and you only need layout and setup, it can take 2–4 weeks. Books with complex, detailed art can take 3+ months, and we tell you so before we start.",
  },
  {
    question: "Do you use AI-generated art or stock images?",
    answer:
      "No. Every illustration is drawn and painted by our own illustrators, from the first sketch to the final color. We don't use AI-generated art or stock images anywhere in your book, not even for backgrounds or textures.",
  },
  {
    question: "How much of the royalties do I keep?",
    answer:
      "All of them: royalties go 100% to the author. We charge once for our work, as a fixed package price, and take no share of your sales.",
  },
  {
    question: "Who owns the rights to my book and its illustrations?",
    answer:
      "You do. Once the final payment is made, the rights to the illustrations and the design files are transferred to you in writing. We only ask your permission to show the finished book in our portfolio.",
  },
  {
    question: "Where will my book be sold?",
    answer:
      "We publish through Amazon KDP and IngramSpark, which together distribute to over 45,000 outlets: online stores, bookstores and libraries around the world. Each store decides what it stocks, so a listing is not the same as a place on the shelf, and our marketing kits help with that part.",
  },
  {
    question: "How do I pay for my project?",
    answer:
      "You pay in 2–3 installments: the first to reserve your start date, the next when you approve the sketches, and the last before we hand over the final files. Smaller projects are split into two payments.",
  },
  {
    question: "Can I get a refund?",
    answer:
      "We give no refunds once a project starts, because from that day your illustrator's time is reserved for your book. If you would like to see how we work first, our $120 trial illustration package is the place to start.",
  },
  {
    question: "Can I cancel my project?",
    answer:
      "Yes, you can cancel at any time. Prepayments are non-refundable, and you receive everything we have finished up to that point.",
  },
  {
    question: "How quickly will you reply to my message?",
    answer:
      "Within 1 business day, guaranteed. Tell us about your story and we will reply with the next steps, a timeline and a price.",
  },
  {
    question: "I only have a manuscript. Where do I start?",
    answer:
      "That is where most of our authors start. Send us your text through the contact form, along with any ideas you have for the characters. We will read it, suggest a package and a page count, and propose a schedule.",
  },
  {
    question: "How long should my picture book manuscript be?",
    answer:
      "Most picture books for ages 2–7 have 500 to 1,000 words across 24 to 32 pages, and our packages work with up to 1,500 words. If your story is longer, we will help you decide whether to trim it or split it into a series.",
  },
  {
    question: "Will I see sketches before the final illustrations?",
    answer:
      "Yes. We start with character sketches, then a rough storyboard of every spread, and only then paint the final illustrations. You approve each stage before we move on to the next.",
  },
  {
    question: "How many revisions are included?",
    answer:
      "Each stage, from character sketches to storyboard to final color, includes up to two rounds of revisions. Sketches are quick to change, so that is the best time to ask for big changes.",
  },
  {
    question: "Can you edit my story as well?",
    answer:
      'Yes. The "Design, illustration, editing" and "Self-publishing from A to Z" packages include editing by an editor who specializes in children\'s books. They check the pace, the read-aloud rhythm and the vocabulary for your readers\' age, then proofread the final text.',
  },
  {
    question: "Can my book be bilingual or in another language?",
    answer:
      "Yes. We have published books with English and Thai side by side, and we plan the layout around both languages from the first sketch. You provide the translation, or we can recommend a translator we trust.",
  },
  {
    question: "Do I need my own ISBN?",
    answer:
      "Not always. Amazon KDP offers a free ISBN, but it can only be used on Amazon and does not show your own imprint. Our resources explain the difference, and we help you buy your own ISBNs if you decide to.",
  },
  {
    question: "Can you match the style of a book I have already published?",
    answer:
      "Yes. Send us the earlier book and we will match the characters, colors and typography so the new title sits naturally beside it on the shelf, which matters most for a series.",
  },
];

/** The five pricing questions, shown on /pricing (spec §3 FAQ item, §9 FAQ claims). */
export const pricingFaqs: FaqItem[] = [
  {
    question: "What is included in a design package?",
    answer:
      "Every design package includes 24 illustrated pages, the front cover, spine and back cover, the interior layout and print-ready files. The higher packages add editing and publishing setup. Royalties always go 100% to the author.",
  },
  {
    question: "Do I have to pay the whole price up front?",
    answer:
      "No. The price is split into 2–3 installments tied to the stages of your book, so you pay as you see the work progress.",
  },
  {
    question: "What is your refund and cancellation policy?",
    answer:
      "There are no refunds once a project starts. You can cancel at any time; prepayments are non-refundable, and you keep the work finished up to that point.",
  },
  {
    question: "Are there any costs beyond the package price?",
    answer:
      "Only costs paid to others, and only if you need them: your own ISBNs, printed copies for yourself and any advertising you choose to run. We list them with your quote so nothing comes as a surprise.",
  },
  {
    question: "Why is publishing preparation priced by quote?",
    answer:
      "Because it depends on how many formats you publish (hardcover, paperback, e-book) and on which platforms. Tell us your plans and we will send you a fixed price within 1 business day.",
  },
];
