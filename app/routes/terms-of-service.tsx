import { ArticleBody } from "~/features/articles/article-body";
import { renderPublicMarkdown } from "~/features/articles/build-markdown";
import { loadMarkdownHtml } from "~/features/articles/load-markdown";
import { PageHeader } from "~/components/sections/page-header";
import type { ConsentHandle } from "~/features/consent/consent-context";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms-of-service";

const markdownUrl = "/assets/legal/terms-of-service.md";

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
  pageMeta({ title: "Terms of service", description: "The terms for using our studio's website: information only, original artwork, links to retailers and other sites.", path: "/terms-of-service" });

/** Legal page (spec §2): the title plus the markdown of terms-of-service.md. */
export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Terms of service" />
      <div className="container-page py-14">
        <ArticleBody html={loaderData.html} />
      </div>
    </>
  );
}
