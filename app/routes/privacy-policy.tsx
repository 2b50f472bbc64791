import { ArticleBody } from "~/features/articles/article-body";
import { renderPublicMarkdown } from "~/features/articles/build-markdown";
import { loadMarkdownHtml } from "~/features/articles/load-markdown";
import { PageHeader } from "~/components/sections/page-header";
import type { ConsentHandle } from "~/features/consent/consent-context";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy-policy";

const markdownUrl = "/assets/legal/privacy-policy.md";

/** Legal pages switch the consent requirement off: no banner unless reopened from the footer (spec §2). */
export const handle: ConsentHandle = { consentRequired: false };

/** Build time (prerender): the legal text rendered from its markdown file (spec §7). */
export async function loader() {
  return { html: (await renderPublicMarkdown(markdownUrl)) as string | Promise<string> };
}

/** On client navigation: fetch the markdown from its path and render it (spec §7 Legal texts). */
export function clientLoader() {
  return { html: loadMarkdownHtml(markdownUrl) as string | Promise<string> };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Privacy policy", description: "How our studio's website handles your data: the contact form, analytics cookies only with your consent, and your rights.", path: "/privacy-policy" });

/** Legal page (spec §2): the title plus the markdown of privacy-policy.md. */
export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Privacy policy" />
      <div className="container-page py-14">
        <ArticleBody html={loaderData.html} />
      </div>
    </>
  );
}
