import { beforeEach, describe, expect, it } from "vitest";
import { inertOthers } from "./inert-others";

describe("inertOthers (spec §4: the page behind the phone menu)", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div data-banner></div>
      <a id="skip" href="#main">Skip</a>
      <div id="wrap"><header id="bar"></header><aside id="side"></aside></div>
      <main id="main"></main>
      <footer id="foot" inert></footer>
      <script></script>`;
  });

  const byId = (id: string) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`no #${id}`);
    return element;
  };
  const inert = () => [...document.querySelectorAll("[inert]")].map((element) => element.id || element.tagName);

  it("marks the siblings of the element and of each ancestor, sparing the banner, scripts and the inert", () => {
    const release = inertOthers(byId("bar"), "[data-banner]");
    expect(inert()).toEqual(["skip", "side", "main", "foot"]);
    release();
    expect(inert()).toEqual(["foot"]);
  });

  it("a second release does nothing, even after another overlay made things inert", () => {
    const release = inertOthers(byId("bar"));
    release();
    byId("main").setAttribute("inert", "");
    release();
    expect(inert()).toContain("main");
  });
});
