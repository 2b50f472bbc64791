import { Suspense } from "react";
import { Await, useLocation } from "react-router";
import { t } from "~/i18n/en";
import { cn } from "~/lib/cn";

type ArticleBodyProps = {
  /** Sanitised HTML: a string when prerendered, a promise while it is fetched on client navigation. */
  html: string | Promise<string>;
};

/**
 * The body of an article or legal page (spec §4 Article body), in the article
 * column of at most 800 px (§9). Prerendered HTML shows at once. On client
 * navigation the body is invisible with a reserved tall height while the
 * markdown loads, then fades in over 200 ms; a failed load shows a message
 * with a retry link instead of a blank page.
 */
export function ArticleBody({ html }: ArticleBodyProps) {
  // Prerendered text renders as it is: no Suspense boundary, so it needs no script to show.
  if (typeof html === "string") return <Prose html={html} />;
  return (
    <Suspense
      fallback={
        <div aria-busy="true" aria-label={t("loading")} className="mx-auto min-h-[150vh] max-w-[800px] opacity-0" />
      }
    >
      <Await resolve={html} errorElement={<ArticleLoadError />}>
        {(value) => <Prose html={value} fadeIn />}
      </Await>
    </Suspense>
  );
}

function Prose({ html, fadeIn = false }: { html: string; fadeIn?: boolean }) {
  return (
    <div
      className={cn("mx-auto prose-article max-w-[800px]", fadeIn && "animate-article-fade-in")}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function ArticleLoadError() {
  const { pathname } = useLocation();
  return (
    <div role="alert" className="mx-auto max-w-[800px] rounded-card bg-cream p-8 text-center">
      <h2 className="text-h3">{t("article_error_title")}</h2>
      <p className="mt-3 text-ink-soft">{t("article_error_text")}</p>
      {/* A full page load fetches the prerendered article, which needs no further request. */}
      <a href={pathname} className="btn mt-6 btn-orange">
        {t("article_error_retry")}
      </a>
    </div>
  );
}
