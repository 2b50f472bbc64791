import { PageHeader } from "~/components/sections/page-header";
import { ArticleBody } from "./article-body";

/**
 * A legal page (spec §2): its title, then the text rendered from its markdown.
 * @param title - the page's h1
 * @param html - sanitised HTML, rendered at build from the page's markdown file (build-markdown.ts)
 */
export function LegalPage({ title, html }: { title: string; html: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="container-page py-14">
        <ArticleBody html={html} />
      </div>
    </>
  );
}
