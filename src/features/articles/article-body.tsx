/**
 * An article's or legal text's body (spec §2, §4 Other, §9: 800 px wide): the sanitised HTML that
 * the build rendered from the markdown file (features/articles/build-markdown.ts), faded in over
 * 200 ms as the page shows.
 * @param html - sanitised HTML
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="mx-auto prose-article max-w-[800px] animate-article-fade-in"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
