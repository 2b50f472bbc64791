/**
 * The two legal pages (spec §2 Legal pages, §7 Legal texts): their path, title, meta description and
 * the markdown file their text is rendered from. Title and description are the front matter of
 * `data/legal/{privacy-policy,terms-of-service}.md`, whose body the build publishes at
 * /assets/legal/{name}.md (issue 15).
 */
import { legalFiles } from "./legal-files";

/** A legal page: its route path, heading, meta description and the site path of its markdown. */
export type LegalPageInfo = { path: string; title: string; description: string; markdownUrl: string };

/**
 * One legal page from its file.
 * @param name - the file name without `.md`, which is also the page's path
 */
function legalPage(name: keyof typeof legalFiles): LegalPageInfo {
  const { title, description } = legalFiles[name];
  return { path: `/${name}`, title, description, markdownUrl: `/assets/legal/${name}.md` };
}

/** The privacy policy and the terms of service. */
export const legalPages = {
  privacyPolicy: legalPage("privacy-policy"),
  termsOfService: legalPage("terms-of-service"),
} satisfies Record<string, LegalPageInfo>;
