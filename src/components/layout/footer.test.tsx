// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { studio } from "~/content/site";
import { Footer } from "./footer";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the footer's copyright line (spec §2 Footer)", () => {
  it("reads '© {year} {company}. {slogan}': the current year, the studio's name and its slogan", () => {
    document.body.innerHTML = renderToStaticMarkup(<Footer />);
    const line = screen.getByText(
      (_, element) => element?.tagName === "P" && element.textContent?.startsWith("©") === true,
    );
    expect(line.textContent).toBe(`© ${new Date().getFullYear()} ${studio.name}. ${studio.slogan}`);
  });
});
