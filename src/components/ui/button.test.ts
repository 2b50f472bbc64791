import { describe, expect, it } from "vitest";
import { BUTTON_ROLE_COLOURS, buttonClass, buttonColourClass, type ButtonColour } from "./button";

describe("buttons are named by role and drawn in the spec's palette (spec §4)", () => {
  it("gives each role one of the four colours, and every colour a role", () => {
    const palette: ButtonColour[] = ["orange", "white", "yellow", "honey"];
    expect(Object.values(BUTTON_ROLE_COLOURS).sort()).toEqual([...palette].sort());
  });

  it("draws a role in its colour's class, before the caller's classes", () => {
    expect(buttonClass("primary", "mt-6")).toBe("btn btn-orange mt-6");
    expect(buttonColourClass("secondary")).toBe("btn-white");
  });

  it("takes a colour the content picked (a package's buttonType) as it is", () => {
    expect(buttonClass({ colour: "honey" })).toBe("btn btn-honey");
  });
});
