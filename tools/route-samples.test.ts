import { describe, expect, it } from "vitest";
import { templateSamples } from "./route-samples.ts";
import { bookPath, resourcePath, ROUTES } from "../src/routes.ts";

describe("templateSamples (decision 021)", () => {
  it("keeps every fixed page and the first and last page of each id route, in the given order", () => {
    const [book1, book2, book3] = [bookPath(1), bookPath(2), bookPath(3)];
    const paths = [ROUTES.home, ROUTES.books, book1, book2, book3, ROUTES.pricing, resourcePath(1), resourcePath(2)];
    expect(templateSamples(paths)).toEqual([
      ROUTES.home,
      ROUTES.books,
      book1,
      book3,
      ROUTES.pricing,
      resourcePath(1),
      resourcePath(2),
    ]);
  });

  it("keeps an id route's only page once, and a path that merely starts like an id page", () => {
    const deeper = `${bookPath(7)}/spread`;
    expect(templateSamples([bookPath(7), deeper, ROUTES.resources])).toEqual([bookPath(7), deeper, ROUTES.resources]);
  });
});
