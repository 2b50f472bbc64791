/**
 * The resource articles (spec §3 Resource, §9 "Six resources, two featured on
 * the home page"). Each article's body is the markdown file at markdownUrl,
 * fetched and rendered by the article page.
 */
import type { Resource } from "./schemas";

/** The six resource articles, ids 1–6 in id order, with their "next resource" links (spec §3 Resource table). */
export const resources: Resource[] = [
  {
    id: 1,
    name: "How to make your children's book stand out: 12 ideas that work",
    date: "07.05.2025",
    featuredCoverUrl: "/assets/images/resources/1-featured.svg",
    featuredTitle: "12 ideas to make your book stand out",
    galleryCoverUrl: "/assets/images/resources/1-cover.svg",
    markdownUrl: "/assets/resources/1.md",
    resourceUrl: "/resources/1",
    isFeaturedOnHomePage: true,
    nextResourceId: 2,
    summary:
      "Twelve practical ways to help a picture book get noticed, from a one-sentence hook and a read-aloud rhythm to a cover that still works at thumbnail size.",
  },
  {
    id: 2,
    name: "Checking your picture book's vocabulary level with CEFR",
    date: "10.03.2025",
    featuredCoverUrl: "/assets/images/resources/2-featured.svg",
    featuredTitle: "Are your words right for your readers?",
    galleryCoverUrl: "/assets/images/resources/2-cover.svg",
    markdownUrl: "/assets/resources/2.md",
    resourceUrl: "/resources/2",
    isFeaturedOnHomePage: true,
    nextResourceId: 3,
    summary:
      "How to use the six CEFR levels to check whether the words in your picture book suit your readers, including bilingual families and children learning English.",
  },
  {
    id: 3,
    name: "Free KDP ISBN vs. buying your own: what changes for your book",
    date: "10.03.2025",
    featuredCoverUrl: "/assets/images/resources/3-featured.svg",
    featuredTitle: "Free ISBN or your own?",
    galleryCoverUrl: "/assets/images/resources/3-cover.svg",
    markdownUrl: "/assets/resources/3.md",
    resourceUrl: "/resources/3",
    isFeaturedOnHomePage: false,
    nextResourceId: 4,
    summary:
      "What you gain and give up when you take Amazon KDP's free ISBN instead of buying your own, from the imprint on your book to where else you can sell it.",
  },
  {
    id: 4,
    name: "Why every format of your book needs its own ISBN",
    date: "14.02.2025",
    featuredCoverUrl: "/assets/images/resources/4-featured.svg",
    featuredTitle: "One book, one ISBN per format",
    galleryCoverUrl: "/assets/images/resources/4-cover.svg",
    markdownUrl: "/assets/resources/4.md",
    resourceUrl: "/resources/4",
    isFeaturedOnHomePage: false,
    nextResourceId: 5,
    summary:
      "Why your hardcover, paperback and e-book each need a separate ISBN, and how to keep prices and details consistent across every format you publish.",
  },
  {
    id: 5,
    name: "Where to buy ISBNs, and which sellers to avoid",
    date: "21.01.2025",
    featuredCoverUrl: "/assets/images/resources/5-featured.svg",
    featuredTitle: "Buying ISBNs without the pitfalls",
    galleryCoverUrl: "/assets/images/resources/5-cover.svg",
    markdownUrl: "/assets/resources/5.md",
    resourceUrl: "/resources/5",
    isFeaturedOnHomePage: false,
    nextResourceId: 1,
    summary:
      "Where to buy ISBNs in the US, the UK and elsewhere, what a fair price looks like, and the warning signs of resellers that are best avoided.",
  },
  {
    id: 6,
    name: "How to hire a children's book illustrator",
    date: "02.06.2025",
    featuredCoverUrl: "/assets/images/resources/6-featured.svg",
    featuredTitle: "Hiring an illustrator, step by step",
    galleryCoverUrl: "/assets/images/resources/6-cover.svg",
    markdownUrl: "/assets/resources/6.md",
    resourceUrl: "/resources/6",
    isFeaturedOnHomePage: false,
    nextResourceId: 2,
    summary:
      "How to find, brief and hire an illustrator for your children's book: portfolios, budgets, contracts and rights, and the questions to ask before paying a deposit.",
  },
];

/** The ids of all resources; a /resources/{id} route must match one (spec §2 Resource article). */
export const resourceIds: number[] = resources.map((resource) => resource.id);
