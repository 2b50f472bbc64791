/**
 * The two legal pages (spec §2 Legal pages, §7 Legal texts): their path, title, meta description and
 * the markdown file their text is rendered from. Title and description are the front matter of
 * `data/legal/{privacy-policy,terms-of-service}.md`, whose body the build publishes at
 * /assets/legal/{name}.md.
 */
import { getEntry } from "astro:content";

/** A legal page: its route path, heading, meta description and the site path of its markdown. */
export type LegalPageInfo = { path: string; title: string; description: string; markdownUrl: string };

/**
 * One legal page from its file.
 * @param name - the file name without `.md`, which is also the page's path
 */
async function legalPage(name: "privacy-policy" | "terms-of-service"): Promise<LegalPageInfo> {
  const entry = await getEntry("legal", name);
  if (!entry) throw new Error(`src/content/data/legal/${name}.md: the file is missing`);
  const { title, description } = entry.data;
  return { path: `/${name}`, title, description, markdownUrl: `/assets/legal/${name}.md` };
}

/** The privacy policy and the terms of service. */
export const legalPages = {
  privacyPolicy: await legalPage("privacy-policy"),
  termsOfService: await legalPage("terms-of-service"),
} satisfies Record<string, LegalPageInfo>;
