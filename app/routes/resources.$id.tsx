import { ContentImage } from "~/components/ui/content-image";
import { Link, redirect, replace } from "react-router";
import { isRasterUrl } from "~/content/picture-map";
import { picturesFor } from "~/content/pictures.server";
import { resources } from "~/content/resources";
import { ArticleBody } from "~/features/articles/article-body";
import { renderPublicMarkdown } from "~/features/articles/build-markdown";
import { loadMarkdownHtml } from "~/features/articles/load-markdown";
import { t } from "~/i18n/en";
import { pageMeta } from "~/lib/meta";
import { articleLd, breadcrumbLd, jsonLdMeta } from "~/lib/structured-data";
import { findById } from "~/lib/route-id";
import type { Route } from "./+types/resources.$id";

/**
 * Build time (prerender): the resource, its rendered markdown, the next resource (spec §3 nextResourceId) and the
 * AVIF/WebP sources of its cover if that is a raster image (issue 7).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const resource = findById(resources, params.id);
  if (!resource) throw redirect("/resources");
  const next = resources.find((other) => other.id === resource.nextResourceId);
  const html = (await renderPublicMarkdown(resource.markdownUrl)) as string | Promise<string>;
  return { resource, next, html, pictures: picturesFor(resource) };
}

/**
 * In the browser (client navigation, or the SPA fallback for an id that was not
 * prerendered): a missing, malformed or unknown id redirects to /resources,
 * replacing the history entry (spec §2). A known one renders at once and
 * fetches its markdown from /assets/resources/{id}.md (spec §7). A raster cover
 * needs its AVIF/WebP sources from the prerendered data first (issue 7).
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const resource = findById(resources, params.id);
  if (!resource) throw replace("/resources");
  const next = resources.find((other) => other.id === resource.nextResourceId);
  const pictures = isRasterUrl(resource.featuredCoverUrl) ? (await serverLoader()).pictures : {};
  return { resource, next, html: loadMarkdownHtml(resource.markdownUrl) as string | Promise<string>, pictures };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...pageMeta({
          title: loaderData.resource.name,
          description: loaderData.resource.summary,
          path: loaderData.resource.resourceUrl,
          image: loaderData.resource.featuredCoverUrl,
        }),
        jsonLdMeta(articleLd(loaderData.resource)),
        jsonLdMeta(
          breadcrumbLd([
            ["Resources", "/resources"],
            [loaderData.resource.name, loaderData.resource.resourceUrl],
          ]),
        ),
      ]
    : [];

/** Resource article (spec §2): title, the body rendered from markdown, and 'Next resource: {name}'. */
export default function ResourceArticle({ loaderData }: Route.ComponentProps) {
  const { resource, next, html } = loaderData;
  return (
    <article className="pb-20">
      <header className="bg-cream">
        <div className="container-page max-w-4xl pt-14 pb-20 text-center sm:pt-20 sm:pb-28">
          <p className="text-ink-soft">
            <time dateTime={resource.date.split(".").reverse().join("-")}>{resource.date}</time>
          </p>
          <h1 className="mt-3">{resource.name}</h1>
        </div>
      </header>
      {/* The picture overlaps the header band, rounded on all four corners like every card, so it
          reads as one piece laid on the page rather than a slice cut from the band (issue 16). */}
      <div className="container-page">
        <ContentImage
          src={resource.featuredCoverUrl}
          sizes="(min-width: 864px) 800px, calc(100vw - 40px)"
          alt=""
          width={1200}
          height={630}
          className="relative mx-auto -mt-10 mb-12 h-auto w-full max-w-[800px] rounded-card shadow-card ring-1 ring-line/70 sm:-mt-16"
        />
      </div>
      <div className="container-page">
        <ArticleBody key={resource.id} html={html} />
        {next && (
          <nav aria-label={t("next_resource_nav")} className="mx-auto mt-16 max-w-[800px] border-t border-line pt-8">
            <Link
              to={next.resourceUrl}
              className="font-display text-h4 font-semibold text-orange-deep underline-offset-4 hover:underline"
            >
              {t("next_resource", { name: next.name })}
            </Link>
          </nav>
        )}
      </div>
    </article>
  );
}
