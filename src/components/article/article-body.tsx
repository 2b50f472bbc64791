/**
 * An article's or legal text's body (spec §2, §4 Other, §9: 800 px wide): the sanitised HTML that
 * the build rendered from the markdown file (components/article/build-markdown.ts), faded in over
 * 200 ms as the page shows. Of spec §4's loading state only this fade is left: the page brings the
 * body, which holds its height from the first paint (opacity 0 at the animation's start, `both`
 * fill), and no request follows that could leave it hidden or fail.
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
