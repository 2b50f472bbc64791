/**
 * The studio and the site's frame (spec §1, §2): its identity and claims, the navigation bar's menu
 * and the footer's columns. The kinds of content of spec §3 are in entries.ts.
 */
import { z } from "zod";
import { AssetUrlSchema, ExternalUrlSchema } from "./fields.ts";

/** A link of the navigation bar or footer. An empty `to` is a link whose target is not set yet (spec §2 Footer). */
export const NavLinkSchema = z.object({
  label: z.string().min(2),
  to: z.string(),
  external: z.boolean().optional(),
});
export type NavLinkItem = z.infer<typeof NavLinkSchema>;

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
    rating: z.string().regex(/^[0-5]\/5$/, 'expected a rating like "5/5"'),
  }),
  socialLinks: z.array(LabelledLinkSchema).min(1),
});
export type Studio = z.infer<typeof StudioSchema>;

/** The claims of spec §1 as the short figures the pages quote. */
export const ClaimsSchema = z.object({
  distributionRetailers: z.string(),
  replyPromise: z.string(),
  rating: z.string(),
});

/** A menu of the navigation bar, opened by its button (spec §2 Navigation bar). */
export const SubmenuSchema = z.object({
  kind: z.literal("submenu"),
  id: z.enum(["showcase", "services", "company"]),
  label: z.string(),
  items: z.array(NavLinkSchema.extend({ comingSoon: z.boolean().optional() })).min(2),
});
/** A link of the navigation bar itself; `mobileOnly` shows it in the phone menu only. */
export const MenuLinkSchema = z.object({
  kind: z.literal("link"),
  label: z.string(),
  to: z.string().startsWith("/"),
  mobileOnly: z.boolean().optional(),
});
/** An entry of the navigation bar: a menu or a link. */
export const MenuEntrySchema = z.discriminatedUnion("kind", [SubmenuSchema, MenuLinkSchema]);
export type MenuEntry = z.infer<typeof MenuEntrySchema>;
export type Submenu = z.infer<typeof SubmenuSchema>;
export type SubmenuId = Submenu["id"];

/** A column of the footer: its title and links (spec §2 Footer). */
export const FooterColumnSchema = z.object({
  id: z.enum(["services", "resources", "company"]),
  title: z.string(),
  links: z.array(NavLinkSchema).min(2),
});
export type FooterColumn = z.infer<typeof FooterColumnSchema>;
