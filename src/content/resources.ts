/**
 * The resource articles (spec §3 Resource), one file per article in `data/resources/{id}.md`,
 * read from the `resources` collection (content.config.ts) at build; build-time only.
 */
import { getCollection } from "astro:content";
import { toResource } from "./from-files";
import type { Resource } from "./schemas";

/** Every resource article, in id order, with its page and markdown addresses filled in (from-files.ts). */
export const resources: Resource[] = (await getCollection("resources"))
  .map((entry) => toResource(entry.data))
  .sort((a, b) => a.id - b.id);
