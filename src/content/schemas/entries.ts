/**
 * The kinds of fixed content of spec §3, one zod schema each, with the types the content modules
 * and components use (inferred, so zod never ships to the browser). The studio and its navigation
 * are in site.ts, the data files that hold the entries in data-files.ts.
 */
import { z } from "zod";
import { AssetUrlSchema, ExternalUrlSchema } from "./fields.ts";

/** One image of a gallery or lightbox (spec §3 Gallery image). */
export const GalleryImageSchema = z.object({
  previewImageUrl: AssetUrlSchema,
  fullImageUrl: AssetUrlSchema,
  description: z.string().min(3),
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

/** A retailer button on a book page; the personalised book's is a `mailto:` link. */
export const BuyButtonSchema = z.object({
  text: z.string().min(2),
  url: z.union([ExternalUrlSchema, z.string().startsWith("mailto:")]),
  /** Where the retailer sells: worldwide or in the UK (spec §3 Book.buyButtons). */
  region: z.enum(["worldwide", "uk"]),
});
export type BuyButton = z.infer<typeof BuyButtonSchema>;

/** The formats a book is sold in (spec §3 Book.bookFormats). */
export const BookFormatSchema = z.enum(["hardcover", "paperback", "kindle e-book", "personalized children's book"]);
export type BookFormat = z.infer<typeof BookFormatSchema>;

/** A book of the catalogue (spec §3 Book). */
export const BookSchema = z.object({
  id: z.number().int().positive(),
  galleryCoverUrl: AssetUrlSchema,
  galleryDescription: z.string().min(10),
  bookDetailsPageUrl: z.string().regex(/^\/books\/[1-9]\d*$/),
  bookDetailsGalleryImages: z.array(GalleryImageSchema).min(1),
  bookName: z.string().min(2),
  /** Multi-line text; the last paragraphs credit the author and the illustrator. */
  bookDescription: z.string().min(40),
  author: z.string().min(3),
  illustrator: z.string().min(3),
  readingAge: z.string().regex(/^\d+\+$/, 'expected a string like "4+"'),
  printLength: z.string().regex(/^\d+(-\d+)? pages$/, 'expected a string like "32 pages" or "18-32 pages"'),
  language: z.enum(["english", "english + thai", "any language"]),
  bookFormats: z.array(BookFormatSchema).min(1),
  booksYouMayLike: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
  buyButtons: z.array(BuyButtonSchema).min(1),
});
export type Book = z.infer<typeof BookSchema>;

/** A review by a client of the studio (spec §3 Client review). */
export const ClientReviewSchema = z.object({
  title: z.string().min(3),
  review: z.string().min(40),
  projectName: z.string().min(2),
  reviewerFullName: z.string().min(3),
  reviewerPhotoUrl: AssetUrlSchema,
  visibleOnHomePage: z.boolean(),
});
export type ClientReview = z.infer<typeof ClientReviewSchema>;

/** A reader's review of one of the books at a book store (spec §3 Book-store review). */
export const BookStoreReviewSchema = z.object({
  title: z.string().min(3),
  /** A truncated excerpt; the full review is at reviewUrl. */
  review: z.string().min(20),
  reviewerPhotoUrl: AssetUrlSchema,
  reviewerName: z.string().min(2),
  reviewUrl: ExternalUrlSchema,
});
export type BookStoreReview = z.infer<typeof BookStoreReviewSchema>;

/** The colours of a package's button (spec §3 Package.buttonType). */
export const ButtonTypeSchema = z.enum(["yellow", "orange", "honey"]);

/** A feature line of a package or offer: included (tick) or not (cross). */
export const PackageFeatureSchema = z.object({ text: z.string().min(2), included: z.boolean() });

/** A priced package (spec §3 Package). */
export const PackageSchema = z.object({
  title: z.string().min(2),
  /** The displayed price, exactly as the spec writes it, e.g. "$3,490" or "1000$". */
  price: z.string().min(2),
  features: z.array(PackageFeatureSchema).min(1),
  buttonText: z.string().min(2),
  buttonType: ButtonTypeSchema,
  highlightedSettings: z
    .object({
      highlightBackground: z.boolean(),
      highlightedIcon: AssetUrlSchema,
      highlightedText: z.string().min(2),
    })
    .optional(),
  bottomText: z.string().optional(),
  moreInfo: z.object({ text: z.string().min(2), url: z.string().startsWith("/") }),
});
export type Package = z.infer<typeof PackageSchema>;

/** A group of packages (spec §3 Package group). */
export const PackageGroupSchema = z.object({
  type: z.enum(["design", "addon", "standalone"]),
  title: z.string().min(2),
  bottomText: z.string().optional(),
  packages: z.array(PackageSchema).min(1),
});
export type PackageGroup = z.infer<typeof PackageGroupSchema>;

/** The featured offer card (spec §3 Offer, §9 the $2,490 package). */
export const OfferSchema = z.object({
  title: z.string().min(2),
  price: z.string().min(2),
  buttonText: z.string().min(2),
  description: z.string().min(10),
  features: z.array(z.string().min(2)).min(1),
});
export type Offer = z.infer<typeof OfferSchema>;

/** A question and its answer (spec §3 FAQ item). */
export const FaqItemSchema = z.object({ question: z.string().endsWith("?"), answer: z.string().min(20) });
export type FaqItem = z.infer<typeof FaqItemSchema>;

/** A resource article (spec §3 Resource). */
export const ResourceSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(5),
  /** dd.mm.yyyy */
  date: z
    .string()
    .regex(/^(0[1-9]|[12]\d|3[01])\.(0[1-9]|1[0-2])\.\d{4}$/, 'expected a date as day.month.year, e.g. "07.05.2025"'),
  featuredCoverUrl: AssetUrlSchema,
  featuredTitle: z.string().min(5),
  galleryCoverUrl: AssetUrlSchema,
  markdownUrl: z.string().regex(/^\/assets\/resources\/\d+\.md$/),
  resourceUrl: z.string().regex(/^\/resources\/\d+$/),
  isFeaturedOnHomePage: z.boolean(),
  nextResourceId: z.number().int().positive(),
  /** One-sentence summary used as the page's meta description. */
  summary: z.string().min(40).max(170),
});
export type Resource = z.infer<typeof ResourceSchema>;

