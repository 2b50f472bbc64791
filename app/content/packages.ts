/**
 * Prices: the three package groups of the pricing page and the featured
 * children's book offer (spec §3 Package group, Package, Offer; §9 prices).
 * Prices are display text, written exactly as the studio shows them.
 */
import type { Offer, PackageGroup } from "./schemas";

const mostPopular = {
  highlightBackground: true,
  highlightedIcon: "/assets/images/icons/spark.svg",
  highlightedText: "Most popular",
};

/** The design, addon and standalone groups, in that order (spec §2 Pricing, §9 displayed prices). */
export const packageGroups: PackageGroup[] = [
  {
    type: "design",
    title: "Design packages",
    bottomText: "Every design package includes 24 illustrated pages, and 100% of the royalties go to you, the author.",
    packages: [
      {
        title: "Design and illustration",
        price: "$3,490",
        features: [
          { text: "24 illustrated pages, painted by hand", included: true },
          { text: "Front cover, spine and back cover", included: true },
          { text: "Interior layout and typesetting", included: true },
          { text: "Print-ready files for your printer", included: true },
          { text: "Editing and proofreading", included: false },
          { text: "ISBN, barcode and publishing setup", included: false },
          { text: "100% royalties to the author", included: true },
        ],
        buttonText: "Choose this package",
        buttonType: "yellow",
        moreInfo: { text: "More info", url: "/pricing" },
      },
      {
        title: "Design, illustration, editing",
        price: "$3,890",
        features: [
          { text: "24 illustrated pages, painted by hand", included: true },
          { text: "Front cover, spine and back cover", included: true },
          { text: "Interior layout and typesetting", included: true },
          { text: "Print-ready files for your printer", included: true },
          { text: "Editing and proofreading", included: true },
          { text: "ISBN, barcode and publishing setup", included: false },
          { text: "100% royalties to the author", included: true },
        ],
        buttonText: "Choose this package",
        buttonType: "orange",
        highlightedSettings: mostPopular,
        moreInfo: { text: "More info", url: "/pricing" },
      },
      {
        title: "Self-publishing from A to Z",
        price: "$4,390",
        features: [
          { text: "24 illustrated pages, painted by hand", included: true },
          { text: "Front cover, spine and back cover", included: true },
          { text: "Interior layout and typesetting", included: true },
          { text: "Print-ready files for your printer", included: true },
          { text: "Editing and proofreading", included: true },
          { text: "ISBN, barcode and publishing setup", included: true },
          { text: "100% royalties to the author", included: true },
        ],
        buttonText: "Choose this package",
        buttonType: "honey",
        bottomText: "We set your book up on Amazon KDP and IngramSpark, reaching 45,000+ retailers.",
        moreInfo: { text: "More info", url: "/pricing" },
      },
    ],
  },
  {
    type: "addon",
    title: "Add-ons",
    bottomText: "Add-ons are designed with your book's own characters and can be ordered with any design package.",
    packages: [
      {
        title: "Merchandising kit",
        price: "$150",
        features: [
          { text: "Bookmark design", included: true },
          { text: "Poster of your favorite spread", included: true },
          { text: "Sticker sheet with your characters", included: true },
          { text: "Two coloring pages for readings and events", included: true },
          { text: "Printing and shipping", included: false },
        ],
        buttonText: "Add to my book",
        buttonType: "yellow",
        moreInfo: { text: "More info", url: "/contact-us" },
      },
      {
        title: "Online promotional kit",
        price: "$500",
        features: [
          { text: "10 social media posts and 5 stories", included: true },
          { text: "3D mockups of your book", included: true },
          { text: "Images for your Amazon A+ content", included: true },
          { text: "Banner for your newsletter and profiles", included: true },
          { text: "Running paid ads", included: false },
        ],
        buttonText: "Add to my book",
        buttonType: "orange",
        moreInfo: { text: "More info", url: "/contact-us" },
      },
      {
        title: "Website design kit",
        price: "1000$",
        features: [
          { text: "One-page author website design", included: true },
          { text: "A page for each of your books with buy links", included: true },
          { text: "Contact form and newsletter sign-up", included: true },
          { text: "Works on phones, tablets and desktops", included: true },
          { text: "Domain name and hosting", included: false },
        ],
        buttonText: "Add to my book",
        buttonType: "honey",
        moreInfo: { text: "More info", url: "/contact-us" },
      },
    ],
  },
  {
    type: "standalone",
    title: "Standalone services",
    packages: [
      {
        title: "Trial illustration package",
        price: "$120",
        features: [
          { text: "One full-color illustration from your text", included: true },
          { text: "Sketch of your main character", included: true },
          { text: "One revision round", included: true },
          { text: "Delivered as a high-resolution file", included: true },
        ],
        buttonText: "Try us out",
        buttonType: "yellow",
        moreInfo: { text: "More info", url: "/contact-us" },
      },
      {
        title: "Cover design package",
        price: "$650",
        features: [
          { text: "Three cover concepts to choose from", included: true },
          { text: "Up to three revision rounds", included: true },
          { text: "Front cover, spine and back cover", included: true },
          { text: "Print and e-book versions", included: true },
          { text: "Interior illustrations", included: false },
        ],
        buttonText: "Design my cover",
        buttonType: "orange",
        moreInfo: { text: "More info", url: "/contact-us" },
      },
      {
        title: "Publishing preparation",
        price: "Get a quote",
        features: [
          { text: "Amazon KDP and IngramSpark account setup", included: true },
          { text: "ISBN and barcode guidance", included: true },
          { text: "Book description, categories and keywords", included: true },
          { text: "File checks against printer specifications", included: true },
        ],
        buttonText: "Ask for a quote",
        buttonType: "honey",
        bottomText: "Priced by the formats and platforms you choose.",
        moreInfo: { text: "More info", url: "/contact-us" },
      },
    ],
  },
];

/** The featured children's book package card at the top of the pricing page (spec §3 Offer, §9 the $2,490 offer). */
export const offer: Offer = {
  title: "Children's book package",
  price: "$2,490",
  buttonText: "Start your book",
  description:
    "A complete picture book for a shorter story: hand-painted illustrations, a cover and a finished layout, ready to print and sell.",
  features: [
    "Up to 18 custom illustrations",
    "Up to 1,500 words for up to 24 pages",
    "Cover design",
    "Interior and layout design",
    "For ages 2–7",
  ],
};
