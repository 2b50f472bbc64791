/** Service icons. */
import { C } from "../core/palette.ts";
import { A, O, W } from "./kit.ts";
import type { Icon } from "./kit.ts";

export const SERVICE_ICONS: Icon[] = [
  {
    name: "illustration",
    title: "Illustration",
    body:
      A("M32 8C16 8 6 19 6 32s10 24 22 24c5 0 6-4 4-7s0-7 5-7h8c8 0 13-5 13-12C58 18 47 8 32 8Z") +
      `<circle cx="20" cy="26" r="4" fill="${C.orange}"/><circle cx="31" cy="18" r="4" fill="${C.leaf}"/><circle cx="43" cy="22" r="4" fill="${C.sky}"/><circle cx="18" cy="39" r="4" fill="${C.rose}"/>`,
  },
  {
    name: "cover-design",
    title: "Cover design",
    body:
      W("M14 6h34a4 4 0 0 1 4 4v44a4 4 0 0 1-4 4H14Z") +
      O("M20 6v52") +
      A("M36 20l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6-4.5-4 6-1Z") +
      O("M28 46h16"),
  },
  {
    name: "book-layout",
    title: "Book layout",
    body:
      W("M32 16C24 10 14 10 6 12v38c8-2 18-2 26 4 8-6 18-6 26-4V12c-8-2-18-2-26 4Z") +
      O("M32 16v38") +
      A("M12 20h14v12H12Z") +
      O("M12 38h14M12 44h10M38 20h14M38 26h14M38 32h14M38 38h10"),
  },
  {
    name: "editing",
    title: "Editing",
    body:
      W("M12 8h28l10 10v38H12Z") +
      O("M40 8v10h10M19 28h22M19 36h14") +
      A("M30 50l20-20 6 6-20 20-8 2Z") +
      O("M46 34l6 6"),
  },
  {
    name: "self-publishing",
    title: "Self-publishing",
    body: W("M10 20h26v36H10Z") + O("M16 20v36") + A("M46 8l10 12h-6v16h-8V20h-6Z") + O("M22 32h8M22 40h8"),
  },
  {
    name: "marketing-kit",
    title: "Marketing kit",
    body:
      A("M10 26h8l24-14v40L18 38h-8Z") +
      O("M18 26v12M18 38l4 16h6l-3-14") +
      O("M50 24c3 2 4 5 4 8s-1 6-4 8M46 28c1.5 1 2 2.5 2 4s-.5 3-2 4"),
  },
  {
    name: "series-illustration",
    title: "Series illustration",
    body:
      W("M8 16h30v36H8Z") +
      W("M18 12h30v36H18Z") +
      A("M28 8h30v36H28Z") +
      O("M34 34l7-9 5 6 3-4 5 7Z") +
      `<circle cx="36" cy="17" r="3" fill="${C.white}"/>`,
  },
  {
    name: "character-design",
    title: "Character design",
    body:
      A("M10 8l12 12h20l12-12 2 22c0 14-11 24-24 24S8 44 8 30Z") +
      W("M14 34c6 0 12 4 18 12 6-8 12-12 18-12-2 10-9 16-18 16S16 44 14 34Z") +
      `<circle cx="24" cy="30" r="2.5" fill="${C.ink}"/><circle cx="40" cy="30" r="2.5" fill="${C.ink}"/>` +
      O("M30 42h4"),
  },
  {
    name: "print-ready-files",
    title: "Print-ready files",
    body:
      W("M18 6h28v16H18Z") +
      A("M8 22h48v22H8Z") +
      W("M18 36h28v22H18Z") +
      O("M24 44h16M24 50h10") +
      `<circle cx="48" cy="29" r="2" fill="${C.ink}"/>`,
  },
  {
    name: "localization",
    title: "Localization",
    body:
      A("M30 6a24 24 0 1 0 0.1 0Z") +
      O("M6 30h48M30 6c-8 8-10 16-10 24s2 16 10 24M30 6c8 8 10 16 10 24s-2 16-10 24") +
      W("M38 38h20v14h-8l-6 6v-6h-6Z"),
  },
  {
    name: "educational-books",
    title: "Educational books",
    body:
      W("M8 34h48v16H8Z") +
      O("M14 40h30M14 45h24") +
      A("M32 8l26 10-26 10L6 18Z") +
      O("M16 22v8c0 4 8 6 16 6s16-2 16-6v-8M58 18v10"),
  },
  {
    name: "art-direction",
    title: "Art direction",
    body: A("M10 10h44v30H10Z") + W("M16 16h32v18H16Z") + O("M32 40v8M20 58l12-10 12 10M22 30l6-7 5 5 4-4 6 6"),
  },
];
