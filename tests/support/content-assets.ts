import * as about from "~/content/about";
import * as comparison from "~/content/comparison";
import * as cookies from "~/content/cookies";
import { LEGAL_FILES, readLegalFile } from "~/content/data-files.server";
import * as faqs from "~/content/faqs";
import * as galleries from "~/content/galleries";
import * as infoBlocks from "~/content/info-blocks";
import * as packages from "~/content/packages";
import * as reviews from "~/content/reviews";
import * as services from "~/content/services";
import * as site from "~/content/site";
import type { CheckedContent } from "~/content/validate";

/** Every string under `value` that is a site asset URL. */
function assetUrls(value: unknown): string[] {
  if (typeof value === "string") return value.startsWith("/assets/") ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(assetUrls);
  if (value && typeof value === "object") return Object.values(value).flatMap(assetUrls);
  return [];
}

/**
 * The `/assets/` URLs the content names, for the content checks: every list module, the books and
 * articles, and the legal texts' front matter. src/content/content-rules.test.ts finds a file for
 * each; src/content/content.test.ts checks that the walk reaches the sample's many pictures.
 * @param content - the books and articles, as `checkContent()` (src/content/validate.ts) makes them
 * @returns each URL once, sorted
 */
export function contentAssetUrls({ books, resources }: CheckedContent): string[] {
  const legalPages = LEGAL_FILES.map((name) => readLegalFile(name).data);
  const modules = [
    about,
    books,
    comparison,
    cookies,
    faqs,
    galleries,
    infoBlocks,
    packages,
    resources,
    legalPages,
    reviews,
    services,
    site,
  ];
  return [...new Set(modules.flatMap(assetUrls))].sort();
}
