/**
 * Zod schemas for every kind of fixed content (spec §3) and for the data files that hold it
 * (src/content/data/, decision 006). Content modules are typed with the inferred types (so zod never
 * ships to the browser) and every data file is parsed through its schema by content/validate.ts,
 * which runs in the unit tests and at the start of every build: a malformed entry fails loudly,
 * naming the file, the entry and the field, instead of reaching a visitor. Nothing is declared twice.
 * The messages of the format checks are written for the owner who edits the files.
 */
import { z } from "zod";

/** A site-relative asset URL such as `/assets/images/books/1/cover.svg`. */
export const AssetUrlSchema = z
  .string()
  .regex(
    /^\/assets\/[\w\-./]+\.(svg|png|jpe?g|webp|avif|md)$/,
    'expected a file address starting with /assets/, e.g. "/assets/images/books/3/cover.jpg" (letters, digits, - and _ only)',
  );

/** An absolute http(s) URL of another site (opened in a new tab). */
export const ExternalUrlSchema = z.url({
  protocol: /^https?$/,
  error: 'expected a web address starting with https://, e.g. "https://www.example.com/page"',
});

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

/** A link of the navigation bar or footer. An empty `to` is a link whose target is not set yet (spec §2 Footer). */
export const NavLinkSchema = z.object({
  label: z.string().min(2),
  to: z.string(),
  external: z.boolean().optional(),
});
export type NavLinkItem = z.infer<typeof NavLinkSchema>;

/** The cookie definition listed in the consent settings (spec §3 Cookie definition). */
export const CookieDefinitionSchema = z.object({
  name: z.string().min(2),
  description: z.string().min(20),
  privacyPolicyLink: z.string().min(1),
  privacyPolicyLinkLabel: z.string().min(2),
  cookies: z.array(z.string().min(2)).min(1),
});
export type CookieDefinition = z.infer<typeof CookieDefinitionSchema>;

const LabelledLinkSchema = z.object({ label: z.string().min(2), url: ExternalUrlSchema });

/** The studio's identity and contact details (spec §1, §2 Footer, §8 error view e-mail). */
export const StudioSchema = z.object({
  name: z.string().min(2),
  slogan: z.string().min(2),
  /** Shown in the contact error view as a mail link (spec §8). */
  email: z.email(),
  owner: z.object({
    name: z.string().min(3),
    role: z.string().min(3),
    /** Two short paragraphs separated by a blank line ("\n\n"). */
    bio: z.string().min(40),
    photoUrl: AssetUrlSchema,
  }),
  /** The review site of the testimonials page, shown with a five-star logo (spec §2 Testimonials). */
  reviewPlatform: z.object({
    name: z.string().min(2),
    url: ExternalUrlSchema,
    rating: z.string().regex(/^[0-5]\/5$/, 'expected a rating like "5/5"'),
  }),
  socialLinks: z.array(LabelledLinkSchema).min(1),
});
export type Studio = z.infer<typeof StudioSchema>;

/** The claims of spec §1 as the short figures the pages quote. */
export const ClaimsSchema = z.object({
  distributionRetailers: z.string(),
  replyPromise: z.string(),
  rating: z.string(),
});

export const SubmenuSchema = z.object({
  kind: z.literal("submenu"),
  id: z.enum(["showcase", "services", "company"]),
  label: z.string(),
  items: z.array(NavLinkSchema.extend({ comingSoon: z.boolean().optional() })).min(2),
});
export const MenuLinkSchema = z.object({
  kind: z.literal("link"),
  label: z.string(),
  to: z.string().startsWith("/"),
  mobileOnly: z.boolean().optional(),
});
export const MenuEntrySchema = z.discriminatedUnion("kind", [SubmenuSchema, MenuLinkSchema]);
export type MenuEntry = z.infer<typeof MenuEntrySchema>;
export type Submenu = z.infer<typeof SubmenuSchema>;
export type SubmenuId = Submenu["id"];

export const FooterColumnSchema = z.object({
  id: z.enum(["services", "resources", "company"]),
  title: z.string(),
  links: z.array(NavLinkSchema).min(2),
});
export type FooterColumn = z.infer<typeof FooterColumnSchema>;

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
 * buttons for its title (content/from-files.ts turns it into a {@link Book}).
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
