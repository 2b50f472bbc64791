import { describe, expect, it } from "vitest";
import { drawnInBrand } from "./display-face";

describe("drawnInBrand (decision 019)", () => {
  it("is true when the heading is as wide as Fredoka alone and clearly not the fallback's width", () => {
    expect(drawnInBrand({ asDrawn: 474.5, brand: 474.5, fallback: 586.8 })).toBe(true);
  });

  it("is false when the heading has the fallback's width, or when the two faces cannot be told apart", () => {
    expect(drawnInBrand({ asDrawn: 586.8, brand: 474.5, fallback: 586.8 })).toBe(false);
    expect(drawnInBrand({ asDrawn: 500, brand: 500, fallback: 500.4 })).toBe(false);
  });
});
