/**
 * The service cards of the home page and the two services pages, and the
 * publishers page's target audiences (spec §2 Home, Services for authors,
 * Services for publishers).
 */
import type { Point, Service } from "./schemas";

/** The six services for authors, also the home page's services grid (spec §2 Home, Services for authors). */
export const authorServices: Service[] = [
  {
    title: "Illustration",
    description:
      "Hand-painted illustrations for every spread, from the first character sketches to final color, in a style chosen for your story and your readers.",
    iconSrc: "/assets/images/icons/illustration.svg",
  },
  {
    title: "Cover design",
    description:
      "A front cover, spine and back cover that read clearly as a small thumbnail online and stand out face-out on a bookstore shelf.",
    iconSrc: "/assets/images/icons/cover-design.svg",
  },
  {
    title: "Book layout",
    description:
      "Words and pictures set together page by page, in type chosen for young readers, with files that meet your printer's specifications.",
    iconSrc: "/assets/images/icons/book-layout.svg",
  },
  {
    title: "Editing",
    description:
      "A children's book editor checks your story's pace, read-aloud rhythm and vocabulary for your readers' age, then proofreads the final text.",
    iconSrc: "/assets/images/icons/editing.svg",
  },
  {
    title: "Self-publishing",
    description:
      "We prepare your ISBNs, book details and print files and set your book up on Amazon KDP and IngramSpark, reaching 45,000+ retailers.",
    iconSrc: "/assets/images/icons/self-publishing.svg",
  },
  {
    title: "Marketing kit",
    description:
      "Bookmarks, posters, social media images and an author website, drawn with your own characters, ready for launch day.",
    iconSrc: "/assets/images/icons/marketing-kit.svg",
  },
];

/** The six services for publishers (spec §2 Services for publishers). */
export const publisherServices: Service[] = [
  {
    title: "Series illustration",
    description:
      "One consistent look across a whole series, with character sheets and a style guide so that book five matches book one.",
    iconSrc: "/assets/images/icons/series-illustration.svg",
  },
  {
    title: "Character design",
    description:
      "Characters developed from your brief to full turnaround sheets, ready for books, packaging, animation and licensing.",
    iconSrc: "/assets/images/icons/character-design.svg",
  },
  {
    title: "Print-ready files",
    description:
      "Press-ready PDF files with the right bleed, color profiles and spine width for your printer, checked before they leave the studio.",
    iconSrc: "/assets/images/icons/print-ready-files.svg",
  },
  {
    title: "Localization",
    description:
      "Existing titles laid out again for new languages, including bilingual editions and non-Latin scripts such as Thai.",
    iconSrc: "/assets/images/icons/localization.svg",
  },
  {
    title: "Educational books",
    description:
      "Illustrated readers, workbooks and classroom materials that follow your curriculum and reading-level guidelines.",
    iconSrc: "/assets/images/icons/educational-books.svg",
  },
  {
    title: "Art direction",
    description:
      "We brief, guide and review the other illustrators on your list, so that every title meets the same standard and the same deadline.",
    iconSrc: "/assets/images/icons/art-direction.svg",
  },
];

/** Who the publishers page is for: three target audiences (spec §2 Services for publishers). */
export const targetAudiences: Point[] = [
  {
    title: "Publishing houses",
    description:
      "Extra illustration and design capacity for your list, from a single title to a long-running series, in your house style and on your schedule.",
    iconSrc: "/assets/images/icons/publishers.svg",
  },
  {
    title: "Literary and illustration agencies",
    description:
      "A dependable studio for the projects your own artists can't take on, with clear contracts and a full transfer of rights.",
    iconSrc: "/assets/images/icons/agencies.svg",
  },
  {
    title: "Schools and education brands",
    description:
      "Readers, posters and learning materials that children enjoy, reviewed with teachers for age-appropriate language.",
    iconSrc: "/assets/images/icons/schools.svg",
  },
];
