/**
 * Pins of the fictional sample content the site ships with ("Bramble & Bee Studio", its books,
 * articles, reviews and prices: src/content/README.md): its counts (spec §3, §9), its displayed
 * prices and claims (§1, §9), its titles, picture names and studio details. They hold only for the
 * sample and guard it against typing mistakes. When the owner replaces the sample, they update these
 * checks to their own content or delete them (src/content/README.md, "Let the checks catch mistakes"). The sample's
 * section copy is pinned in sample-sections.test.ts; the rules every content keeps (references
 * between entries, routes, pictures) are in content-rules.test.ts, and the build's own check
 * (validate.ts) allows any number of entries.
 */
import { describe, expect, it } from "vitest";
import * as faqs from "~/content/faqs";
import * as galleries from "~/content/galleries";
import * as packages from "~/content/packages";
import * as reviews from "~/content/reviews";
import * as site from "~/content/site";
import { checkContent } from "~/content/validate";
import { bookPath, resourceMarkdownPath, resourcePath, ROUTES } from "~/routes";
import { contentAssetUrls } from "../../tests/support/content-assets";

// The books and articles as the build makes them: the content collections read the same files,
// which the build's check (validate.ts) reads and checks first; astro:content exists only in a build.
const { books, resources } = checkContent();
const bookIds = books.map((book) => book.id);
const resourceIds = resources.map((resource) => resource.id);

/** Copy uses en dashes in ranges ("1–3 months"); the spec writes hyphens. Compare on hyphens. */
const plain = (text: string) => text.replace(/[\u2013\u2014]/g, "-");

function bookById(id: number) {
  const book = books.find((candidate) => candidate.id === id);
  if (!book) throw new Error(`no book ${id}`);
  return book;
}

