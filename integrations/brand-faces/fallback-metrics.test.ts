import { describe, expect, it } from "vitest";
import { fallbackCss } from "./fallback-metrics";

describe("the brand faces' fallbacks (decision 023)", () => {
  it("gives each fallback a regular and a real bold local face, scaled to the brand face's metrics", () => {
    const metrics = (xWidthAvg: number) => ({
      familyName: "Nunito",
      capHeight: 705,
      ascent: 1011,
      descent: -353,
      lineGap: 0,
      unitsPerEm: 1000,
      xHeight: 484,
      xWidthAvg,
    });
    const css = fallbackCss(
      { packageName: "nunito", family: "Nunito Variable", weight: [400, 700], delivery: "after-first-paint" },
      metrics(480),
      metrics(520),
    );
    const rules = css.split("@font-face").slice(1);
    expect(rules).toHaveLength(4);
    for (const rule of rules) expect(rule).toContain('font-family: "Nunito Variable Fallback";');
    const bold = rules.filter((rule) => rule.includes("font-weight: 600 900;"));
    expect(bold.map((rule) => /src: local\("([^"]+)"\)/.exec(rule)?.[1])).toEqual(["Arial Bold", "Roboto Bold"]);
    const regular = rules.filter((rule) => rule.includes("font-weight: 100 500;"));
    expect(regular.map((rule) => /src: local\("([^"]+)"\)/.exec(rule)?.[1])).toEqual(["Arial", "Roboto"]);
    // A wider bold brand face scales its bold fallback differently from the regular one.
    const sizeAdjust = (rule: string | undefined) => /size-adjust: ([\d.]+)%/.exec(rule ?? "")?.[1];
    expect(sizeAdjust(bold[0])).not.toBe(sizeAdjust(regular[0]));
  });
});
