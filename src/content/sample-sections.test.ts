/**
 * Pins of the fictional sample's section copy (src/content/README.md): the comparison table of the
 * home page (spec §1, §9), the About and Portfolio figures (§3 Info block), and the services,
 * audiences and about points (§2). They hold only for the sample. When the owner replaces the sample,
 * they update these checks to their own copy or delete them (src/content/README.md, "Let the checks
 * catch mistakes"); the rules every content keeps are in content-rules.test.ts.
 */
import { describe, expect, it } from "vitest";
import * as about from "~/content/about";
import * as comparison from "~/content/comparison";
import * as infoBlocks from "~/content/info-blocks";
import * as services from "~/content/services";

/** Copy uses en dashes in ranges ("1–3 months"); the spec writes hyphens. Compare on hyphens. */
const plain = (text: string) => text.replace(/[–—]/g, "-");

describe("info blocks (spec §3 Info block)", () => {
  it("shows the About set", () => {
    expect(infoBlocks.aboutInfoBlocks.map(({ percentage, title }) => [percentage, title])).toEqual([
      ["100%", "Job success"],
      ["100%", "Repeat customer rate"],
      ["100%", "Positive reviews"],
    ]);
  });

  it("shows the Portfolio set", () => {
    expect(infoBlocks.portfolioInfoBlocks.map(({ percentage, title }) => [percentage, title])).toEqual([
      ["50+", "Published books and journals"],
      ["10+", "Years in graphic design"],
      ["100%", "Positive reviews"],
    ]);
  });
});

describe("services, audiences and about points (spec §2)", () => {
  it("has six services for authors, six for publishers, three audiences and four about points", () => {
    expect(services.authorServices).toHaveLength(6);
    expect(services.publisherServices).toHaveLength(6);
    expect(services.targetAudiences.map((audience) => audience.title)).toEqual([
      "Publishing houses",
      "Literary and illustration agencies",
      "Schools and education brands",
    ]);
    expect(about.aboutPoints).toHaveLength(4);
  });
});

describe("comparison (spec §1, §9 comparison copy)", () => {
  const { comparisonColumns, comparisonNotes } = comparison;
  const rows = [
    "Cost or investment",
    "Time to publish",
    "Royalties",
    "Marketing and distribution",
    "Transfer of rights",
  ];
  const column = (position: string) => {
    const found = comparisonColumns.find((candidate) => candidate.position === position);
    return Object.fromEntries(found?.features.map(({ name, description }) => [name, plain(description)]) ?? []);
  };

  it("compares three ways left to right on the same five rows", () => {
    expect(comparisonColumns.map(({ position, header }) => [position, header])).toEqual([
      ["left", "The traditional way"],
      ["center", "Vanity publishing"],
      ["right", "The new way: your own business"],
    ]);
    for (const candidate of comparisonColumns) expect(candidate.features.map((feature) => feature.name)).toEqual(rows);
    expect(comparisonNotes).toHaveLength(2);
  });

  it("quotes the spec's figures", () => {
    const left = column("left");
    expect(left["Cost or investment"]).toContain("99%");
    expect(left["Time to publish"]).toContain("6-36 months");
    expect(left["Royalties"]).toContain("2-10%");
    const center = column("center");
    expect(center["Cost or investment"]).toContain("$5,000-$30,000+");
    expect(center["Time to publish"]).toContain("6-18 months");
    expect(center["Royalties"]).toContain("35-75%");
    const right = column("right");
    expect(right["Cost or investment"]).toContain("From $300/mo");
    expect(right["Time to publish"]).toContain("1-3 months");
    expect(right["Royalties"]).toContain("100%");
  });
});
