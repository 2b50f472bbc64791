/**
 * The navigation bar's menu and the footer's link columns (spec §2), as data.
 * A link with `to: ""` has no target yet (the spec's empty footer links) and is
 * rendered as plain text until the owner fills it in.
 */
import type { FooterColumn, MenuEntry } from "./schemas";

/** The navigation bar, in order: Home (mobile only), Showcase, Services, Resources, Company (spec §2). */
export const mainMenu: MenuEntry[] = [
  { kind: "link", label: "Home", to: "/", mobileOnly: true },
  {
    kind: "submenu",
    id: "showcase",
    label: "Showcase",
    items: [
      { label: "Portfolio", to: "/portfolio" },
      { label: "Books", to: "/books" },
      { label: "How we create books", to: "", comingSoon: true },
    ],
  },
  {
    kind: "submenu",
    id: "services",
    label: "Services",
    items: [
      { label: "For authors", to: "/services-for-authors" },
      { label: "For publishers", to: "/services-for-publishers" },
      { label: "Pricing", to: "/pricing" },
    ],
  },
  { kind: "link", label: "Resources", to: "/resources" },
  {
    kind: "submenu",
    id: "company",
    label: "Company",
    items: [
      { label: "About us", to: "/about" },
      { label: "Testimonials", to: "/testimonials" },
    ],
  },
];

/** The footer's three link columns: services, resources and company (spec §2 Footer). */
export const footerColumns: FooterColumn[] = [
  {
    id: "services",
    title: "Services",
    links: [
      { label: "For authors", to: "/services-for-authors" },
      { label: "For publishers", to: "/services-for-publishers" },
      { label: "Pricing", to: "/pricing" },
      { label: "Portfolio", to: "/portfolio" },
    ],
  },
  {
    id: "resources",
    title: "Resources",
    links: [
      { label: "All articles", to: "/resources" },
      { label: "Where to buy ISBNs", to: "/resources/5" },
      { label: "Hiring an illustrator", to: "/resources/6" },
      { label: "Self-publishing checklist", to: "" },
    ],
  },
  {
    id: "company",
    title: "Company",
    links: [
      { label: "About us", to: "/about" },
      { label: "Books", to: "/books" },
      { label: "Testimonials", to: "/testimonials" },
      { label: "Careers", to: "" },
    ],
  },
];

export type { MenuEntry, Submenu, SubmenuId, FooterColumn } from "./schemas";
