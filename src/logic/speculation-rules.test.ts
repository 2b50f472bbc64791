import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../server/security-policy";
import { speculationRules } from "./speculation-rules";

describe("speculation rules: internal pages fetched ahead", () => {
  const rules = JSON.parse(speculationRules()) as {
    prefetch: { where: { and: unknown[] }; eagerness: string }[];
  };

  it("prefetches internal pages on a resting pointer or a press, never files or the editor", () => {
    expect(rules.prefetch).toHaveLength(1);
    expect(rules.prefetch[0]?.eagerness).toBe("moderate");
    expect(rules.prefetch[0]?.where.and).toEqual(
      expect.arrayContaining([
        { href_matches: "/*" },
        { not: { href_matches: "/*.*" } },
        { not: { href_matches: "/admin*" } },
      ]),
    );
  });

  it("is allowed by the page's CSP: the server hashes it like a script", () => {
    const html = `<script type="speculationrules">${speculationRules()}</script><script type="application/ld+json">{}</script>`;
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });
});
