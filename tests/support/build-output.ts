import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PROJECT_ROOT } from "../../integrations/deploy-configs/index.ts";

/**
 * The build under test as files: where BUILD_DIR's client folder is, what a file of it holds, and
 * a page's heading as the build wrote it. Shared by the HTTP contract (tests/http/) and the
 * journeys that serve the same build another way (tests/journeys/nginx.spec.ts).
 */

/** The build's client folder the servers serve (BUILD_DIR, default build). */
export const clientDir = resolve(PROJECT_ROOT, process.env.BUILD_DIR ?? "build", "client");

/** The text of a file of the build, by its path inside the client folder ("about/index.html"). */
export const fileText = (path: string): string => readFileSync(join(clientDir, path), "utf8");

/** The bytes of a file of the build, by its path inside the client folder. */
export const fileBytes = (path: string): Buffer => readFileSync(join(clientDir, path));

/** The text of a page's first h1, tags removed and the entities the build writes decoded. */
export function headingOf(html: string): string | undefined {
  return /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}
