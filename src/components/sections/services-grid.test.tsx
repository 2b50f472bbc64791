// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { authorServices } from "~/content/services";
import { ServicesGrid } from "./services-grid";

afterEach(() => {
  document.body.innerHTML = "";
});

/** The cards of the authors' services grid, as the home page and /services-for-authors render it: title and text. */
function cards() {
  document.body.innerHTML = renderToStaticMarkup(<ServicesGrid services={authorServices} />);
  return [...document.querySelectorAll("li")].map((card) => ({
    title: card.querySelector("h3")?.textContent,
    text: card.querySelector("p")?.textContent ?? "",
  }));
}

describe("the studio's six offerings, as its service cards show them (the spec's opening paragraph)", () => {
  it.each([
    ["illustration", "Illustration", /hand-painted illustrations for every spread/i],
    ["cover design", "Cover design", /front cover, spine and back cover/i],
    ["layout", "Book layout", /words and pictures set together page by page/i],
    ["editing", "Editing", /editor checks your story/i],
    ["self-publishing setup", "Self-publishing", /set your book up on Amazon KDP and IngramSpark/i],
    ["marketing material", "Marketing kit", /bookmarks, posters, social media images/i],
  ])("offers %s: a service card titled '%s' that says what is done", (_, title, text) => {
    const card = cards().find((candidate) => candidate.title === title);
    expect(card, `a card titled ${title}`).toBeDefined();
    expect(card?.text).toMatch(text);
  });
});
