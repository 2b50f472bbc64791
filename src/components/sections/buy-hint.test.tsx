// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { checkContent } from "~/content/validate";
import { BuyPanel, buyHint } from "./buy-panel";

const retailer = { text: "Bookshop", url: "https://bookshop.example/b", region: "worldwide" } as const;
const mail = { text: "Personalize", url: "mailto:hello@example.com", region: "worldwide" } as const;

describe("the line above the buy buttons says only what is true of each (spec §2 Book details)", () => {
  it("speaks of a new tab only over retailers, and of the e-mail program only over an e-mail link", () => {
    expect(buyHint([retailer])).toBe("buy_hint");
    expect(buyHint([mail])).toBe("buy_hint_mail");
    expect(buyHint([retailer, mail])).toBe("buy_hint_mixed");
  });

  it("on book 15, over its one mailto 'Personalize', names no tab", () => {
    const book = checkContent().books.find((entry) => entry.id === 15);
    expect(book?.buyButtons.map((button) => button.url.slice(0, 7))).toEqual(["mailto:"]);
    render(<BuyPanel buttons={book?.buyButtons ?? []} />);
    const hint = screen.getByText(/write to us/, { selector: "p" });
    expect(hint).toHaveTextContent("We make this book to order: write to us (opens your e-mail program)");
    expect(hint.textContent).not.toMatch(/tab/);
  });
});
