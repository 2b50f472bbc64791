import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/validate";
import { markdownAssets } from "~/content/data-files.server";
import { markdownResponse, publishedMarkdown } from "./published-markdown";
import { legalMarkdownPath, type LegalName, resourceMarkdownPath } from "~/routes";

// The books and articles as the build makes them (astro:content exists only in a build): the check reads the same files.
const { resources } = checkContent();

describe("publishedMarkdown", () => {
  it("publishes each article's body at its markdownUrl, as the content folder holds it", () => {
    const published = publishedMarkdown("resources");
    expect(published.map(({ name }) => resourceMarkdownPath(Number(name)))).toEqual(
      resources.map((resource) => resource.markdownUrl),
    );
    for (const { name, text } of published) {
      expect(text).toBe(markdownAssets().get(resourceMarkdownPath(Number(name))));
      expect(text).not.toMatch(/^---/);
    }
  });

  it("publishes both legal texts at the paths their pages name", () => {
    expect(publishedMarkdown("legal").map(({ name }) => legalMarkdownPath(name as LegalName))).toEqual([
      legalMarkdownPath("privacy-policy"),
      legalMarkdownPath("terms-of-service"),
    ]);
  });
});

describe("markdownResponse", () => {
  it("answers the text as text/markdown", async () => {
    const response = markdownResponse("# Title\n");
    expect(response.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8");
    expect(await response.text()).toBe("# Title\n");
  });
});
