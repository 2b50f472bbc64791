import { ArticleBody } from "~/features/articles/article-body";
import { markdownToSafeHtml } from "~/features/articles/markdown";
import { readPublicFile } from "~/features/articles/read-public-file";
import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy-policy";

const markdownUrl = "/assets/legal/privacy-policy.md";

/** Build time (prerender): the legal text rendered from its markdown file (spec §7). */
export async function loader() {
  return { html: await markdownToSafeHtml(await readPublicFile(markdownUrl)) };
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
