/**
 * The rendered body of an article or legal page: sanitised HTML in the
 * article column (at most 800 px wide, spec §9) with h2–h4 styled.
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className="prose-article mx-auto max-w-[800px]" dangerouslySetInnerHTML={{ __html: html }} />;
}
