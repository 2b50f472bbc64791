import { describe, expect, it } from "vitest";
import { renderTemplate } from "./template.ts";

describe("renderTemplate", () => {
  it("indents a multi-line value like its placeholder and fills inline ones", () => {
    expect(renderTemplate("a {{X}};\n  {{LINES}}\nb", { X: ["1"], LINES: ["one;", "two;"] })).toBe(
      "a 1;\n  one;\n  two;\nb",
    );
  });

  it("fails on an unknown placeholder or a multi-line value inside a line", () => {
    expect(() => renderTemplate("{{NOPE}}", {})).toThrow("unknown placeholder {{NOPE}}");
    expect(() => renderTemplate("a {{LINES}}", { LINES: ["1", "2"] })).toThrow("must stand alone");
  });
});
