/**
 * Reviews: what the studio's clients say (home and testimonials pages) and what
 * readers wrote about the books at book stores (books and testimonials carousels).
 * Every reviewer and review here is a fictional sample the owner replaces.
 */
import type { BookStoreReview, ClientReview } from "./schemas";
import { reviewSearchUrl } from "./search-links";

/** The three client reviews, all shown on the home page (spec §3 Client review). */
export const clientReviews: ClientReview[] = [
  {
    title: "She painted the Pip we imagined",
    review:
      "I came to Mira with a manuscript and a vague idea of a fox. Three weeks later I had sketches of Pip that made my daughter gasp. Every stage was explained, every question answered within a day, and the files went through KDP on the first try.",
    projectName: "Pip and the Moon Kite",
    reviewerFullName: "Eleanor Haversham",
    reviewerPhotoUrl: "/assets/images/people/client-1.svg",
    visibleOnHomePage: true,
  },
  {
    title: "Beautiful in both languages",
    review:
      "Setting English and Thai side by side is fiddly, and two designers had turned me down. Bramble & Bee planned every layout around both scripts from the first sketch, and the monsoon spreads are better than I had dreamed. The book now sells in both countries.",
    projectName: "Mango and the Monsoon",
    reviewerFullName: "Pim Chaiyaporn",
    reviewerPhotoUrl: "/assets/images/people/client-2.svg",
    visibleOnHomePage: true,
  },
  {
    title: "From manuscript to bookstores in ten weeks",
    review:
      "I'm a retired teacher with no publishing experience. The self-publishing package took care of everything I didn't understand: ISBNs, the spine, the printer's files, the retailer setup. Tomasz's bear is funny and warm, and every cent of the royalties is mine.",
    projectName: "The Bear Who Borrowed a Bicycle",
    reviewerFullName: "Samuel Brightwater",
    reviewerPhotoUrl: "/assets/images/people/client-3.svg",
    visibleOnHomePage: true,
  },
];

/** Ten readers' reviews at book stores, each a truncated excerpt linking to the full text (spec §3 Book-store review). */
export const bookStoreReviews: BookStoreReview[] = [
  {
    title: "Our new bedtime favorite",
    review:
      "We have read this every night for two weeks and my three-year-old still gasps when the kite reaches the moon. The patchwork pictures are so detailed that we find something new every…",
    reviewerPhotoUrl: "/assets/images/people/reader-01.svg",
    reviewerName: "Hannah R.",
    reviewUrl: reviewSearchUrl("goodreads", "Pip and the Moon Kite"),
  },
  {
    title: "The perfect first counting book",
    review:
      "Bought this for my baby niece and ended up ordering a second copy for us. The numbers are big and clear, the rhymes are gentle, and the evening colors are…",
    reviewerPhotoUrl: "/assets/images/people/reader-02.svg",
    reviewerName: "Daniel K.",
    reviewUrl: reviewSearchUrl("amazon", "Luna Counts the Fireflies"),
  },
  {
    title: "The water cycle finally makes sense",
    review:
      'My son asks "but where does it go?" about everything, so this was a perfect fit. The story never feels like a lesson, yet by the end he was explaining…',
    reviewerPhotoUrl: "/assets/images/people/reader-03.svg",
    reviewerName: "Priya S.",
    reviewUrl: reviewSearchUrl("goodreads", "Where Do Puddles Go?"),
  },
  {
    title: "Laughed out loud",
    review:
      "The picture of the bear squeezed onto that tiny red bicycle had both my kids in fits. It also started a real conversation about asking before…",
    reviewerPhotoUrl: "/assets/images/people/reader-04.svg",
    reviewerName: "Tom W.",
    reviewUrl: reviewSearchUrl("amazon", "The Bear Who Borrowed a Bicycle"),
  },
  {
    title: "Lovely for our bilingual family",
    review:
      "Good picture books in both English and Thai are hard to find. This one is beautifully laid out, with both languages given equal space, and my daughter…",
    reviewerPhotoUrl: "/assets/images/people/reader-05.svg",
    reviewerName: "Aisha M.",
    reviewUrl: reviewSearchUrl("goodreads", "Mango and the Monsoon"),
  },
  {
    title: "For every quiet child",
    review:
      "My daughter is shy, and she saw herself in Ember right away. The ending made her stand a little taller. The illustrations are warm without being…",
    reviewerPhotoUrl: "/assets/images/people/reader-06.svg",
    reviewerName: "Grace L.",
    reviewUrl: reviewSearchUrl("amazon", "Ember, the Shy Little Dragon"),
  },
  {
    title: "Works like magic at bedtime",
    review:
      "The rhythm of the text really does slow everyone down. By the Tunnel of Yawns both of my boys are usually asleep, and I'm not far behind…",
    reviewerPhotoUrl: "/assets/images/people/reader-07.svg",
    reviewerName: "Marco B.",
    reviewUrl: reviewSearchUrl("goodreads", "The Night Train to Dreamland"),
  },
  {
    title: "Hunting for hats on every page",
    review:
      "My twins love searching for the hidden hat on each spread. The ending, where the animals knit Hedgehog a hat of her own, is so sweet that…",
    reviewerPhotoUrl: "/assets/images/people/reader-08.svg",
    reviewerName: "Ellie J.",
    reviewUrl: reviewSearchUrl("amazon", "Hedgehog's Hat Shop"),
  },
  {
    title: "Stunning storm pages",
    review:
      "The storm spreads are dramatic without being scary, and the quiet morning at the end is just beautiful. We bought it after a vacation by the sea and…",
    reviewerPhotoUrl: "/assets/images/people/reader-09.svg",
    reviewerName: "Sam N.",
    reviewUrl: reviewSearchUrl("goodreads", "A Lighthouse for Little Gull"),
  },
  {
    title: "It actually got my kids tidying",
    review:
      'I didn\'t expect a picture book to help at cleanup time, but "what would Otto do?" is now a thing in our house. Lots to count and spot, and the crab…',
    reviewerPhotoUrl: "/assets/images/people/reader-10.svg",
    reviewerName: "Olivia P.",
    reviewUrl: reviewSearchUrl("amazon", "Otto the Octopus Tidies Up"),
  },
];
