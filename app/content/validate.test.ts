import { describe, expect, it } from "vitest";
import { BookSchema } from "./schemas";
import { books } from "./books";
import { contentSchemas, validateContent } from "./validate";

describe("validateContent", () => {
  it("accepts the shipped content", () => {
    expect(() => validateContent()).not.toThrow();
  });

  it.each(contentSchemas.map(([name, data, schema]) => [name, data, schema] as const))(
    "%s parses through its schema",
    (_name, data, schema) => {
      expect(schema.safeParse(data).success).toBe(true);
    },
  );

  it("rejects a malformed book, naming the field", () => {
    const broken = { ...books[0], readingAge: "five", bookDetailsPageUrl: "/books/x" };
    const result = BookSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(
      expect.arrayContaining(["readingAge", "bookDetailsPageUrl"]),
    );
  });

  it("rejects a catalogue of the wrong size", () => {
    const [, , schema] = contentSchemas.find(([name]) => name === "books") ?? [];
    expect(schema?.safeParse(books.slice(1)).success).toBe(false);
  });
});
