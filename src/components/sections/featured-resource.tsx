import { ContentImage } from "~/components/ui/content-image";
import { buttonClass } from "~/components/ui/button";
import type { Resource } from "~/content/schemas";
import { t } from "~/i18n/en";
import { isoDate } from "./resource-card";

/** The big featured resource at the top of the resource list (spec §2: links to /resources/1). */
export function FeaturedResource({ resource, label }: { resource: Resource; label: string }) {
  return (
    <article className="grid overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line/70 lg:grid-cols-[1.3fr_1fr]">
      <ContentImage
        src={resource.featuredCoverUrl}
        slot="resource-featured"
        inline
        alt=""
        width={1200}
        height={630}
        className="h-full w-full object-cover"
      />
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <p className="font-display text-sm font-semibold tracking-[0.14em] text-orange-deep uppercase">{label}</p>
        <h2 className="mt-3 text-h3">{resource.featuredTitle}</h2>
        <p className="mt-3 text-ink-soft">{resource.summary}</p>
        <p className="mt-3 text-sm text-ink-soft">
          <time dateTime={isoDate(resource.date)}>{resource.date}</time>
        </p>
        <a href={resource.resourceUrl} className={buttonClass("primary", "mt-6 self-start")}>
          {t("read_article")}
          <span className="sr-only">: {resource.name}</span>
        </a>
      </div>
    </article>
  );
}
