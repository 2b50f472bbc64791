// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { startBuyPanel } from "~/shell/buy-panel";
import { BuyPanel } from "./buy-panel";
import { FaqList } from "./faq-list";

// The Buy shell module (its delegated listener on the document), started as every page starts it.
startBuyPanel();

describe("FaqList (spec §4 Other: FAQ items toggle open/closed)", () => {
  const items = [
    { question: "How long does it take?", answer: "Usually one to three months from the first sketch." },
    { question: "Can I pay in instalments?", answer: "Yes, in two or three instalments over the project." },
  ];

  it("each question is a disclosure that opens and closes its answer", () => {
    render(<FaqList items={items} />);
    const question = screen.getByText("How long does it take?");
    const item = question.closest("details");
    expect(item).not.toHaveAttribute("open");
    fireEvent.click(question);
    expect(item).toHaveAttribute("open");
    fireEvent.click(question);
    expect(item).not.toHaveAttribute("open");
  });
});

describe("BuyPanel and its shell script (spec §4 Other: one click reveals the retailers)", () => {
  const buttons = [
    { text: "Amazon", url: "https://www.amazon.com/s?k=pip", region: "worldwide" as const },
    { text: "Waterstones", url: "https://www.waterstones.com/books/search/term/pip", region: "uk" as const },
  ];

  it("reveals the retailer buttons on one click, each opening in a new tab", () => {
    render(<BuyPanel buttons={buttons} />);
    expect(screen.queryByRole("link", { name: /Amazon/ })).toBeNull();
    const buy = screen.getByRole("button", { name: "Buy" });
    expect(buy).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(buy);
    expect(buy).toHaveAttribute("aria-expanded", "true");
    for (const name of [/Amazon/, /Waterstones/]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("a double click leaves the retailers shown", () => {
    render(<BuyPanel buttons={buttons} />);
    const buy = screen.getByRole("button", { name: "Buy" });
    fireEvent.click(buy);
    fireEvent.click(buy);
    expect(screen.getByRole("link", { name: /Amazon/ })).toBeVisible();
  });
});
