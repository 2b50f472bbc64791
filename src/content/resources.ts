/**
 * The resource articles (spec §3 Resource), one Markdown file per article in
 * `data/resources/{id}.md` (issue 15): the front matter holds what this module exports, the body is the
 * article, which the build publishes at /assets/resources/{id}.md for the article page to fetch (spec §7).
 */
import { resourceFiles } from "./resource-files";
import { toResource } from "./from-files";
import type { Resource } from "./schemas";

/** Every resource article, in id order, with its page and markdown addresses filled in (from-files.ts). */
export const resources: Resource[] = resourceFiles.map(toResource);

/** The ids of all resources; a /resources/{id} route must match one (spec §2 Resource article). */
export const resourceIds: number[] = resources.map((resource) => resource.id);
