/**
 * The service cards of the home and services pages and the publishers' target audiences (spec §2),
 * from `data/services.json`.
 */
import data from "./data/services.json" with { type: "json" };
import type { Point, Service } from "./schemas";

/** The services for authors (home, /services-for-authors). */
export const authorServices: Service[] = data.authorServices;

/** The services for publishers (/services-for-publishers). */
export const publisherServices: Service[] = data.publisherServices;

/** Who the studio works with, on /services-for-publishers. */
export const targetAudiences: Point[] = data.targetAudiences;
