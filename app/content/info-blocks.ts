/**
 * The statistic blocks of the About and Portfolio pages (spec §3 Info block):
 * a big figure, a title, a short subtitle and an icon.
 */
import type { InfoBlock } from "./schemas";

/** The About page's three blocks: job success, repeat customers, positive reviews (spec §3 Info block, About set). */
export const aboutInfoBlocks: InfoBlock[] = [
  {
    title: "Job success",
    percentage: "100%",
    subtitle: "Every book we have started has been finished and published.",
    iconSrc: "/assets/images/icons/job-success.svg",
  },
  {
    title: "Repeat customer rate",
    percentage: "100%",
    subtitle: "Our authors come back to us for their next book.",
    iconSrc: "/assets/images/icons/repeat-customers.svg",
  },
  {
    title: "Positive reviews",
    percentage: "100%",
    subtitle: "Rated 5/5 by the authors and publishers we work with.",
    iconSrc: "/assets/images/icons/positive-reviews.svg",
  },
];

/** The Portfolio page's three blocks: published books, years in design, positive reviews (spec §3 Info block, Portfolio set). */
export const portfolioInfoBlocks: InfoBlock[] = [
  {
    title: "Published books and journals",
    percentage: "50+",
    subtitle: "Picture books, activity books and journals in print.",
    iconSrc: "/assets/images/icons/published-books.svg",
  },
  {
    title: "Years in graphic design",
    percentage: "10+",
    subtitle: "Of magazines, packaging and books before and since the studio began.",
    iconSrc: "/assets/images/icons/years-design.svg",
  },
  {
    title: "Positive reviews",
    percentage: "100%",
    subtitle: "Rated 5/5 by the authors and publishers we work with.",
    iconSrc: "/assets/images/icons/positive-reviews.svg",
  },
];
