/** GET /rss.xml: the resource articles as an RSS 2.0 feed, linked from every page's head. */
import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { resourcesCopy } from "~/content/page-copy";
import { resources } from "~/content/resources";
import { resourceFeed, resourceFeedItems } from "~/content/resource-feed";

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error("rss.xml: astro.config.ts must set `site` (the feed's links are absolute)");
  return rss({
    title: resourceFeed.title,
    description: resourcesCopy.intro,
    site,
    items: resourceFeedItems(resources),
    trailingSlash: false,
    customData: "<language>en</language>",
  });
};