describe("books (spec §3 Book)", () => {
  it("has 15 books with ids 1 to 15, unique and in order", () => {
    expect(books.map((book) => book.id)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    expect(bookIds).toEqual(books.map((book) => book.id));
    expect(new Set(books.map((book) => book.bookName)).size).toBe(15);
  });

  it("keeps the titles the artwork is drawn for", () => {
    expect(books.map((book) => book.bookName)).toEqual([
      "Pip and the Moon Kite",
      "The Bear Who Borrowed a Bicycle",
      "Granny Fig's Garden Band",
      "Luna Counts the Fireflies",
      "Where Do Puddles Go?",
      "Otto the Octopus Tidies Up",
      "A Lighthouse for Little Gull",
      "The Snow Hare's Secret Path",
      "Mango and the Monsoon",
      "Hedgehog's Hat Shop",
      "Ember, the Shy Little Dragon",
      "Benny's Busy Bakery",
      "The Night Train to Dreamland",
      "Bao and the Paper Boats",
      "My Very Own Adventure",
    ]);
  });

  it("gives each book its own page and image URLs", () => {
    for (const book of books) {
      const folder = `/assets/images/books/${book.id}`;
      expect(book.bookDetailsPageUrl).toBe(bookPath(book.id));
      expect(book.galleryCoverUrl).toBe(`${folder}/cover-preview.svg`);
      expect(
        book.bookDetailsGalleryImages.map(({ previewImageUrl, fullImageUrl }) => [previewImageUrl, fullImageUrl]),
      ).toEqual([
        [`${folder}/cover-preview.svg`, `${folder}/cover.svg`],
        [`${folder}/spread-1-preview.svg`, `${folder}/spread-1.svg`],
        [`${folder}/spread-2-preview.svg`, `${folder}/spread-2.svg`],
      ]);
    }
  });

  it("sells books 1–14 in print or e-book through worldwide and UK retailers searching for the right title", () => {
    for (const book of books.slice(0, 14)) {
      expect(book.bookFormats.length).toBeGreaterThan(0);
      expect(book.bookFormats).not.toContain("personalized children's book");
      expect(book.buyButtons.length).toBeGreaterThanOrEqual(5);
      expect(book.buyButtons.length).toBeLessThanOrEqual(6);
      expect(book.buyButtons.map((button) => button.region)).toEqual(expect.arrayContaining(["worldwide", "uk"]));
      for (const button of book.buyButtons) expect(button.url).toContain(encodeURIComponent(book.bookName));
    }
  });

  it("uses the spec's reading ages and languages", () => {
    expect(bookById(4).readingAge).toBe("0+");
    expect(bookById(9).language).toBe("english + thai");
    expect(bookById(14).language).toBe("english + thai");
    for (const book of books.slice(0, 14).filter((book) => ![9, 14].includes(book.id))) {
      expect(book.language).toBe("english");
    }
  });

  it("makes book 15 the personalized-only book, ordered by e-mail", () => {
    const personalized = bookById(15);
    expect(personalized.bookFormats).toEqual(["personalized children's book"]);
    expect(personalized.language).toBe("any language");
    expect(personalized.printLength).toBe("18-32 pages");
    expect(personalized.readingAge).toBe("2+");
    expect(personalized.buyButtons).toEqual([
      {
        text: "Personalize",
        url: "mailto:hello@brambleandbee.example?subject=Personalized%20book%3A%20My%20Very%20Own%20Adventure",
        region: "worldwide",
      },
    ]);
  });
});

describe("reviews (spec §3 Client review, Book-store review)", () => {
  const bookNames = books.map((book) => book.bookName);

  it("has three client reviews, all on the home page, each about a catalogue book", () => {
    expect(reviews.clientReviews).toHaveLength(3);
    for (const review of reviews.clientReviews) {
      expect(review.visibleOnHomePage).toBe(true);
      expect(bookNames).toContain(review.projectName);
    }
    expect(reviews.clientReviews.map((review) => review.reviewerPhotoUrl)).toEqual(
      [1, 2, 3].map((n) => `/assets/images/people/client-${n}.svg`),
    );
  });

  it("has ten truncated book-store reviews linking to a search for one of our books", () => {
    expect(reviews.bookStoreReviews).toHaveLength(10);
    reviews.bookStoreReviews.forEach((review, index) => {
      expect(review.review.endsWith("…")).toBe(true);
      expect(review.reviewerPhotoUrl).toBe(`/assets/images/people/reader-${String(index + 1).padStart(2, "0")}.svg`);
      const query = new URL(review.reviewUrl).searchParams;
      expect(bookNames).toContain(query.get("q") ?? query.get("k"));
    });
  });
});

describe("packages and offer (spec §3 Package, §9 displayed prices)", () => {
  const { packageGroups, offer } = packages;
  const group = (type: string) => packageGroups.find((candidate) => candidate.type === type)?.packages ?? [];
  const titlesAndPrices = (type: string) => group(type).map(({ title, price }) => [title, price]);

  it("has the design, addon and standalone groups in that order", () => {
    expect(packageGroups.map((candidate) => candidate.type)).toEqual(["design", "addon", "standalone"]);
  });

  it("shows the nine prices exactly as the spec writes them", () => {
    expect(titlesAndPrices("design")).toEqual([
      ["Design and illustration", "$3,490"],
      ["Design, illustration, editing", "$3,890"],
      ["Self-publishing from A to Z", "$4,390"],
    ]);
    expect(titlesAndPrices("addon")).toEqual([
      ["Merchandising kit", "$150"],
      ["Online promotional kit", "$500"],
      ["Website design kit", "1000$"],
    ]);
    expect(titlesAndPrices("standalone")).toEqual([
      ["Trial illustration package", "$120"],
      ["Cover design package", "$650"],
      ["Publishing preparation", "Get a quote"],
    ]);
  });

  it("highlights only 'Design, illustration, editing' as most popular, on an orange button", () => {
    const highlighted = packageGroups
      .flatMap((candidate) => candidate.packages)
      .filter((pkg) => pkg.highlightedSettings);
    expect(highlighted.map((pkg) => pkg.title)).toEqual(["Design, illustration, editing"]);
    expect(highlighted[0]?.highlightedSettings).toEqual({
      highlightBackground: true,
      highlightedIcon: "/assets/images/icons/spark.svg",
      highlightedText: "Most popular",
    });
    expect(highlighted[0]?.buttonType).toBe("orange");
  });

  it("includes 24 illustrated pages and 100% royalties in every design package, and editing only from the second", () => {
    for (const pkg of group("design")) {
      const included = pkg.features
        .filter((feature) => feature.included)
        .map((feature) => feature.text)
        .join(" | ");
      expect(included).toContain("24 illustrated pages");
      expect(included).toContain("100% royalties");
    }
    const editing = group("design").map(
      (pkg) => pkg.features.find((feature) => feature.text.includes("Editing"))?.included,
    );
    expect(editing).toEqual([false, true, true]);
  });

  it("gives every package 4–8 features and a more-info link to a real page", () => {
    for (const pkg of packageGroups.flatMap((candidate) => candidate.packages)) {
      expect(pkg.features.length).toBeGreaterThanOrEqual(4);
      expect(pkg.features.length).toBeLessThanOrEqual(8);
      expect([ROUTES.pricing, ROUTES.contactUs]).toContain(pkg.moreInfo.url);
    }
  });

  it("describes the cover design package's three concepts and three revision rounds", () => {
    const cover = group("standalone").find((pkg) => pkg.title === "Cover design package");
    const text = cover?.features.map((feature) => feature.text).join(" | ") ?? "";
    expect(text).toMatch(/three cover concepts/i);
    expect(text).toMatch(/three revision rounds/i);
  });

  it("offers the $2,490 children's book package with its five claims", () => {
    expect(offer.title).toBe("Children's book package");
    expect(offer.price).toBe("$2,490");
    expect(offer.features.map(plain)).toEqual([
      "Up to 18 custom illustrations",
      "Up to 1,500 words for up to 24 pages",
      "Cover design",
      "Interior and layout design",
      "For ages 2-7",
    ]);
  });
});

describe("FAQs (spec §3 FAQ item, §9 FAQ claims)", () => {
  const all = [...faqs.authorFaqs, ...faqs.pricingFaqs];
  const text = plain(all.map((item) => `${item.question} ${item.answer}`).join("\n"));

  it("has 17 author FAQs and 5 pricing FAQs, all real questions", () => {
    expect(faqs.authorFaqs).toHaveLength(17);
    expect(faqs.pricingFaqs).toHaveLength(5);
    for (const item of all) expect(item.question.endsWith("?")).toBe(true);
    expect(new Set(all.map((item) => item.question)).size).toBe(all.length);
  });

  it.each([
    ["typical time 1-3 months", /1-3 months/],
    ["2-4 weeks if files are ready", /2-4 weeks/],
    ["3+ months for complex art", /3\+ months/],
    ["payment in 2-3 installments", /2-3 installments/],
    ["distribution to over 45,000 outlets", /over 45,000 outlets/],
    ["no refunds once a project starts", /no refunds once a project starts/i],
    ["cancellation at any time", /cancel at any time/i],
    ["prepayments non-refundable", /prepayments are non-refundable/i],
    ["reply within 1 business day", /within 1 business day/],
    ["royalties 100% to the author", /100% to the author/],
    ["no AI art and no stock images", /AI-generated art or stock images/],
  ])("carries the claim: %s", (_, pattern) => {
    expect(text).toMatch(pattern);
  });
});

describe("resources (spec §3 Resource)", () => {
  it("has six resources with ids 1 to 6 and the spec's next-resource map", () => {
    expect(resourceIds).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Object.fromEntries(resources.map((resource) => [resource.id, resource.nextResourceId]))).toEqual({
      1: 2,
      2: 3,
      3: 4,
      4: 5,
      5: 1,
      6: 2,
    });
  });

  it("features only resources 1 and 2 on the home page", () => {
    expect(resources.filter((resource) => resource.isFeaturedOnHomePage).map((resource) => resource.id)).toEqual([
      1, 2,
    ]);
  });

  it("dates them dd.mm.yyyy, two on 10.03.2025 and one on 07.05.2025", () => {
    const dates = resources.map((resource) => resource.date);
    for (const date of dates) expect(date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(dates.filter((date) => date === "10.03.2025")).toHaveLength(2);
    expect(dates.filter((date) => date === "07.05.2025")).toHaveLength(1);
  });

  it("gives each resource its own page, markdown and cover URLs", () => {
    for (const { id, resourceUrl, markdownUrl, featuredCoverUrl, galleryCoverUrl } of resources) {
      expect([resourceUrl, markdownUrl, featuredCoverUrl, galleryCoverUrl]).toEqual([
        resourcePath(id),
        resourceMarkdownPath(id),
        `/assets/images/resources/${id}-featured.svg`,
        `/assets/images/resources/${id}-cover.svg`,
      ]);
    }
  });
});

describe("galleries (spec §9 Galleries 20 / 4 / 4)", () => {
  const { illustrations, coverDesigns, bookLayouts } = galleries;

  it("has 20 illustrations, 4 covers and 4 layouts", () => {
    expect([illustrations.length, coverDesigns.length, bookLayouts.length]).toEqual([20, 4, 4]);
  });

  it("uses no image URL or description twice", () => {
    const all = [...illustrations, ...coverDesigns, ...bookLayouts];
    const urls = all.flatMap((image) => [image.previewImageUrl, image.fullImageUrl]);
    expect(new Set(urls).size).toBe(urls.length);
    expect(new Set(all.map((image) => image.description)).size).toBe(all.length);
  });

  it("pairs each preview with its full image", () => {
    for (const image of [...illustrations, ...coverDesigns, ...bookLayouts]) {
      expect(image.previewImageUrl).toBe(image.fullImageUrl.replace(/\.(\w+)$/, "-preview.$1"));
    }
  });
});

describe("site (spec §1, §2)", () => {
  it("names the studio, its e-mail and its review platform", () => {
    expect(site.studio.name).toBe("Bramble & Bee Studio");
    expect(site.studio.email).toBe("hello@brambleandbee.example");
    expect(site.studio.reviewPlatform.rating).toBe("5/5");
    expect(site.studio.owner.bio.split("\n\n")).toHaveLength(2);
  });

  it("lists eight retailers with a disclaimer", () => {
    expect(site.retailers).toHaveLength(8);
    expect(new Set(site.retailers).size).toBe(8);
    expect(site.retailerDisclaimer).toMatch(/trademarks/);
  });

  it("states the §1 claims", () => {
    expect(site.claims).toEqual({ distributionRetailers: "45,000+", replyPromise: "1 business day", rating: "5/5" });
  });
});

describe("asset files", () => {
  it("finds the asset URLs of every content module", () => {
    expect(contentAssetUrls({ books, resources }).length).toBeGreaterThan(150);
  });
});