/** A statistic block of the About and Portfolio pages (spec §3 Info block). */
export const InfoBlockSchema = z.object({
  title: z.string().min(2),
  percentage: z.string().regex(/^\d+(%|\+)$/, 'expected a figure like "100%" or "50+"'),
  subtitle: z.string().min(2),
  iconSrc: AssetUrlSchema,
});
export type InfoBlock = z.infer<typeof InfoBlockSchema>;

/** A column of the get-started comparison on the home page (spec §3 Comparison column). */
export const ComparisonColumnSchema = z.object({
  position: z.enum(["left", "center", "right"]),
  header: z.string().min(2),
  title: z.string().min(2),
  features: z.array(z.object({ name: z.string().min(2), description: z.string().min(2) })).length(5),
});
export type ComparisonColumn = z.infer<typeof ComparisonColumnSchema>;

/** A service card (six for authors, six for publishers). */
export const ServiceSchema = z.object({
  title: z.string().min(2),
  description: z.string().min(20),
  iconSrc: AssetUrlSchema,
});
export type Service = z.infer<typeof ServiceSchema>;

/** An item of a simple titled list: target audiences, about points, notes. */
export const PointSchema = z.object({
  title: z.string().min(2),
  description: z.string().min(20),
  iconSrc: AssetUrlSchema.optional(),
});
export type Point = z.infer<typeof PointSchema>;

/** The cookie definition listed in the consent settings (spec §3 Cookie definition). */
export const CookieDefinitionSchema = z.object({
  name: z.string().min(2),
  description: z.string().min(20),
  privacyPolicyLink: z.string().min(1),
  privacyPolicyLinkLabel: z.string().min(2),
  cookies: z.array(z.string().min(2)).min(1),
});
export type CookieDefinition = z.infer<typeof CookieDefinitionSchema>;
