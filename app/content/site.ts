/**
 * The studio itself: name, contact address, owner, review platform and social
 * profiles, plus the retailer strip and the copy claims of spec §1. The studio,
 * its owner and the review platform are a fictional sample the owner replaces.
 */
import { z } from "zod";
import { AssetUrlSchema, ExternalUrlSchema } from "./schemas";

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
    rating: z.string().regex(/^[0-5]\/5$/),
  }),
  socialLinks: z.array(LabelledLinkSchema).min(1),
});
export type Studio = z.infer<typeof StudioSchema>;

/** The studio: name and slogan (footer copyright line), e-mail, owner profile card, review platform, social links (spec §1, §2). */
export const studio: Studio = StudioSchema.parse({
  name: "Bramble & Bee Studio",
  slogan: "Picture books, painted by hand.",
  email: "hello@brambleandbee.example",
  owner: {
    name: "Mira Castellan",
    role: "Illustrator and art director",
    bio: [
      "Mira founded Bramble & Bee Studio after more than ten years in graphic design, working on magazines, packaging and, more and more often, children's books. She has illustrated or art-directed over 50 published books and journals.",
      "She reads every manuscript herself and paints the first character sketches by hand. With illustrators Tomasz Wren and Ada Okafor, she keeps each author involved from the first pencil line to the printed copy.",
    ].join("\n\n"),
    photoUrl: "/assets/images/people/owner.svg",
  },
  reviewPlatform: {
    name: "ReviewNest",
    url: "https://www.reviewnest.example/studios/bramble-and-bee",
    rating: "5/5",
  },
  socialLinks: [
    { label: "Instagram", url: "https://www.instagram.com/brambleandbee" },
    { label: "Facebook", url: "https://www.facebook.com/brambleandbee" },
    { label: "Pinterest", url: "https://www.pinterest.com/brambleandbee" },
  ],
});

/** The eight retailers of the home page's book-distributors strip, in display order (spec §2 Home). */
export const retailers: string[] = z
  .array(z.string().min(2))
  .length(8)
  .parse(["Amazon", "Barnes & Noble", "Waterstones", "Bookshop.org", "Foyles", "Blackwell's", "Apple Books", "Kobo"]);

/** The disclaimer shown under the retailer strip (spec §2 Home). */
export const retailerDisclaimer: string = z
  .string()
  .min(20)
  .parse(
    "Retailer names and logos are trademarks of their respective owners and are shown only to say where our books are sold. Availability varies by title and region.",
  );

/** The copy claims of spec §1, as the short figures the pages quote. */
export const claims = z
  .object({ distributionRetailers: z.string(), replyPromise: z.string(), rating: z.string() })
  .parse({ distributionRetailers: "45,000+", replyPromise: "1 business day", rating: "5/5" });
