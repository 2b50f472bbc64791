/**
 * The studio itself: name, contact address, owner, review platform and social
 * profiles, plus the retailer strip and the copy claims of spec §1. The studio,
 * its owner and the review platform are a fictional sample the owner replaces.
 */
import type { Studio } from "./schemas";

/** The studio: name and slogan (footer copyright line), e-mail, owner profile card, review platform, social links (spec §1, §2). */
export const studio: Studio = {
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
    photoUrl: "/assets/images/people/owner.png",
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
};

/** The eight retailers of the home page's book-distributors strip, in display order (spec §2 Home). */
export const retailers: string[] = [
  "Amazon",
  "Barnes & Noble",
  "Waterstones",
  "Bookshop.org",
  "Foyles",
  "Blackwell's",
  "Apple Books",
  "Kobo",
];

/** The disclaimer shown under the retailer strip (spec §2 Home). */
export const retailerDisclaimer: string =
  "Retailer names and logos are trademarks of their respective owners and are shown only to say where our books are sold. Availability varies by title and region.";

/** The copy claims of spec §1, as the short figures the pages quote. */
export const claims = { distributionRetailers: "45,000+", replyPromise: "1 business day", rating: "5/5" };
