/**
 * The two legal pages (spec §2 Legal pages, §7 Legal texts): their path, title, meta description and
 * the markdown file their text is rendered from. Title and description are the front matter of
 * `data/legal/{privacy-policy,terms-of-service}.md`, whose body the build publishes at
 * /assets/legal/{name}.md.
 */
import { getEntry } from "astro:content";
import { legalMarkdownPath, type LegalName, ROUTES } from "~/routes";

/** A legal page: its route path, heading, meta description and the site path of its markdown. */
export type LegalPageInfo = { path: string; title: string; description: string; markdownUrl: string };

/**
 * One legal page from its file.
 * @param name - the file name without `.md`
 * @param path - the page's route (spec §2 Legal pages)
 */
async function legalPage(name: LegalName, path: string): Promise<LegalPageInfo> {
  const entry = await getEntry("legal", name);
  if (!entry) throw new Error(`src/content/data/legal/${name}.md: the file is missing`);
  const { title, description } = entry.data;
  return { path, title, description, markdownUrl: legalMarkdownPath(name) };
}

/** The privacy policy and the terms of service. */
export const legalPages = {
  privacyPolicy: await legalPage("privacy-policy", ROUTES.privacyPolicy),
  termsOfService: await legalPage("terms-of-service", ROUTES.termsOfService),
} satisfies Record<string, LegalPageInfo>;
