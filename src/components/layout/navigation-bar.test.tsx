// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROUTES } from "~/routes";
import { NavigationBar } from "./navigation-bar";

beforeEach(() => {
  // The bar as every page ships it: static markup, closed (the shell only sets state attributes).
  document.body.innerHTML = renderToStaticMarkup(<NavigationBar pathname={ROUTES.home} />);
});
afterEach(() => {
  document.body.innerHTML = "";
});

/**
 * The entries of the list a submenu's button controls, as a visitor reads them: each one's label,
 * its link's target (null when it is no link) and whether it is marked 'coming soon'.
 */
function submenu(label: string) {
  const button = screen.getByText(label, { selector: "button" });
  const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!list) throw new Error(`the ${label} button controls no list`);
  return [...list.querySelectorAll(":scope > li")].map((item) => {
    const mark = within(item as HTMLElement).queryByText("coming soon");
    return {
      label: item.textContent?.replace(mark?.textContent ?? "", "").trim(),
      to: item.querySelector("a")?.getAttribute("href") ?? null,
      comingSoon: mark !== null,
    };
  });
}

describe("the navigation bar's submenus (spec §2 Navigation bar)", () => {
  it("Showcase lists Portfolio and Books, and 'How we create books' marked 'coming soon' and not a link", () => {
    expect(submenu("Showcase")).toEqual([
      { label: "Portfolio", to: ROUTES.portfolio, comingSoon: false },
      { label: "Books", to: ROUTES.books, comingSoon: false },
      { label: "How we create books", to: null, comingSoon: true },
    ]);
  });

  it("Services lists for authors, for publishers and Pricing, each a link to its page", () => {
    expect(submenu("Services")).toEqual([
      { label: "For authors", to: ROUTES.servicesForAuthors, comingSoon: false },
      { label: "For publishers", to: ROUTES.servicesForPublishers, comingSoon: false },
      { label: "Pricing", to: ROUTES.pricing, comingSoon: false },
    ]);
  });
});
