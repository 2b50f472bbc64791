import { describe, expect, it } from "vitest";
import { templateSamples } from "./route-samples.ts";

describe("templateSamples (decision 021)", () => {
  it("keeps every fixed page and the first and last page of each id route, in the given order", () => {
    const paths = [
      "/",
      "/books",
      "/books/1",
      "/books/2",
      "/books/3",
      "/pricing",
      "/resources/1",
      "/resources/2",
      "/no-such-page",
    ];
    expect(templateSamples(paths)).toEqual([
      "/",
      "/books",
      "/books/1",
      "/books/3",
      "/pricing",
      "/resources/1",
      "/resources/2",
      "/no-such-page",
    ]);
  });

  it("keeps an id route's only page once, and a path that merely starts like an id page", () => {
    expect(templateSamples(["/books/7", "/books/7/extra", "/resources"])).toEqual([
      "/books/7",
      "/books/7/extra",
      "/resources",
    ]);
  });
});
