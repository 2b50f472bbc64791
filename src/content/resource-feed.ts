import type { RSSFeedItem } from "@astrojs/rss";
import { resourcesCopy } from "~/content/page-copy";
import type { Resource } from "~/content/schemas";
import { studio } from "~/content/site";
import { RSS_PATH } from "~/routes";

/** The feed of the resource articles: its path and title, as the page heads link it. */
export const resourceFeed = { path: RSS_PATH, title: `${studio.name}: ${resourcesCopy.title}` } as const;

const CONTENT_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * Reads a date as the content writes it (spec §3 Resource: dd.mm.yyyy) as midnight UTC of that day.
 * @param date - e.g. "07.05.2025"
 * @returns the day as a Date, e.g. 2025-05-07T00:00:00.000Z
 * @throws RangeError when the text is not dd.mm.yyyy or names no real day (e.g. "31.02.2025")
 */
export function parseContentDate(date: string): Date {
  const [, day, month, year] = CONTENT_DATE.exec(date) ?? [];
  const parsed = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (!day || parsed.getUTCDate() !== Number(day) || parsed.getUTCMonth() !== Number(month) - 1)
    throw new RangeError(`"${date}" is not a dd.mm.yyyy date`);
  return parsed;
}

/**
 * The RSS items of the resource articles (src/pages/rss.xml.ts): title, page link
 * (no trailing slash), publication date and the one-sentence summary, newest first (ties by id).
 * @param resources - the articles (spec §3 Resource)
 * @returns one item per article
 * @throws RangeError when an article's date is not dd.mm.yyyy (fails the build)
 */
export function resourceFeedItems(resources: readonly Resource[]): RSSFeedItem[] {
  return resources
    .map((resource) => ({ resource, pubDate: parseContentDate(resource.date) }))
    .sort((a, b) => b.pubDate.getTime() - a.pubDate.getTime() || a.resource.id - b.resource.id)
    .map(({ resource, pubDate }) => ({
      title: resource.name,
      link: resource.resourceUrl,
      pubDate,
      description: resource.summary,
    }));
}
