import { describe, expect, it } from "vitest";
import { studio } from "~/content/site";
import { cardSlug, DEFAULT_CARD_IMAGE, pageMeta } from "./page-head";
import { bookPath, ROUTES } from "~/routes";

const origin = "https://studio.example";

describe("a page's head (pageMeta)", () => {
  it("names the page and its picture at the origin it is given (decision 026)", () => {
    expect(pageMeta({ title: "About us", description: "Who we are.", path: ROUTES.about }, origin)).toEqual({
      title: `About us | ${studio.name}`,
      description: "Who we are.",
      url: `${origin}${ROUTES.about}`,
      image: `${origin}${DEFAULT_CARD_IMAGE}`,
    });
  });

  it("puts the studio first on the home page", () => {
    const head = pageMeta({ title: "Picture books", description: "…", path: ROUTES.home, image: "/card.png" }, origin);
    expect(head).toMatchObject({
      title: `${studio.name}: Picture books`,
      url: `${origin}/`,
      image: `${origin}/card.png`,
    });
  });

  it("names a page's social card after its path", () => {
    expect(cardSlug(ROUTES.home)).toBe("home");
    expect(cardSlug(bookPath(3))).toBe("books-3");
  });
});
