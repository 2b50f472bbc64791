import { describe, expect, it } from "vitest";
import { resources } from "~/content/resources";
import { legalPages } from "~/content/legal-pages";
import { markdownAssets } from "~/content/data-files.server";
import { markdownResponse, publishedMarkdown } from "./published-markdown";

describe("publishedMarkdown", () => {
  it("publishes each article's body at its markdownUrl, as the content folder holds it", () => {
    const published = publishedMarkdown("resources");
    expect(published.map(({ name }) => `/assets/resources/${name}.md`)).toEqual(
      resources.map((resource) => resource.markdownUrl),
    );
    for (const { name, text } of published) {
      expect(text).toBe(markdownAssets().get(`/assets/resources/${name}.md`));
      expect(text).not.toMatch(/^---/);
    }
  });

  it("publishes both legal texts at the paths their pages name", () => {
    expect(publishedMarkdown("legal").map(({ name }) => `/assets/legal/${name}.md`)).toEqual([
      legalPages.privacyPolicy.markdownUrl,
      legalPages.termsOfService.markdownUrl,
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
