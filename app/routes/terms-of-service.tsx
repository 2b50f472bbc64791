import { ArticleBody } from "~/features/articles/article-body";
import { markdownToSafeHtml } from "~/features/articles/markdown";
import { readPublicFile } from "~/features/articles/read-public-file";
import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms-of-service";

const markdownUrl = "/assets/legal/terms-of-service.md";

/** Build time (prerender): the legal text rendered from its markdown file (spec §7). */
export async function loader() {
  return { html: await markdownToSafeHtml(await readPublicFile(markdownUrl)) };
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
