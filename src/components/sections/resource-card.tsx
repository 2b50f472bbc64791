import { ContentImage } from "~/components/ui/content-image";
import type { Resource } from "~/content/schemas";

/**
 * A resource card: cover, date and title, linking to the article (spec §2 Resources).
 * @param slot - the home page's two columns or the list's three (picture-slots.ts)
 */
export function ResourceCard({
  resource,
  slot,
}: {
  resource: Resource;
  slot: "resource-card-home" | "resource-card-list";
}) {
  return (
    <a
      href={resource.resourceUrl}
      className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line/70 transition hover:-translate-y-1 hover:shadow-lift"
    >
      <ContentImage
        src={resource.galleryCoverUrl}
        slot={slot}
        alt=""
        width={600}
        height={400}
        loading="lazy"
        className="h-auto w-full"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-ink-soft">
          <time dateTime={isoDate(resource.date)}>{resource.date}</time>
        </p>
        <h3 className="mt-2 group-hover:text-orange-deep">{resource.name}</h3>
      </div>
    </a>
  );
}

/**
 * Converts the content's dd.mm.yyyy date to ISO yyyy-mm-dd for `<time dateTime>`.
 * @param date - a date as the content writes it, e.g. "07.05.2025"
 */
export function isoDate(date: string): string {
  const [day, month, year] = date.split(".");
  return `${year}-${month}-${day}`;
}
