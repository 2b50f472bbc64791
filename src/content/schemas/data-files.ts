/**
 * The data files of src/content/data/ (decision 006), one zod schema each, built from the entries
 * of entries.ts and site.ts. content/validate.ts parses every file through its schema, in the unit
 * tests and at the start of every build, and src/content.config.ts reads the folders of books,
 * resources and legal texts with theirs.
 */
import { z } from "zod";
import {
  BookStoreReviewSchema,
  BookSchema,
  BuyButtonSchema,
  ClientReviewSchema,
  ComparisonColumnSchema,
  FaqItemSchema,
  GalleryImageSchema,
  InfoBlockSchema,
  OfferSchema,
  PackageGroupSchema,
  PointSchema,
  ResourceSchema,
  ServiceSchema,
} from "./entries.ts";
import { ClaimsSchema, StudioSchema } from "./site.ts";

/*
 * The data files of src/content/data/. Each list file is an object of named lists (a
 * CMS "file" collection); books and resources are folders with one file per entry. The exact sizes
 * of the sample (15 books, 17 FAQs, …) are checked by content.test.ts, not here, so the owner can
 * add and remove entries; a list must only not be empty.
 */

const list = <T extends z.ZodType>(schema: T) => z.array(schema).min(1, "expected at least one entry");

/**
 * `data/books/{id}.json`: a book as the owner writes it. Its page address comes from the id
 * (`/books/{id}`), and without `buyButtons` (or with an empty list) the book gets the retailer search
 * buttons for its title (content/from-files.ts turns it into a book of {@link BookSchema}).
 */
export const BookFileSchema = BookSchema.omit({ bookDetailsPageUrl: true, buyButtons: true })
  .extend({ buyButtons: z.array(BuyButtonSchema).optional() })
  .strict();
export type BookFile = z.infer<typeof BookFileSchema>;

/**
 * The front matter of `data/resources/{id}.md` (the article's text is the body below it). Its page
 * and markdown addresses come from the id (`/resources/{id}`, `/assets/resources/{id}.md`).
 */
export const ResourceFileSchema = ResourceSchema.omit({ markdownUrl: true, resourceUrl: true }).strict();
export type ResourceFile = z.infer<typeof ResourceFileSchema>;

/** The front matter of `data/legal/{privacy-policy,terms-of-service}.md`: the page's title and meta description. */
export const LegalFileSchema = z
  .object({ title: z.string().min(2), description: z.string().min(40).max(170) })
  .strict();
export type LegalFile = z.infer<typeof LegalFileSchema>;

/** `data/site.json` (spec §1, §2). */
export const SiteFileSchema = z.object({
  studio: StudioSchema,
  retailers: list(z.string().min(2)),
  retailerDisclaimer: z.string().min(20),
  claims: ClaimsSchema,
});

/** `data/reviews.json` (spec §3 Client review, Book-store review). */
export const ReviewsFileSchema = z.object({
  clientReviews: list(ClientReviewSchema),
  bookStoreReviews: list(BookStoreReviewSchema),
});

/** `data/packages.json` (spec §3 Package group, Offer). */
export const PackagesFileSchema = z.object({ packageGroups: list(PackageGroupSchema), offer: OfferSchema });

/** `data/faqs.json` (spec §3 FAQ item). */
export const FaqsFileSchema = z.object({ authorFaqs: list(FaqItemSchema), pricingFaqs: list(FaqItemSchema) });

/** `data/services.json` (spec §2 services pages). */
export const ServicesFileSchema = z.object({
  authorServices: list(ServiceSchema),
  publisherServices: list(ServiceSchema),
  targetAudiences: list(PointSchema),
});

/** `data/galleries.json` (spec §2 Portfolio). */
export const GalleriesFileSchema = z.object({
  illustrations: list(GalleryImageSchema),
  coverDesigns: list(GalleryImageSchema),
  bookLayouts: list(GalleryImageSchema),
});

/** `data/about.json` (spec §2 About). */
export const AboutFileSchema = z.object({ aboutPoints: list(PointSchema) });

/** `data/info-blocks.json` (spec §3 Info block). */
export const InfoBlocksFileSchema = z.object({
  aboutInfoBlocks: list(InfoBlockSchema),
  portfolioInfoBlocks: list(InfoBlockSchema),
});

/** `data/comparison.json` (spec §3 Comparison column). */
export const ComparisonFileSchema = z.object({
  comparisonColumns: list(ComparisonColumnSchema),
  comparisonNotes: list(PointSchema),
});

const text = z.string().min(1);
const copyOf = <K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);

/** `data/page-copy.json`: each page's headings and lead paragraphs, every one required (the pages show them all). */
export const PageCopyFileSchema = z.object({
  home: copyOf(
    "heroTitle",
    "heroSubtitle",
    "introEyebrow",
    "introTitle",
    "getStartedEyebrow",
    "getStartedTitle",
    "getStartedIntro",
    "servicesTitle",
    "ownerEyebrow",
    "retailersTitle",
    "retailersIntro",
    "reviewsTitle",
    "portfolioTitle",
    "portfolioIntro",
    "packagesTitle",
    "packagesIntro",
    "contactTitle",
    "contactIntro",
    "resourcesTitle",
  ).extend({ introText: list(text) }),
  about: copyOf("title", "intro", "pointsTitle", "numbersTitle", "ctaTitle", "ctaText"),
  portfolio: copyOf("title", "intro", "illustrationsTitle", "coversTitle", "layoutsTitle"),
  books: copyOf("title", "intro", "catalogueNote", "storeReviewsTitle"),
  authors: copyOf("title", "intro", "servicesTitle", "faqTitle", "offerTitle", "packagesTitle"),
  publishers: copyOf("title", "intro", "servicesTitle", "audienceTitle", "ctaTitle", "ctaText"),
  pricing: copyOf("title", "intro", "offerTitle", "faqTitle"),
  resources: copyOf("title", "intro", "featuredLabel", "allTitle"),
  testimonials: copyOf("title", "intro", "clientReviewsTitle", "storeReviewsTitle", "platformText", "ctaTitle"),
  contact: copyOf("title", "intro"),
});
export type PageCopy = z.infer<typeof PageCopyFileSchema>;
