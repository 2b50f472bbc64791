import { legalPages } from "~/content/legal-pages";
import { renderPublicMarkdown } from "~/features/articles/build-markdown";
import { LegalPage } from "~/features/articles/legal-page";
import { loadMarkdownHtml } from "~/features/articles/load-markdown";
import type { ConsentHandle } from "~/features/consent/consent-context";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy-policy";

const page = legalPages.privacyPolicy;

/** Legal pages switch the consent requirement off: no banner unless reopened from the footer (spec §2). */
export const handle: ConsentHandle = { consentRequired: false };

/** Build time (prerender): the text rendered from its markdown file (spec §7 Legal texts). */
export async function loader() {
  return { html: (await renderPublicMarkdown(page.markdownUrl)) as string | Promise<string> };
}

/** On client navigation: fetch the markdown from its path and render it (spec §7 Legal texts). */
export function clientLoader() {
  return { html: loadMarkdownHtml(page.markdownUrl) as string | Promise<string> };
}

export const meta: Route.MetaFunction = () => pageMeta(page);

/** Legal page (spec §2): the title plus the markdown of privacy-policy.md. */
export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage title={page.title} html={loaderData.html} />;
}
