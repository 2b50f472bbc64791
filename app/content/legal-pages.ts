/**
 * The two legal pages (spec §2 Legal pages, §7 Legal texts): their path, title,
 * meta description and the markdown file their text is rendered from.
 */
export type LegalPageInfo = { path: string; title: string; description: string; markdownUrl: string };

/** The privacy policy and the terms of service. */
export const legalPages = {
  privacyPolicy: {
    path: "/privacy-policy",
    title: "Privacy policy",
    description:
      "How our studio's website handles your data: the contact form, analytics cookies only with your consent, and your rights.",
    markdownUrl: "/assets/legal/privacy-policy.md",
  },
  termsOfService: {
    path: "/terms-of-service",
    title: "Terms of service",
    description:
      "The terms for using our studio's website: information only, original artwork, links to retailers and other sites.",
    markdownUrl: "/assets/legal/terms-of-service.md",
  },
} satisfies Record<string, LegalPageInfo>;
