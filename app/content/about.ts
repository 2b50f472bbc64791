/**
 * The About page's four numbered points: how the studio works with an author,
 * from the first read of the manuscript to the published book (spec §2 About).
 */
import type { Point } from "./schemas";

/** Four numbered points of the About page, in display order (spec §2 About). */
export const aboutPoints: Point[] = [
  {
    title: "We start with your story",
    description:
      "Before anyone picks up a brush, we read your manuscript closely and talk about your readers, the mood and the pictures you already see. You hear back from us within 1 business day.",
  },
  {
    title: "You see every step",
    description:
      "Character sketches, a storyboard of every spread, then final color. You approve each stage before we move on, so there are no surprises at the end.",
  },
  {
    title: "Painted by hand, never generated",
    description:
      "All of our art is drawn and painted by our own illustrators. We don't use AI-generated images or stock pictures, and we never will.",
  },
  {
    title: "The book is yours",
    description:
      "The rights, the files and 100% of the royalties belong to you. We help you publish to 45,000+ retailers and stay on hand for reprints and new editions.",
  },
];
