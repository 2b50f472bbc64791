/**
 * The navigation bar's menu and the footer's link columns (spec §2), as data. Every target is a
 * path of src/routes.ts, so the path check (tests/architecture/no-hand-written-paths.test.ts) and a
 * renamed route reach these links too. A link with `to: ""` has no target yet (the spec's empty
 * footer links) and is rendered as plain text until the owner fills it in.
 *
 * The labels stay here rather than in a CMS file: spec §2 fixes the menu's entries, their order and
 * the three submenus, whose ids the navigation machine and the shell key on, so the menu is part of
 * the interface, not the studio's copy; a change to it is a change to the code.
 */
import type { FooterColumn, MenuEntry } from "./schemas.ts";
import { resourcePath, ROUTES } from "../routes.ts";

/** The navigation bar, in order: Home (mobile only), Showcase, Services, Resources, Company (spec §2). */
export const mainMenu: MenuEntry[] = [
  { kind: "link", label: "Home", to: ROUTES.home, mobileOnly: true },
  {
    kind: "submenu",
    id: "showcase",
    label: "Showcase",
    items: [
      { label: "Portfolio", to: ROUTES.portfolio },
      { label: "Books", to: ROUTES.books },
      { label: "How we create books", to: "", comingSoon: true },
    ],
  },
  {
    kind: "submenu",
    id: "services",
    label: "Services",
    items: [
      { label: "For authors", to: ROUTES.servicesForAuthors },
      { label: "For publishers", to: ROUTES.servicesForPublishers },
      { label: "Pricing", to: ROUTES.pricing },
    ],
  },
  { kind: "link", label: "Resources", to: ROUTES.resources },
  {
    kind: "submenu",
    id: "company",
    label: "Company",
    items: [
      { label: "About us", to: ROUTES.about },
      { label: "Testimonials", to: ROUTES.testimonials },
    ],
  },
];

/** The footer's three link columns: services, resources and company (spec §2 Footer). */
export const footerColumns: FooterColumn[] = [
  {
    id: "services",
    title: "Services",
    links: [
      { label: "For authors", to: ROUTES.servicesForAuthors },
      { label: "For publishers", to: ROUTES.servicesForPublishers },
      { label: "Pricing", to: ROUTES.pricing },
      { label: "Portfolio", to: ROUTES.portfolio },
    ],
  },
  {
    id: "resources",
    title: "Resources",
    links: [
      { label: "All articles", to: ROUTES.resources },
      { label: "Where to buy ISBNs", to: resourcePath(5) },
      { label: "Hiring an illustrator", to: resourcePath(6) },
      { label: "Self-publishing checklist", to: "" },
    ],
  },
  {
    id: "company",
    title: "Company",
    links: [
      { label: "About us", to: ROUTES.about },
      { label: "Books", to: ROUTES.books },
      { label: "Testimonials", to: ROUTES.testimonials },
      { label: "Careers", to: "" },
    ],
  },
];

export type { MenuEntry, Submenu, SubmenuId, FooterColumn } from "./schemas.ts";
