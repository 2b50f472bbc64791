/**
 * Parses every content module through its zod schema, with the counts the
 * spec fixes (§3, §9). Runs in the unit tests and at the start of every build
 * (react-router.config.ts), so malformed content fails loudly before it can
 * reach a visitor; the modules themselves ship to the browser without zod.
 */
import { z } from "zod";
import { aboutPoints } from "./about";
import { books } from "./books";
import { comparisonColumns, comparisonNotes } from "./comparison";
import { cookieDefinitions } from "./cookies";
import { authorFaqs, pricingFaqs } from "./faqs";
import { bookLayouts, coverDesigns, illustrations } from "./galleries";
import { aboutInfoBlocks, portfolioInfoBlocks } from "./info-blocks";
import { footerColumns, mainMenu } from "./navigation";
import { offer, packageGroups } from "./packages";
import { resources } from "./resources";
import { bookStoreReviews, clientReviews } from "./reviews";
import * as schemas from "./schemas";
import { publisherServices, authorServices, targetAudiences } from "./services";
import { claims, retailerDisclaimer, retailers, studio } from "./site";

const exactly = <T extends z.ZodType>(schema: T, count: number) => z.array(schema).length(count);

/** Each content export with the schema (and count) it must satisfy. */
export const contentSchemas: [name: string, data: unknown, schema: z.ZodType][] = [
  ["books", books, exactly(schemas.BookSchema, 15)],
  ["clientReviews", clientReviews, exactly(schemas.ClientReviewSchema, 3)],
  ["bookStoreReviews", bookStoreReviews, exactly(schemas.BookStoreReviewSchema, 10)],
  ["packageGroups", packageGroups, exactly(schemas.PackageGroupSchema, 3)],
  ["offer", offer, schemas.OfferSchema],
  ["authorFaqs", authorFaqs, exactly(schemas.FaqItemSchema, 17)],
  ["pricingFaqs", pricingFaqs, exactly(schemas.FaqItemSchema, 5)],
  ["resources", resources, exactly(schemas.ResourceSchema, 6)],
  ["illustrations", illustrations, exactly(schemas.GalleryImageSchema, 20)],
  ["coverDesigns", coverDesigns, exactly(schemas.GalleryImageSchema, 4)],
  ["bookLayouts", bookLayouts, exactly(schemas.GalleryImageSchema, 4)],
  ["aboutInfoBlocks", aboutInfoBlocks, exactly(schemas.InfoBlockSchema, 3)],
  ["portfolioInfoBlocks", portfolioInfoBlocks, exactly(schemas.InfoBlockSchema, 3)],
  ["comparisonColumns", comparisonColumns, exactly(schemas.ComparisonColumnSchema, 3)],
  ["comparisonNotes", comparisonNotes, exactly(schemas.PointSchema, 2)],
  ["authorServices", authorServices, exactly(schemas.ServiceSchema, 6)],
  ["publisherServices", publisherServices, exactly(schemas.ServiceSchema, 6)],
  ["targetAudiences", targetAudiences, exactly(schemas.PointSchema, 3)],
  ["aboutPoints", aboutPoints, exactly(schemas.PointSchema, 4)],
  ["cookieDefinitions", cookieDefinitions, exactly(schemas.CookieDefinitionSchema, 1)],
  ["studio", studio, schemas.StudioSchema],
  ["retailers", retailers, exactly(z.string().min(2), 8)],
  ["retailerDisclaimer", retailerDisclaimer, z.string().min(20)],
  ["claims", claims, schemas.ClaimsSchema],
  ["mainMenu", mainMenu, z.array(schemas.MenuEntrySchema).min(4)],
  ["footerColumns", footerColumns, exactly(schemas.FooterColumnSchema, 3)],
];

/**
 * Parses all content (see {@link contentSchemas}).
 * @throws Error naming every export that fails its schema, with zod's messages
 */
export function validateContent(): void {
  const problems = contentSchemas.flatMap(([name, data, schema]) => {
    const result = schema.safeParse(data);
    return result.success ? [] : [`${name}: ${z.prettifyError(result.error)}`];
  });
  if (problems.length > 0) throw new Error(`Content does not match its schemas:\n${problems.join("\n")}`);
}
