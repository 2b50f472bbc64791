/**
 * The navigation bar's menu and the footer's link columns (spec §2), as data.
 * A link with `to: ""` has no target yet (the spec's empty footer links) and is
 * rendered as plain text until the owner fills it in.
 */
import { z } from "zod";
import { NavLinkSchema } from "./schemas";

const SubmenuSchema = z.object({
  kind: z.literal("submenu"),
  id: z.enum(["showcase", "services", "company"]),
  label: z.string(),
  items: z.array(NavLinkSchema.extend({ comingSoon: z.boolean().default(false) })).min(2),
});
const MenuLinkSchema = z.object({
  kind: z.literal("link"),
  label: z.string(),
  to: z.string().startsWith("/"),
  mobileOnly: z.boolean().default(false),
});
export const MenuEntrySchema = z.discriminatedUnion("kind", [SubmenuSchema, MenuLinkSchema]);
export type MenuEntry = z.infer<typeof MenuEntrySchema>;
export type Submenu = z.infer<typeof SubmenuSchema>;
export type SubmenuId = Submenu["id"];

/** The navigation bar, in order: Home (mobile only), Showcase, Services, Resources, Company (spec §2). */
export const mainMenu: MenuEntry[] = z.array(MenuEntrySchema).parse([
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
]);

const FooterColumnSchema = z.object({
  id: z.enum(["services", "resources", "company"]),
  title: z.string(),
  links: z.array(NavLinkSchema).min(2),
});
export type FooterColumn = z.infer<typeof FooterColumnSchema>;

/** The footer's three link columns: services, resources and company (spec §2 Footer). */
export const footerColumns: FooterColumn[] = z.array(FooterColumnSchema).parse([
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
]);
