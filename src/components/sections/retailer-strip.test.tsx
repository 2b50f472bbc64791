// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { RetailerStrip } from "./retailer-strip";

describe("the book-distributors strip (spec §2 Home)", () => {
  it("sets eight retailers in type, with no picture, under a disclaimer that speaks only of what is shown", () => {
    const { container } = render(<RetailerStrip />);
    expect(screen.getAllByRole("listitem")).toHaveLength(8);
    expect(container.querySelectorAll("img, svg, picture")).toHaveLength(0);
    const disclaimer = screen.getByText(/trademarks of their respective owners/);
    expect(disclaimer.textContent).not.toMatch(/logo/i);
  });
});
