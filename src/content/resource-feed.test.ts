import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/validate";
import { parseContentDate, resourceFeedItems } from "./resource-feed";

// The books and articles as the build makes them (astro:content exists only in a build): the check reads the same files.
const { resources } = checkContent();

describe("parseContentDate", () => {
  it("reads dd.mm.yyyy as midnight UTC of that day", () => {
    expect(parseContentDate("07.05.2025").toISOString()).toBe("2025-05-07T00:00:00.000Z");
    expect(parseContentDate("31.12.2024").toISOString()).toBe("2024-12-31T00:00:00.000Z");
  });

  it.each(["2025-05-07", "7.5.2025", "07/05/2025", "31.02.2025", "00.01.2025", "01.13.2025", ""])(
    "refuses %j",
    (text) => {
      expect(() => parseContentDate(text)).toThrow(RangeError);
    },
  );
});

describe("resourceFeedItems", () => {
  it("gives every article its title, page link, date and summary, newest first", () => {
    const items = resourceFeedItems(resources);
    expect(items).toHaveLength(resources.length);
    for (const resource of resources)
      expect(items).toContainEqual({
        title: resource.name,
        link: resource.resourceUrl,
        pubDate: parseContentDate(resource.date),
        description: resource.summary,
      });
    const times = items.map((item) => (item.pubDate as Date).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("orders articles of the same day by id", () => {
    const [first, second] = resources;
    if (!first || !second) throw new Error("content is missing");
    const items = resourceFeedItems([
      { ...second, date: "10.03.2025" },
      { ...first, date: "10.03.2025" },
    ]);
    expect(items.map((item) => item.link)).toEqual([first.resourceUrl, second.resourceUrl]);
  });
});
